// Tags: list, create, rename, merge, delete, and assigning them to people and companies.
import type { TagWithCount } from "#server/features/contacts/contacts-tags.repository.ts";
import type { Exec } from "#server/features/contacts/contacts-common.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import type { TagDto } from "#shared/contract/contacts-tags.ts";
import { cleanTagNames } from "#shared/rules/contacts-normalize.ts";
import * as companiesRepo from "#server/features/contacts/contacts-companies.repository.ts";
import * as peopleRepo from "#server/features/contacts/contacts-people.repository.ts";
import * as tagsRepo from "#server/features/contacts/contacts-tags.repository.ts";
import { toTagDto, isUniqueViolation, tagNameTaken } from "#server/features/contacts/contacts-rules.ts";
import type { ContactsCore } from "#server/features/contacts/contacts-core.ts";

export function createTagsService(core: ContactsCore) {
  const { db, tagGone } = core;
  const service = {
    // ─── Tags ────────────────────────────────────────────────────────────
    async listTags(userId: string, entityType?: ContactEntityType): Promise<TagDto[]> {
      return (await tagsRepo.listTagRows(db, userId, entityType)).map(toTagDto);
    },

    async createTag(userId: string, name: string, entityType?: ContactEntityType): Promise<TagDto> {
      const [clean] = cleanTagNames([name]);
      if (!clean)
        throw new AppError("VALIDATION_FAILED", "Tag name is required", { fields: { name: "Tag name is required" } });
      const [tag] = await tagsRepo.ensureTags(db, userId, [clean], entityType);
      return toTagDto((await tagsRepo.findTagRow(db, userId, (tag as { id: string }).id)) as TagWithCount);
    },

    async renameTag(userId: string, id: string, name: string): Promise<TagDto> {
      const [clean] = cleanTagNames([name]);
      if (!clean)
        throw new AppError("VALIDATION_FAILED", "Tag name is required", { fields: { name: "Tag name is required" } });
      return db
        .transaction(async (tx) => {
          const current = await tagsRepo.findTagRow(tx, userId, id);
          if (!current) throw notFound("Tag not found");
          const clash = await tagsRepo.findTagByName(tx, userId, clean);
          if (clash && clash.id !== id) throw tagNameTaken();
          await tagsRepo.renameTagRow(tx, userId, id, clean);
          return toTagDto((await tagsRepo.findTagRow(tx, userId, id)) as TagWithCount);
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
          const from = await tagsRepo.findTagRow(tx, userId, id);
          const into = await tagsRepo.findTagRow(tx, userId, intoId);
          if (!from || !into) throw notFound("Tag not found");
          await tagsRepo.mergeTagRows(tx, userId, id, intoId);
          const merged = await tagsRepo.findTagRow(tx, userId, intoId);
          if (!merged) throw notFound("Tag not found");
          return toTagDto(merged);
        })
        .catch(tagGone);
    },

    async deleteTag(userId: string, id: string): Promise<void> {
      if (!(await tagsRepo.deleteTagRow(db, userId, id))) throw notFound("Tag not found");
    },

    async entityTags(_userId: string, entityType: ContactEntityType, entityId: string, ex: Exec = db) {
      return (await tagsRepo.tagsForEntities(ex, entityType, [entityId])).get(entityId) ?? [];
    },

    async assignTag(userId: string, entityType: ContactEntityType, entityId: string, name: string) {
      return db
        .transaction(async (tx) => {
          await service.requireEntity(userId, entityType, entityId, tx);
          const names = cleanTagNames([name]);
          if (names.length > 0) {
            const [tag] = await tagsRepo.ensureTags(tx, userId, names, entityType);
            if (tag) await tagsRepo.insertAssignments(tx, userId, entityType, [{ tagId: tag.id, entityId }]);
            await service.touch(userId, entityType, entityId, tx);
          }
          return service.entityTags(userId, entityType, entityId, tx);
        })
        .catch(tagGone);
    },

    async unassignTag(userId: string, entityType: ContactEntityType, entityId: string, tagId: string) {
      return db.transaction(async (tx) => {
        await service.requireEntity(userId, entityType, entityId, tx);
        const tag = await tagsRepo.findTagRow(tx, userId, tagId);
        if (!tag) throw notFound("Tag not found");
        await tagsRepo.deleteAssignment(tx, userId, entityType, entityId, tagId);
        await service.touch(userId, entityType, entityId, tx);
        return service.entityTags(userId, entityType, entityId, tx);
      });
    },

    async requireEntity(userId: string, entityType: ContactEntityType, id: string, ex: Exec = db) {
      const rows =
        entityType === "people"
          ? await peopleRepo.findPeopleRows(ex, userId, [id])
          : await companiesRepo.findCompanyRows(ex, userId, [id]);
      if (rows.length === 0) throw notFound(entityType === "people" ? "Person not found" : "Company not found");
    },

    async touch(userId: string, entityType: ContactEntityType, id: string, ex: Exec = db) {
      if (entityType === "people") await peopleRepo.updatePersonRow(ex, userId, id, {});
      else await companiesRepo.updateCompanyRow(ex, userId, id, {});
    },
  };
  return service;
}
