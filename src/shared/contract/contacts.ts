// Contacts: people and companies (crm-documents.md §2–9). Routes need the `templates` feature.
import { z } from "zod";
import { idParams, keysetListResult, okResponse, pageCursor } from "#shared/contract/common.ts";
import {
  customFieldValues,
  deletedResponse,
  idsBody,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalUrl,
  sortParam,
  tagRef,
  text,
} from "#shared/contract/contacts-common.ts";
import { defineRoute } from "#shared/contract/route.ts";

// ─── People ────────────────────────────────────────────────────────────────

export const personSortFields = [
  "firstName",
  "lastName",
  "name",
  "email",
  "phone",
  "position",
  "company",
  "createdAt",
  "updatedAt",
] as const;

export const personListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searches first/last/full name, e-mail, phone and company name (case-insensitive, contains). */
  q: text().trim().max(200).optional(),
  sort: sortParam(personSortFields),
  /** Only people carrying this tag. */
  tagId: z.uuid().optional(),
  /** The cursor of the page on screen (decision 0051). */
  cursor: pageCursor,
});
export type PersonListQuery = z.infer<typeof personListQuery>;

export const companyRef = z.object({ id: z.string(), name: z.string() });
export type CompanyRef = z.infer<typeof companyRef>;

export const personListItem = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  address: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  company: companyRef.nullable(),
  tags: z.array(tagRef),
  customFields: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PersonListItem = z.infer<typeof personListItem>;

export const personDetail = personListItem;
export type PersonDetail = z.infer<typeof personDetail>;

export const personCreate = z.object({
  firstName: text().trim().min(1, "First name is required").max(100),
  lastName: text().trim().min(1, "Last name is required").max(100),
  email: optionalEmail(),
  phone: optionalPhone(),
  position: optionalText(200),
  address: optionalText(500),
  linkedinUrl: optionalUrl(),
  companyId: z.uuid().nullable().optional(),
  /** Tag names; blanks and duplicates (after trimming, case-insensitive) are ignored. */
  tags: z.array(text().max(100)).max(50).optional(),
  customFields: customFieldValues.optional(),
});
export type PersonCreate = z.infer<typeof personCreate>;

/** Any subset of the create fields; `tags` replaces the whole set; `customFields` keys are merged. */
export const personUpdate = personCreate.partial();
export type PersonUpdate = z.infer<typeof personUpdate>;

export const listPeople = defineRoute({
  method: "GET",
  path: "/api/contacts/people",
  feature: "templates",
  query: personListQuery,
  response: keysetListResult(personListItem),
});
export const createPerson = defineRoute({
  method: "POST",
  path: "/api/contacts/people",
  feature: "templates",
  body: personCreate,
  response: personDetail,
});
export const getPerson = defineRoute({
  method: "GET",
  path: "/api/contacts/people/:id",
  feature: "templates",
  params: idParams,
  response: personDetail,
});
export const updatePerson = defineRoute({
  method: "PATCH",
  path: "/api/contacts/people/:id",
  feature: "templates",
  params: idParams,
  body: personUpdate,
  response: personDetail,
});
export const deletePerson = defineRoute({
  method: "DELETE",
  path: "/api/contacts/people/:id",
  feature: "templates",
  params: idParams,
  response: okResponse,
});
export const deletePeople = defineRoute({
  method: "POST",
  path: "/api/contacts/people/delete",
  feature: "templates",
  body: idsBody,
  response: deletedResponse,
});
/** Scanner: an existing person with this e-mail (case-insensitive) is offered for update. */
export const findPersonByEmail = defineRoute({
  method: "GET",
  path: "/api/contacts/people/by-email",
  feature: "templates",
  query: z.object({ email: text().trim().min(1).max(320) }),
  response: z.object({ person: personListItem.nullable() }),
});

// ─── Companies ─────────────────────────────────────────────────────────────

export const companySortFields = ["name", "website", "phone", "peopleCount", "createdAt", "updatedAt"] as const;

export const companyListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Searches name, website, phone and address. */
  q: text().trim().max(200).optional(),
  sort: sortParam(companySortFields),
  tagId: z.uuid().optional(),
  /** The cursor of the page on screen (decision 0051). */
  cursor: pageCursor,
});
export type CompanyListQuery = z.infer<typeof companyListQuery>;

export const companyListItem = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  peopleCount: z.number().int(),
  tags: z.array(tagRef),
  customFields: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyListItem = z.infer<typeof companyListItem>;

export const companyPerson = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
});
export type CompanyPerson = z.infer<typeof companyPerson>;

export const companyDetail = companyListItem.extend({ people: z.array(companyPerson) });
export type CompanyDetail = z.infer<typeof companyDetail>;

