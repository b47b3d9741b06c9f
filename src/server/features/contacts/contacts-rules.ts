// Contacts rules without the database: DTOs, duplicate keys, custom-field value checks, error shapes.
import type { TagWithCount } from "#server/features/contacts/contacts-tags.repository.ts";
import type {
  CompanyWithCount,
  CustomFieldRow,
  PersonWithCompany,
} from "#server/features/contacts/contacts-common.repository.ts";
import { AppError } from "#server/platform/errors.ts";
import type { CompanyListItem, PersonListItem } from "#shared/contract/contacts.ts";
import type { CustomFieldValues, TagRef } from "#shared/contract/contacts-common.ts";
import type { CustomFieldDto } from "#shared/contract/contacts-custom-fields.ts";
import type { TagDto } from "#shared/contract/contacts-tags.ts";
import { companyNameKey, emailKey, extractDomain, personNameKey } from "#shared/rules/contacts-normalize.ts";

export const FIELD_IN_USE = "This field is in use and cannot be deleted";
export const FIELD_USAGE_CHECK_FAILED = "Could not check field usage";

export const iso = (d: Date) => d.toISOString();

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

export function toTagDto(row: TagWithCount): TagDto {
  return {
    id: row.id,
    name: row.name,
    entityTypes: row.entityTypes,
    usageCount: row.usageCount,
    createdAt: iso(row.createdAt),
  };
}

export function toCustomFieldDto(row: CustomFieldRow): CustomFieldDto {
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

export function applyCustomFields(
  current: Record<string, string>,
  change: { set: Record<string, string>; remove: string[] },
) {
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

export const fieldNameTaken = () =>
  new AppError("CONFLICT", "A field with this name already exists", {
    fields: { name: "A field with this name already exists" },
  });
export const tagNameTaken = () =>
  new AppError("CONFLICT", "A tag with this name already exists", {
    fields: { name: "A tag with this name already exists" },
    detail: "Merge the two tags instead.",
  });

/** First non-blank value among the survivor's and the merged records' (in order). */
export function firstFilled<T>(values: (T | null | undefined)[]): T | null {
  for (const v of values) if (v !== null && v !== undefined && v !== "") return v;
  return null;
}
