// Companies: list, detail, create, update, delete, picker options, lookup by name, and the CSV export pages.
import type { CompanyRow, Exec } from "#server/features/contacts/contacts-common.repository.ts";
import { notFound } from "#server/platform/errors.ts";
import { pageCursor, seekFromCursor } from "#server/platform/keyset.ts";
import type {
  CompanyCreate,
  CompanyDetail,
  CompanyListItem,
  CompanyListQuery,
  CompanyUpdate,
} from "#shared/contract/contacts.ts";
import * as companiesRepo from "#server/features/contacts/contacts-companies.repository.ts";
import * as fieldsRepo from "#server/features/contacts/contacts-custom-fields.repository.ts";
import * as peopleRepo from "#server/features/contacts/contacts-people.repository.ts";
import * as tagsRepo from "#server/features/contacts/contacts-tags.repository.ts";
import { companyKeys, checkCustomFieldValues, applyCustomFields } from "#server/features/contacts/contacts-rules.ts";
import type { ContactsCore } from "#server/features/contacts/contacts-core.ts";

export function createCompaniesService(core: ContactsCore) {
  const { db, companyDtos, setTags } = core;
  const service = {
    // ─── Companies ───────────────────────────────────────────────────────
    async listCompanies(userId: string, q: CompanyListQuery) {
      const sort = companiesRepo.companySortOf(q.sort);
      const page = { sort: sort.name, pageSize: q.pageSize, page: q.page };
      const { itemsJson, total, ends } = await companiesRepo.listCompaniesPage(db, userId, {
        q: q.q || undefined,
        sort: q.sort,
        tagId: q.tagId,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
        seek: seekFromCursor(q.cursor, page, sort.spec),
      });
      // The items are the contract's JSON as PostgreSQL wrote it (the route splices it into the answer).
      return { itemsJson, total, cursor: pageCursor(page, ends) };
    },

    async getCompany(userId: string, id: string, ex: Exec = db): Promise<CompanyDetail> {
      const [row] = await companiesRepo.findCompanyRows(ex, userId, [id]);
      if (!row) throw notFound("Company not found");
      const [dto] = await companyDtos(ex, userId, [row]);
      const members = await peopleRepo.companyPeople(ex, userId, id);
      return {
        ...(dto as CompanyListItem),
        people: members.map((p) => ({
          id: p.id,
          firstName: p.firstName,
          lastName: p.lastName,
          email: p.email,
          phone: p.phone,
          position: p.position,
        })),
      };
    },

    async createCompany(userId: string, input: CompanyCreate, ex?: Exec): Promise<CompanyDetail> {
      const run = async (tx: Exec) => {
        const defs = input.customFields ? await fieldsRepo.listCustomFieldRows(tx, userId, "companies") : [];
        const custom = input.customFields
          ? applyCustomFields({}, checkCustomFieldValues(defs, input.customFields))
          : {};
        const fields = {
          name: input.name,
          website: input.website ?? null,
          phone: input.phone ?? null,
          address: input.address ?? null,
          linkedinUrl: input.linkedinUrl ?? null,
          customFields: custom,
        };
        const [row] = await companiesRepo.insertCompanies(tx, userId, [{ ...fields, ...companyKeys(fields) }]);
        const id = (row as CompanyRow).id;
        if (input.tags?.length) await setTags(tx, userId, "companies", id, input.tags);
        return service.getCompany(userId, id, tx);
      };
      return ex ? run(ex) : db.transaction(run);
    },

    async updateCompany(userId: string, id: string, patch: CompanyUpdate): Promise<CompanyDetail> {
      return db.transaction(async (tx) => {
        const [current] = await companiesRepo.findCompanyRows(tx, userId, [id]);
        if (!current) throw notFound("Company not found");
        let customFields = current.customFields;
        if (patch.customFields) {
          const defs = await fieldsRepo.listCustomFieldRows(tx, userId, "companies");
          customFields = applyCustomFields(current.customFields, checkCustomFieldValues(defs, patch.customFields));
        }
        const next = {
          name: patch.name ?? current.name,
          website: patch.website !== undefined ? patch.website : current.website,
          phone: patch.phone !== undefined ? patch.phone : current.phone,
          address: patch.address !== undefined ? patch.address : current.address,
          linkedinUrl: patch.linkedinUrl !== undefined ? patch.linkedinUrl : current.linkedinUrl,
          customFields,
        };
        await companiesRepo.updateCompanyRow(tx, userId, id, { ...next, ...companyKeys(next) });
        if (patch.tags) await setTags(tx, userId, "companies", id, patch.tags);
        return service.getCompany(userId, id, tx);
      });
    },

    async deleteCompanies(userId: string, ids: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        const deleted = await companiesRepo.deleteCompanyRows(tx, userId, ids);
        await tagsRepo.deleteAssignmentsFor(tx, "companies", deleted);
        return deleted.length;
      });
    },

    async companyOptions(userId: string, q?: string) {
      return companiesRepo.companyOptionRows(db, userId, q || undefined, 50);
    },

    async findCompanyByName(userId: string, name: string) {
      return companiesRepo.findCompanyByLowerName(db, userId, name.trim());
    },

    async *exportCompanies(userId: string, q: Omit<CompanyListQuery, "page" | "pageSize">) {
      // Each page seeks from the previous page's cursor: no offset grows with the export (decision 0051).
      let cursor: string | undefined;
      for (let page = 1; ; page++) {
        const result = await service.listCompanies(userId, { ...q, page, pageSize: 1000, cursor } as CompanyListQuery);
        const items = JSON.parse(result.itemsJson) as CompanyListItem[];
        yield items;
        if (items.length < 1000) return;
        cursor = result.cursor;
      }
    },
  };
  return service;
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
