// People: list, detail, create, update, delete, lookup by e-mail, and the CSV export pages.
import type { Exec, PersonRow } from "#server/features/contacts/contacts-common.repository.ts";
import { notFound } from "#server/platform/errors.ts";
import { pageCursor, seekFromCursor } from "#server/platform/keyset.ts";
import type {
  PersonCreate,
  PersonDetail,
  PersonListItem,
  PersonListQuery,
  PersonUpdate,
} from "#shared/contract/contacts.ts";
import { emailKey } from "#shared/rules/contacts-normalize.ts";
import * as fieldsRepo from "#server/features/contacts/contacts-custom-fields.repository.ts";
import * as peopleRepo from "#server/features/contacts/contacts-people.repository.ts";
import * as tagsRepo from "#server/features/contacts/contacts-tags.repository.ts";
import { personKeys, checkCustomFieldValues, applyCustomFields } from "#server/features/contacts/contacts-rules.ts";
import type { ContactsCore } from "#server/features/contacts/contacts-core.ts";

export function createPeopleService(core: ContactsCore) {
  const { db, peopleDtos, setTags, requireCompany, companyGone } = core;
  const service = {
    // ─── People ──────────────────────────────────────────────────────────
    async listPeople(userId: string, q: PersonListQuery) {
      const sort = peopleRepo.personSortOf(q.sort);
      const page = { sort: sort.name, pageSize: q.pageSize, page: q.page };
      const { itemsJson, total, ends } = await peopleRepo.listPeoplePage(db, userId, {
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

    async getPerson(userId: string, id: string, ex: Exec = db): Promise<PersonDetail> {
      const [row] = await peopleRepo.findPeopleRows(ex, userId, [id]);
      if (!row) throw notFound("Person not found");
      const [dto] = await peopleDtos(ex, userId, [row]);
      return dto as PersonDetail;
    },

    async createPerson(userId: string, input: PersonCreate): Promise<PersonDetail> {
      return db
        .transaction(async (tx) => {
          if (input.companyId) await requireCompany(tx, userId, input.companyId);
          const defs = input.customFields ? await fieldsRepo.listCustomFieldRows(tx, userId, "people") : [];
          const custom = input.customFields
            ? applyCustomFields({}, checkCustomFieldValues(defs, input.customFields))
            : {};
          const fields = {
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email ?? null,
            phone: input.phone ?? null,
            position: input.position ?? null,
            address: input.address ?? null,
            linkedinUrl: input.linkedinUrl ?? null,
            companyId: input.companyId ?? null,
            customFields: custom,
          };
          const [row] = await peopleRepo.insertPeople(tx, userId, [{ ...fields, ...personKeys(fields) }]);
          const id = (row as PersonRow).id;
          if (input.tags?.length) await setTags(tx, userId, "people", id, input.tags);
          return service.getPerson(userId, id, tx);
        })
        .catch(companyGone);
    },

    async updatePerson(userId: string, id: string, patch: PersonUpdate): Promise<PersonDetail> {
      return db
        .transaction(async (tx) => {
          const [current] = await peopleRepo.findPeopleRows(tx, userId, [id]);
          if (!current) throw notFound("Person not found");
          if (patch.companyId) await requireCompany(tx, userId, patch.companyId);
          let customFields = current.customFields;
          if (patch.customFields) {
            const defs = await fieldsRepo.listCustomFieldRows(tx, userId, "people");
            customFields = applyCustomFields(current.customFields, checkCustomFieldValues(defs, patch.customFields));
          }
          const next = {
            firstName: patch.firstName ?? current.firstName,
            lastName: patch.lastName ?? current.lastName,
            email: patch.email !== undefined ? patch.email : current.email,
            phone: patch.phone !== undefined ? patch.phone : current.phone,
            position: patch.position !== undefined ? patch.position : current.position,
            address: patch.address !== undefined ? patch.address : current.address,
            linkedinUrl: patch.linkedinUrl !== undefined ? patch.linkedinUrl : current.linkedinUrl,
            companyId: patch.companyId !== undefined ? patch.companyId : current.companyId,
            customFields,
          };
          await peopleRepo.updatePersonRow(tx, userId, id, { ...next, ...personKeys(next) });
          if (patch.tags) await setTags(tx, userId, "people", id, patch.tags);
          return service.getPerson(userId, id, tx);
        })
        .catch(companyGone);
    },

    async deletePeople(userId: string, ids: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        const deleted = await peopleRepo.deletePeopleRows(tx, userId, ids);
        await tagsRepo.deleteAssignmentsFor(tx, "people", deleted);
        return deleted.length;
      });
    },

    async findPersonByEmail(userId: string, email: string): Promise<PersonListItem | null> {
      const key = emailKey(email);
      if (!key) return null;
      const row = await peopleRepo.findPersonByEmailKey(db, userId, key);
      if (!row) return null;
      const [dto] = await peopleDtos(db, userId, [row]);
      return dto ?? null;
    },

    /** Pages through the whole filtered list (for CSV export) without holding it all in memory. */
    async *exportPeople(userId: string, q: Omit<PersonListQuery, "page" | "pageSize">) {
      // Each page seeks from the previous page's cursor: no offset grows with the export (decision 0051).
      let cursor: string | undefined;
      for (let page = 1; ; page++) {
        const result = await service.listPeople(userId, { ...q, page, pageSize: 1000, cursor } as PersonListQuery);
        const items = JSON.parse(result.itemsJson) as PersonListItem[];
        yield items;
        if (items.length < 1000) return;
        cursor = result.cursor;
      }
    },
  };
  return service;
}
export type PeopleService = ReturnType<typeof createPeopleService>;