export const companyCreate = z.object({
  name: text().trim().min(1, "Name is required").max(200),
  website: optionalUrl(),
  phone: optionalPhone(),
  address: optionalText(1000),
  linkedinUrl: optionalUrl(),
  tags: z.array(text().max(100)).max(50).optional(),
  customFields: customFieldValues.optional(),
});
export type CompanyCreate = z.infer<typeof companyCreate>;
export const companyUpdate = companyCreate.partial();
export type CompanyUpdate = z.infer<typeof companyUpdate>;

export const listCompanies = defineRoute({
  method: "GET",
  path: "/api/contacts/companies",
  feature: "templates",
  query: companyListQuery,
  response: keysetListResult(companyListItem),
});
export const createCompany = defineRoute({
  method: "POST",
  path: "/api/contacts/companies",
  feature: "templates",
  body: companyCreate,
  response: companyDetail,
});
export const getCompany = defineRoute({
  method: "GET",
  path: "/api/contacts/companies/:id",
  feature: "templates",
  params: idParams,
  response: companyDetail,
});
export const updateCompany = defineRoute({
  method: "PATCH",
  path: "/api/contacts/companies/:id",
  feature: "templates",
  params: idParams,
  body: companyUpdate,
  response: companyDetail,
});
/** Deleting a company keeps its people (their company is cleared). */
export const deleteCompany = defineRoute({
  method: "DELETE",
  path: "/api/contacts/companies/:id",
  feature: "templates",
  params: idParams,
  response: okResponse,
});
export const deleteCompanies = defineRoute({
  method: "POST",
  path: "/api/contacts/companies/delete",
  feature: "templates",
  body: idsBody,
  response: deletedResponse,
});

/** Company picker: ordered by name, optional case-insensitive name filter, at most 50 rows (spec §9). */
export const companyOptions = defineRoute({
  method: "GET",
  path: "/api/contacts/company-options",
  feature: "templates",
  query: z.object({ q: text().trim().max(200).optional() }),
  response: z.object({ items: z.array(companyRef) }),
});
/** Scanner: company with exactly this name (case-insensitive), limit 1. */
export const findCompanyByName = defineRoute({
  method: "GET",
  path: "/api/contacts/companies/by-name",
  feature: "templates",
  query: z.object({ name: text().trim().min(1).max(200) }),
  response: z.object({ company: companyRef.nullable() }),
});

// ─── Duplicates and merge ──────────────────────────────────────────────────

export const personDuplicateGroup = z.object({
  /** email: same e-mail; name_company: same normalised name at the same company (or both without one). */
  reason: z.enum(["email", "name_company"]),
  key: z.string(),
  items: z.array(personListItem),
});
export const companyDuplicateGroup = z.object({
  reason: z.enum(["name", "domain"]),
  key: z.string(),
  items: z.array(companyListItem),
});
export type PersonDuplicateGroup = z.infer<typeof personDuplicateGroup>;
export type CompanyDuplicateGroup = z.infer<typeof companyDuplicateGroup>;

export const listPersonDuplicates = defineRoute({
  method: "GET",
  path: "/api/contacts/people/duplicates",
  feature: "templates",
  response: z.object({ groups: z.array(personDuplicateGroup) }),
});
export const listCompanyDuplicates = defineRoute({
  method: "GET",
  path: "/api/contacts/companies/duplicates",
  feature: "templates",
  response: z.object({ groups: z.array(companyDuplicateGroup) }),
});

/**
 * Merge: `keepId` survives; its filled fields win, blanks are filled from the merged records (in order);
 * tags and custom-field values are united; links (a company's people) move to the survivor; the others are deleted.
 */
export const mergeBody = z.object({
  keepId: z.uuid(),
  mergeIds: z.array(z.uuid()).min(1, "Choose at least one record to merge").max(50),
});
export type MergeBody = z.infer<typeof mergeBody>;

export const mergePeople = defineRoute({
  method: "POST",
  path: "/api/contacts/people/merge",
  feature: "templates",
  body: mergeBody,
  response: personDetail,
});
export const mergeCompanies = defineRoute({
  method: "POST",
  path: "/api/contacts/companies/merge",
  feature: "templates",
  body: mergeBody,
  response: companyDetail,
});

// ─── Export (plain GET downloads; same filters as the list, all pages) ─────

/** GET with the list's q/sort/tagId query → text/csv attachment. Cells starting with = + - @ are neutralised. */
export const exportPeoplePath = "/api/contacts/people/export.csv";
export const exportCompaniesPath = "/api/contacts/companies/export.csv";
