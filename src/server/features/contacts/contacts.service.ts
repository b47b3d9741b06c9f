// Contacts rules: people, companies, tags, custom fields, duplicates and merge. Other features call only this.
import type { Db } from "#server/db/client.ts";
import * as repo from "#server/features/contacts/contacts.repository.ts";
import type {
  CompanyRow,
  CompanyWithCount,
  CustomFieldRow,
  Exec,
  PersonRow,
  PersonWithCompany,
  TagWithCount,
} from "#server/features/contacts/contacts.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type {
  CompanyCreate,
  CompanyDetail,
  CompanyDuplicateGroup,
  CompanyListItem,
  CompanyListQuery,
  CompanyUpdate,
  MergeBody,
  PersonCreate,
  PersonDetail,
  PersonDuplicateGroup,
  PersonListItem,
  PersonListQuery,
  PersonUpdate,
} from "#shared/contract/contacts.ts";
import type {
  ContactEntityType,
  CustomFieldEntityType,
  CustomFieldValues,
  TagRef,
} from "#shared/contract/contacts-common.ts";
import type { CustomFieldCreate, CustomFieldDto, CustomFieldUpdate } from "#shared/contract/contacts-custom-fields.ts";
import type { TagDto } from "#shared/contract/contacts-tags.ts";
import {
  cleanTagNames,
  companyNameKey,
  emailKey,
  extractDomain,
  personNameKey,
} from "#shared/rules/contacts-normalize.ts";

export const FIELD_IN_USE = "This field is in use and cannot be deleted";
export const FIELD_USAGE_CHECK_FAILED = "Could not check field usage";

const iso = (d: Date) => d.toISOString();

