// Custom fields: definitions per entity type; a field in use cannot be deleted (§5).
import type { CustomFieldRow, Exec } from "#server/features/contacts/contacts-common.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { CustomFieldEntityType } from "#shared/contract/contacts-common.ts";
import type { CustomFieldCreate, CustomFieldDto, CustomFieldUpdate } from "#shared/contract/contacts-custom-fields.ts";
import { cleanTagNames } from "#shared/rules/contacts-normalize.ts";
import * as fieldsRepo from "#server/features/contacts/contacts-custom-fields.repository.ts";
import {
  FIELD_IN_USE,
  FIELD_USAGE_CHECK_FAILED,
  toCustomFieldDto,
  isUniqueViolation,
  fieldNameTaken,
} from "#server/features/contacts/contacts-rules.ts";
import type { ContactsCore } from "#server/features/contacts/contacts-core.ts";

export function createCustomFieldsService(core: ContactsCore) {
  const { db } = core;
  const service = {
    // ─── Custom fields ───────────────────────────────────────────────────
    async listCustomFields(userId: string, entityType: CustomFieldEntityType): Promise<CustomFieldDto[]> {
      return (await fieldsRepo.listCustomFieldRows(db, userId, entityType)).map(toCustomFieldDto);
    },

    async customFieldDefs(userId: string, entityType: CustomFieldEntityType, ex: Exec = db) {
      return fieldsRepo.listCustomFieldRows(ex, userId, entityType);
    },

    async createCustomField(userId: string, input: CustomFieldCreate): Promise<CustomFieldDto> {
      const options = input.fieldType === "dropdown" ? cleanTagNames(input.options ?? []) : [];
      if (input.fieldType === "dropdown" && options.length === 0) {
        throw new AppError("VALIDATION_FAILED", "Add at least one option", {
          fields: { options: "Add at least one option" },
        });
      }
      if (await fieldsRepo.findCustomFieldByName(db, userId, input.entityType, input.name)) throw fieldNameTaken();
      try {
        return toCustomFieldDto(
          await fieldsRepo.insertCustomField(db, userId, {
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
          const current = await fieldsRepo.findCustomFieldRow(tx, userId, id);
          if (!current) throw notFound("Custom field not found");
          const entityType = current.entityType as CustomFieldEntityType;
          const name = patch.name ?? current.name;
          if (name.toLowerCase() !== current.name.toLowerCase()) {
            if (await fieldsRepo.findCustomFieldByName(tx, userId, entityType, name)) throw fieldNameTaken();
          }
          const fieldType = patch.fieldType ?? current.fieldType;
          const options = fieldType === "dropdown" ? cleanTagNames(patch.options ?? current.options) : [];
          if (fieldType === "dropdown" && options.length === 0) {
            throw new AppError("VALIDATION_FAILED", "Add at least one option", {
              fields: { options: "Add at least one option" },
            });
          }
          if (name !== current.name) await fieldsRepo.renameCustomFieldKey(tx, userId, entityType, current.name, name);
          const row = await fieldsRepo.updateCustomFieldRow(tx, userId, id, { name, fieldType, options });
          return toCustomFieldDto(row as CustomFieldRow);
        })
        .catch((err) => {
          // Another rename to the same name committed between the check and the update.
          throw isUniqueViolation(err) ? fieldNameTaken() : err;
        });
    },

    async deleteCustomField(userId: string, id: string): Promise<void> {
      const current = await fieldsRepo.findCustomFieldRow(db, userId, id);
      if (!current) throw notFound("Custom field not found");
      let inUse: boolean;
      try {
        inUse = await fieldsRepo.customFieldInUse(
          db,
          userId,
          current.entityType as CustomFieldEntityType,
          current.name,
        );
      } catch {
        throw new AppError("SERVICE_UNAVAILABLE", FIELD_USAGE_CHECK_FAILED);
      }
      if (inUse) throw new AppError("CONFLICT", FIELD_IN_USE);
      await fieldsRepo.deleteCustomFieldRow(db, userId, id);
    },
  };
  return service;
}
