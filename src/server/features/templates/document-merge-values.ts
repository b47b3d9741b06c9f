// The values of merge fields for the records a document is generated from. Each record is read through its own
// feature's service, scoped to the acting user, so another user's record is a 404 here exactly as on its page.
// Lease values come from the abstract with the broker's corrections applied (documents' lease-facts service).
import { createContactsService } from "#server/features/contacts/contacts.service.ts";
import { createLeaseFactsService, type LeaseAbstractFacts } from "#server/features/documents/lease-facts.service.ts";
import { createProfileService } from "#server/features/profiles/profiles.service.ts";
import { createProjectsService } from "#server/features/projects/projects.service.ts";
import { createPropertiesService } from "#server/features/properties/properties.service.ts";
import type { AppContext } from "#server/platform/http.ts";
import type { MergeSourcesInput } from "#shared/contract/document-templates.ts";
import { formatLetterDate, formatMoney, formatWhole, type MergeValues } from "#shared/rules/merge-fields.ts";

export type MergeContext = { values: MergeValues; title: string | null };

const joinName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter(Boolean).join(" ").trim() || null;

/** The rent step in force on `today`, else the first step with an annual figure. */
function currentAnnualRent(lease: LeaseAbstractFacts, today: string): number | null {
  const steps = lease.rentSchedule.filter((s) => s.annual !== null);
  const inForce = steps.find((s) => (!s.start || s.start <= today) && (!s.end || s.end >= today));
  return (inForce ?? steps[0])?.annual ?? null;
}

export function leaseValues(lease: LeaseAbstractFacts, today: string): MergeValues {
  const dateOf = (kind: string) => lease.criticalDates.find((d) => d.kind === kind)?.date ?? null;
  const notices = lease.criticalDates.filter((d) => d.kind === "renewal_notice").map((d) => d.date);
  // The next deadline still open; when all have passed, the last one (the letter then shows it as it was).
  const deadline = notices.find((d) => d >= today) ?? notices.at(-1) ?? null;
  const option = lease.renewalOptions[0];
  return {
    "tenant.name": lease.fields.tenant,
    "tenant.tradeName": lease.fields.tenantTradeName,
    "landlord.name": lease.fields.landlord,
    "lease.title": lease.title,
    "lease.premises": lease.fields.premisesAddress,
    "lease.suite": lease.fields.suite,
    "lease.rentableSquareFeet": lease.fields.rentableSquareFeet,
    "lease.commencementDate": formatLetterDate(dateOf("commencement") ?? lease.fields.commencementDate),
    "lease.expirationDate": formatLetterDate(dateOf("expiration") ?? lease.fields.expirationDate),
    "lease.currentRent": formatMoney(currentAnnualRent(lease, today)),
    "lease.noticeAddress": lease.fields.noticeAddresses,
    "lease.renewalNoticeDeadline": formatLetterDate(deadline),
    "lease.renewalTerm": option?.termMonths ? `${option.termMonths} months` : null,
    "lease.renewalOption": option?.text ?? null,
  };
}

export function createMergeValuesReader(ctx: AppContext) {
  const leases = createLeaseFactsService({ db: ctx.db, access: ctx.access });
  const contacts = createContactsService(ctx.db);
  const properties = createPropertiesService(ctx);
  const projects = createProjectsService(ctx);
  const profiles = createProfileService(ctx.db);

  return async function mergeValues(
    userId: string,
    sources: MergeSourcesInput,
    now = new Date(),
  ): Promise<MergeContext> {
    const today = now.toISOString().slice(0, 10);
    const [me, lease, person, company, property, project] = await Promise.all([
      profiles.get(userId),
      sources.leaseId ? leases.leaseAbstract(userId, sources.leaseId) : null,
      sources.contactId ? contacts.getPerson(userId, sources.contactId) : null,
      sources.companyId ? contacts.getCompany(userId, sources.companyId) : null,
      sources.propertyId ? properties.detail(userId, sources.propertyId) : null,
      sources.projectId ? projects.get(userId, sources.projectId) : null,
    ]);
    const values: MergeValues = {
      today: formatLetterDate(today),
      "broker.name": joinName(me.firstName, me.lastName) ?? me.name,
      "broker.email": me.email,
      "broker.phone": me.phone,
      "broker.position": me.position,
      "broker.company": me.company,
      ...(lease ? leaseValues(lease, today) : {}),
    };
    if (person) {
      Object.assign(values, {
        "contact.name": joinName(person.firstName, person.lastName),
        "contact.firstName": person.firstName,
        "contact.lastName": person.lastName,
        "contact.position": person.position,
        "contact.email": person.email,
        "contact.phone": person.phone,
        "contact.address": person.address,
        "contact.company": person.company?.name ?? null,
      });
    }
    if (company) {
      Object.assign(values, {
        "company.name": company.name,
        "company.address": company.address,
        "company.phone": company.phone,
        "company.website": company.website,
      });
    }
    if (property) {
      Object.assign(values, {
        "property.name": property.name,
        "property.address": property.address,
        "property.city": property.locationCity,
        "property.type": property.propertyType,
        "property.size": formatWhole(property.sizeSf),
      });
    }
    if (project) {
      Object.assign(values, {
        "project.name": project.name,
        "project.stage": project.stageName,
        "project.size": formatWhole(project.sizeSf),
        "project.rent": formatMoney(project.rentPsf),
        "project.term": project.termMonths ? `${project.termMonths} months` : null,
      });
    }
    // The record a reader would name the document after, most specific first.
    const title =
      (lease ? (lease.fields.tenant ?? lease.title) : null) ??
      (person ? joinName(person.firstName, person.lastName) : null) ??
      company?.name ??
      property?.name ??
      project?.name ??
      null;
    return { values, title };
  };
}