export function toPersonDto(row: PersonWithCompany, tags: TagRef[]): PersonListItem {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    position: row.position,
    address: row.address,
    linkedinUrl: row.linkedinUrl,
    company: row.companyId && row.companyName ? { id: row.companyId, name: row.companyName } : null,
    tags,
    customFields: row.customFields ?? {},
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toCompanyDto(row: CompanyWithCount, tags: TagRef[]): CompanyListItem {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    phone: row.phone,
    address: row.address,
    linkedinUrl: row.linkedinUrl,
    peopleCount: row.peopleCount,
    tags,
    customFields: row.customFields ?? {},
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toTagDto(row: TagWithCount): TagDto {
  return {
    id: row.id,
    name: row.name,
    entityTypes: row.entityTypes,
    usageCount: row.usageCount,
    createdAt: iso(row.createdAt),
  };
}

function toCustomFieldDto(row: CustomFieldRow): CustomFieldDto {
  return {
    id: row.id,
    name: row.name,
    fieldType: row.fieldType as CustomFieldDto["fieldType"],
    options: row.options,
    entityType: row.entityType as CustomFieldDto["entityType"],
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Duplicate keys stored on the row, recomputed whenever the fields they come from change. */
export function personKeys(p: { firstName: string; lastName: string; email: string | null }) {
  return { emailKey: emailKey(p.email), nameKey: personNameKey(p.firstName, p.lastName) };
}
export function companyKeys(c: { name: string; website: string | null }) {
  return { nameKey: companyNameKey(c.name), domain: extractDomain(c.website) };
}

/**
 * Checks custom-field values against the user's definitions for the entity type: unknown names and dropdown
 * values outside the options are refused. Returns the values keyed by the definitions' own spelling.
 */
export function checkCustomFieldValues(
  defs: CustomFieldRow[],
  values: CustomFieldValues,
): { set: Record<string, string>; remove: string[] } {
  const byLower = new Map(defs.map((d) => [d.name.toLowerCase(), d]));
  const set: Record<string, string> = {};
  const remove: string[] = [];
  const fields: Record<string, string> = {};
  for (const [key, raw] of Object.entries(values)) {
    const def = byLower.get(key.trim().toLowerCase());
    if (!def) {
      fields[`customFields.${key}`] = `Unknown custom field: ${key}`;
      continue;
    }
    const value = (raw ?? "").trim();
    if (value === "") {
      remove.push(def.name);
      continue;
    }
    if (def.fieldType === "dropdown" && !def.options.includes(value)) {
      fields[`customFields.${def.name}`] = `${def.name} must be one of: ${def.options.join(", ")}`;
      continue;
    }
    set[def.name] = value;
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError("VALIDATION_FAILED", "Validation failed", { fields, detail: Object.values(fields)[0] });
  }
  return { set, remove };
}

function applyCustomFields(current: Record<string, string>, change: { set: Record<string, string>; remove: string[] }) {
  const next = { ...current, ...change.set };
  for (const key of change.remove) delete next[key];
  return next;
}

/** A unique-index violation (23505), as pg reports it directly or wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** A foreign-key violation (23503): the referenced row is gone. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23503" || e?.cause?.code === "23503";
}

const fieldNameTaken = () =>
  new AppError("CONFLICT", "A field with this name already exists", {
    fields: { name: "A field with this name already exists" },
  });
const tagNameTaken = () =>
  new AppError("CONFLICT", "A tag with this name already exists", {
    fields: { name: "A tag with this name already exists" },
    detail: "Merge the two tags instead.",
  });

/** First non-blank value among the survivor's and the merged records' (in order). */
function firstFilled<T>(values: (T | null | undefined)[]): T | null {
  for (const v of values) if (v !== null && v !== undefined && v !== "") return v;
  return null;
}

export function createContactsService(db: Db) {
  async function peopleDtos(ex: Exec, _userId: string, rows: PersonWithCompany[]): Promise<PersonListItem[]> {
    const tags = await repo.tagsForEntities(
      ex,
      "people",
      rows.map((r) => r.id),
    );
    return rows.map((r) => toPersonDto(r, tags.get(r.id) ?? []));
  }
  async function companyDtos(ex: Exec, _userId: string, rows: CompanyWithCount[]): Promise<CompanyListItem[]> {
    const tags = await repo.tagsForEntities(
      ex,
      "companies",
      rows.map((r) => r.id),
    );
    return rows.map((r) => toCompanyDto(r, tags.get(r.id) ?? []));
  }

  async function setTags(ex: Exec, userId: string, entityType: ContactEntityType, entityId: string, names: string[]) {
    const tagRows = await repo.ensureTags(ex, userId, cleanTagNames(names), entityType);
    await repo.replaceAssignments(
      ex,
      userId,
      entityType,
      entityId,
      tagRows.map((t) => t.id),
    );
  }

  const companyNotFound = () =>
    new AppError("VALIDATION_FAILED", "Company not found", { fields: { companyId: "Company not found" } });

  async function requireCompany(ex: Exec, userId: string, companyId: string): Promise<void> {
    const [row] = await repo.findCompanyRows(ex, userId, [companyId]);
    if (!row) throw companyNotFound();
  }

  /** The tag was deleted between the check and the write (foreign-key violation 23503). */
  const tagGone = (err: unknown) => {
    throw isForeignKeyViolation(err) ? notFound("Tag not found") : err;
  };

  /** The company was deleted between the check and the write (foreign-key violation 23503). */
  const companyGone = (err: unknown) => {
    throw isForeignKeyViolation(err) ? companyNotFound() : err;
  };

  const service = {
    // ─── People ──────────────────────────────────────────────────────────
    async listPeople(userId: string, q: PersonListQuery) {
      const { rows, total } = await repo.listPeopleRows(db, userId, {
        q: q.q || undefined,
        sort: q.sort,
        tagId: q.tagId,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { items: await peopleDtos(db, userId, rows), total };
    },

    async getPerson(userId: string, id: string, ex: Exec = db): Promise<PersonDetail> {
      const [row] = await repo.findPeopleRows(ex, userId, [id]);
      if (!row) throw notFound("Person not found");
      const [dto] = await peopleDtos(ex, userId, [row]);
      return dto as PersonDetail;
    },

    async createPerson(userId: string, input: PersonCreate): Promise<PersonDetail> {
      return db
        .transaction(async (tx) => {
          if (input.companyId) await requireCompany(tx, userId, input.companyId);
          const defs = input.customFields ? await repo.listCustomFieldRows(tx, userId, "people") : [];
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
          const [row] = await repo.insertPeople(tx, userId, [{ ...fields, ...personKeys(fields) }]);
          const id = (row as PersonRow).id;
          if (input.tags?.length) await setTags(tx, userId, "people", id, input.tags);
          return service.getPerson(userId, id, tx);
        })
        .catch(companyGone);
    },

    async updatePerson(userId: string, id: string, patch: PersonUpdate): Promise<PersonDetail> {
      return db
        .transaction(async (tx) => {
          const [current] = await repo.findPeopleRows(tx, userId, [id]);
          if (!current) throw notFound("Person not found");
          if (patch.companyId) await requireCompany(tx, userId, patch.companyId);
          let customFields = current.customFields;
          if (patch.customFields) {
            const defs = await repo.listCustomFieldRows(tx, userId, "people");
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
          await repo.updatePersonRow(tx, userId, id, { ...next, ...personKeys(next) });
          if (patch.tags) await setTags(tx, userId, "people", id, patch.tags);
          return service.getPerson(userId, id, tx);
        })
        .catch(companyGone);
    },

    async deletePeople(userId: string, ids: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        const deleted = await repo.deletePeopleRows(tx, userId, ids);
        await repo.deleteAssignmentsFor(tx, "people", deleted);
        return deleted.length;
      });
    },

    async findPersonByEmail(userId: string, email: string): Promise<PersonListItem | null> {
      const key = emailKey(email);
      if (!key) return null;
      const row = await repo.findPersonByEmailKey(db, userId, key);
      if (!row) return null;
      const [dto] = await peopleDtos(db, userId, [row]);
      return dto ?? null;
    },

    // ─── Companies ───────────────────────────────────────────────────────
    async listCompanies(userId: string, q: CompanyListQuery) {
      const { rows, total } = await repo.listCompanyRows(db, userId, {
        q: q.q || undefined,
        sort: q.sort,
        tagId: q.tagId,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { items: await companyDtos(db, userId, rows), total };
    },

    async getCompany(userId: string, id: string, ex: Exec = db): Promise<CompanyDetail> {
      const [row] = await repo.findCompanyRows(ex, userId, [id]);
      if (!row) throw notFound("Company not found");
      const [dto] = await companyDtos(ex, userId, [row]);
      const members = await repo.companyPeople(ex, userId, id);
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
        const defs = input.customFields ? await repo.listCustomFieldRows(tx, userId, "companies") : [];
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
        const [row] = await repo.insertCompanies(tx, userId, [{ ...fields, ...companyKeys(fields) }]);
        const id = (row as CompanyRow).id;
        if (input.tags?.length) await setTags(tx, userId, "companies", id, input.tags);
        return service.getCompany(userId, id, tx);
      };
      return ex ? run(ex) : db.transaction(run);
    },

    async updateCompany(userId: string, id: string, patch: CompanyUpdate): Promise<CompanyDetail> {
      return db.transaction(async (tx) => {
        const [current] = await repo.findCompanyRows(tx, userId, [id]);
        if (!current) throw notFound("Company not found");
        let customFields = current.customFields;
        if (patch.customFields) {
          const defs = await repo.listCustomFieldRows(tx, userId, "companies");
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
        await repo.updateCompanyRow(tx, userId, id, { ...next, ...companyKeys(next) });
        if (patch.tags) await setTags(tx, userId, "companies", id, patch.tags);
        return service.getCompany(userId, id, tx);
      });
    },

    async deleteCompanies(userId: string, ids: string[]): Promise<number> {
      return db.transaction(async (tx) => {
        const deleted = await repo.deleteCompanyRows(tx, userId, ids);
        await repo.deleteAssignmentsFor(tx, "companies", deleted);
        return deleted.length;
      });
    },

    async companyOptions(userId: string, q?: string) {
      return repo.companyOptionRows(db, userId, q || undefined, 50);
    },

    async findCompanyByName(userId: string, name: string) {
      return repo.findCompanyByLowerName(db, userId, name.trim());
    },

    // ─── Duplicates and merge ────────────────────────────────────────────
    async personDuplicates(userId: string): Promise<PersonDuplicateGroup[]> {
      const groups = await repo.duplicatePeopleGroups(db, userId, 200);
      const seen = new Set<string>();
      const unique = groups.filter((g) => {
        const sig = [...g.ids].sort().join(",");
        if (seen.has(sig)) return false;
        seen.add(sig);
        return true;
      });
      const rows = await repo.findPeopleRows(db, userId, [...new Set(unique.flatMap((g) => g.ids))]);
      const dtos = new Map((await peopleDtos(db, userId, rows)).map((d) => [d.id, d]));
      return unique.map((g) => ({
        reason: g.reason,
        key: g.key,
        items: g.ids.map((id) => dtos.get(id)).filter((d): d is PersonListItem => !!d),
      }));
    },

    async companyDuplicates(userId: string): Promise<CompanyDuplicateGroup[]> {
      const groups = await repo.duplicateCompanyGroups(db, userId, 200);
      const seen = new Set<string>();
      const unique = groups.filter((g) => {
        const sig = [...g.ids].sort().join(",");
        if (seen.has(sig)) return false;
        seen.add(sig);
        return true;
      });
      const rows = await repo.findCompanyRows(db, userId, [...new Set(unique.flatMap((g) => g.ids))]);
      const dtos = new Map((await companyDtos(db, userId, rows)).map((d) => [d.id, d]));
      return unique.map((g) => ({
        reason: g.reason,
        key: g.key,
        items: g.ids.map((id) => dtos.get(id)).filter((d): d is CompanyListItem => !!d),
      }));
    },

    async mergePeople(userId: string, body: MergeBody): Promise<PersonDetail> {
      const mergeIds = [...new Set(body.mergeIds)].filter((id) => id !== body.keepId);
      if (mergeIds.length === 0) {
        throw new AppError("VALIDATION_FAILED", "Choose at least one record to merge");
      }
      return db.transaction(async (tx) => {
        const rows = await repo.findPeopleRows(tx, userId, [body.keepId, ...mergeIds]);
        const keep = rows.find((r) => r.id === body.keepId);
        const others = mergeIds.map((id) => rows.find((r) => r.id === id));
        if (!keep || others.some((o) => !o)) throw notFound("Person not found");
        const all = [keep, ...(others as PersonWithCompany[])];
        const customFields: Record<string, string> = {};
        for (const r of [...all].reverse()) Object.assign(customFields, r.customFields);
        const next = {
          firstName: keep.firstName,
          lastName: keep.lastName,
          email: firstFilled(all.map((r) => r.email)),
          phone: firstFilled(all.map((r) => r.phone)),
          position: firstFilled(all.map((r) => r.position)),
          address: firstFilled(all.map((r) => r.address)),
          linkedinUrl: firstFilled(all.map((r) => r.linkedinUrl)),
          companyId: firstFilled(all.map((r) => r.companyId)),
          customFields,
        };
        await repo.moveAssignments(tx, "people", keep.id, mergeIds);
        await repo.repointReferences(tx, "people", keep.id, mergeIds);
        await repo.deletePeopleRows(tx, userId, mergeIds);
        await repo.updatePersonRow(tx, userId, keep.id, { ...next, ...personKeys(next) });
        return service.getPerson(userId, keep.id, tx);
      });
    },

    async mergeCompanies(userId: string, body: MergeBody): Promise<CompanyDetail> {
      const mergeIds = [...new Set(body.mergeIds)].filter((id) => id !== body.keepId);
      if (mergeIds.length === 0) {
        throw new AppError("VALIDATION_FAILED", "Choose at least one record to merge");
      }
      return db.transaction(async (tx) => {
        const rows = await repo.findCompanyRows(tx, userId, [body.keepId, ...mergeIds]);
        const keep = rows.find((r) => r.id === body.keepId);
        const others = mergeIds.map((id) => rows.find((r) => r.id === id));
        if (!keep || others.some((o) => !o)) throw notFound("Company not found");
        const all = [keep, ...(others as CompanyWithCount[])];
        const customFields: Record<string, string> = {};
        for (const r of [...all].reverse()) Object.assign(customFields, r.customFields);
        const next = {
          name: keep.name,
          website: firstFilled(all.map((r) => r.website)),
          phone: firstFilled(all.map((r) => r.phone)),
          address: firstFilled(all.map((r) => r.address)),
          linkedinUrl: firstFilled(all.map((r) => r.linkedinUrl)),
          customFields,
        };
        await repo.moveAssignments(tx, "companies", keep.id, mergeIds);
        // The merged companies' people (and any later links) move to the survivor.
        await repo.repointReferences(tx, "companies", keep.id, mergeIds);
        await repo.deleteCompanyRows(tx, userId, mergeIds);
        await repo.updateCompanyRow(tx, userId, keep.id, { ...next, ...companyKeys(next) });
        return service.getCompany(userId, keep.id, tx);
      });
    },

    // ─── Tags ────────────────────────────────────────────────────────────
    async listTags(userId: string, entityType?: ContactEntityType): Promise<TagDto[]> {
      return (await repo.listTagRows(db, userId, entityType)).map(toTagDto);
    },

    async createTag(userId: string, name: string, entityType?: ContactEntityType): Promise<TagDto> {
      const [clean] = cleanTagNames([name]);
      if (!clean)
        throw new AppError("VALIDATION_FAILED", "Tag name is required", { fields: { name: "Tag name is required" } });
      const [tag] = await repo.ensureTags(db, userId, [clean], entityType);
      return toTagDto((await repo.findTagRow(db, userId, (tag as { id: string }).id)) as TagWithCount);
    },

    async renameTag(userId: string, id: string, name: string): Promise<TagDto> {
      const [clean] = cleanTagNames([name]);
      if (!clean)
        throw new AppError("VALIDATION_FAILED", "Tag name is required", { fields: { name: "Tag name is required" } });
      return db
        .transaction(async (tx) => {
          const current = await repo.findTagRow(tx, userId, id);
          if (!current) throw notFound("Tag not found");
          const clash = await repo.findTagByName(tx, userId, clean);
          if (clash && clash.id !== id) throw tagNameTaken();
          await repo.renameTagRow(tx, userId, id, clean);
          return toTagDto((await repo.findTagRow(tx, userId, id)) as TagWithCount);
        })
        .catch((err) => {
          // Another rename to the same name committed between the check and the update.
          throw isUniqueViolation(err) ? tagNameTaken() : err;
        });
    },

    async mergeTag(userId: string, id: string, intoId: string): Promise<TagDto> {
      if (id === intoId) throw new AppError("VALIDATION_FAILED", "Choose another tag to merge into");
      return db
        .transaction(async (tx) => {
          const from = await repo.findTagRow(tx, userId, id);
          const into = await repo.findTagRow(tx, userId, intoId);
          if (!from || !into) throw notFound("Tag not found");
          await repo.mergeTagRows(tx, userId, id, intoId);
          const merged = await repo.findTagRow(tx, userId, intoId);
          if (!merged) throw notFound("Tag not found");
          return toTagDto(merged);
        })
        .catch(tagGone);
    },

    async deleteTag(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteTagRow(db, userId, id))) throw notFound("Tag not found");
    },

    async entityTags(_userId: string, entityType: ContactEntityType, entityId: string, ex: Exec = db) {
      return (await repo.tagsForEntities(ex, entityType, [entityId])).get(entityId) ?? [];
    },

    async assignTag(userId: string, entityType: ContactEntityType, entityId: string, name: string) {
      return db
        .transaction(async (tx) => {
          await service.requireEntity(userId, entityType, entityId, tx);
          const names = cleanTagNames([name]);
          if (names.length > 0) {
            const [tag] = await repo.ensureTags(tx, userId, names, entityType);
            if (tag) await repo.insertAssignments(tx, userId, entityType, [{ tagId: tag.id, entityId }]);
            await service.touch(userId, entityType, entityId, tx);
          }
          return service.entityTags(userId, entityType, entityId, tx);
        })
        .catch(tagGone);
    },

    async unassignTag(userId: string, entityType: ContactEntityType, entityId: string, tagId: string) {
      return db.transaction(async (tx) => {
        await service.requireEntity(userId, entityType, entityId, tx);
        const tag = await repo.findTagRow(tx, userId, tagId);
        if (!tag) throw notFound("Tag not found");
        await repo.deleteAssignment(tx, userId, entityType, entityId, tagId);
        await service.touch(userId, entityType, entityId, tx);
        return service.entityTags(userId, entityType, entityId, tx);
      });
    },

    async requireEntity(userId: string, entityType: ContactEntityType, id: string, ex: Exec = db) {
      const rows =
        entityType === "people"
          ? await repo.findPeopleRows(ex, userId, [id])
          : await repo.findCompanyRows(ex, userId, [id]);
      if (rows.length === 0) throw notFound(entityType === "people" ? "Person not found" : "Company not found");
    },

    async touch(userId: string, entityType: ContactEntityType, id: string, ex: Exec = db) {
      if (entityType === "people") await repo.updatePersonRow(ex, userId, id, {});
      else await repo.updateCompanyRow(ex, userId, id, {});
    },

    // ─── Custom fields ───────────────────────────────────────────────────
    async listCustomFields(userId: string, entityType: CustomFieldEntityType): Promise<CustomFieldDto[]> {
      return (await repo.listCustomFieldRows(db, userId, entityType)).map(toCustomFieldDto);
    },

    async customFieldDefs(userId: string, entityType: CustomFieldEntityType, ex: Exec = db) {
      return repo.listCustomFieldRows(ex, userId, entityType);
    },

    async createCustomField(userId: string, input: CustomFieldCreate): Promise<CustomFieldDto> {
      const options = input.fieldType === "dropdown" ? cleanTagNames(input.options ?? []) : [];
      if (input.fieldType === "dropdown" && options.length === 0) {
        throw new AppError("VALIDATION_FAILED", "Add at least one option", {
          fields: { options: "Add at least one option" },
        });
      }
      if (await repo.findCustomFieldByName(db, userId, input.entityType, input.name)) throw fieldNameTaken();
      try {
        return toCustomFieldDto(
          await repo.insertCustomField(db, userId, {
            name: input.name,
            fieldType: input.fieldType,
            options,
            entityType: input.entityType,
          }),
        );
      } catch (err) {
        throw isUniqueViolation(err) ? fieldNameTaken() : err;
      }
    },

    async updateCustomField(userId: string, id: string, patch: CustomFieldUpdate): Promise<CustomFieldDto> {
      return db
        .transaction(async (tx) => {
          const current = await repo.findCustomFieldRow(tx, userId, id);
          if (!current) throw notFound("Custom field not found");
          const entityType = current.entityType as CustomFieldEntityType;
          const name = patch.name ?? current.name;
          if (name.toLowerCase() !== current.name.toLowerCase()) {
            if (await repo.findCustomFieldByName(tx, userId, entityType, name)) throw fieldNameTaken();
          }
          const fieldType = patch.fieldType ?? current.fieldType;
          const options = fieldType === "dropdown" ? cleanTagNames(patch.options ?? current.options) : [];
          if (fieldType === "dropdown" && options.length === 0) {
            throw new AppError("VALIDATION_FAILED", "Add at least one option", {
              fields: { options: "Add at least one option" },
            });
          }
          if (name !== current.name) await repo.renameCustomFieldKey(tx, userId, entityType, current.name, name);
          const row = await repo.updateCustomFieldRow(tx, userId, id, { name, fieldType, options });
          return toCustomFieldDto(row as CustomFieldRow);
        })
        .catch((err) => {
          // Another rename to the same name committed between the check and the update.
          throw isUniqueViolation(err) ? fieldNameTaken() : err;
        });
    },

    async deleteCustomField(userId: string, id: string): Promise<void> {
      const current = await repo.findCustomFieldRow(db, userId, id);
      if (!current) throw notFound("Custom field not found");
      let inUse: boolean;
      try {
        inUse = await repo.customFieldInUse(db, userId, current.entityType as CustomFieldEntityType, current.name);
      } catch {
        throw new AppError("SERVICE_UNAVAILABLE", FIELD_USAGE_CHECK_FAILED);
      }
      if (inUse) throw new AppError("CONFLICT", FIELD_IN_USE);
      await repo.deleteCustomFieldRow(db, userId, id);
    },

    // ─── Export ──────────────────────────────────────────────────────────
    /** Pages through the whole filtered list (for CSV export) without holding it all in memory. */
    async *exportPeople(userId: string, q: Omit<PersonListQuery, "page" | "pageSize">) {
      for (let page = 1; ; page++) {
        const { items } = await service.listPeople(userId, { ...q, page, pageSize: 1000 } as PersonListQuery);
        yield items;
        if (items.length < 1000) return;
      }
    },
    async *exportCompanies(userId: string, q: Omit<CompanyListQuery, "page" | "pageSize">) {
      for (let page = 1; ; page++) {
        const { items } = await service.listCompanies(userId, { ...q, page, pageSize: 1000 } as CompanyListQuery);
        yield items;
        if (items.length < 1000) return;
      }
    },
  };
  return service;
}

export type ContactsService = ReturnType<typeof createContactsService>;
