// Import rows → contacts: a row's values by mapping target, validated exactly like the Add Person / Add
// Company forms (custom fields included), the mapping check, and the job DTO.

import { encodingLabel } from "#server/features/contacts/contacts-import-file.ts";
import type { ImportJobRow } from "#server/features/contacts/contacts-import.repository.ts";
import type { CustomFieldRow } from "#server/features/contacts/contacts-common.repository.ts";
import { checkCustomFieldValues } from "#server/features/contacts/contacts.service.ts";
import { AppError } from "#server/platform/errors.ts";
import { companyCreate, personCreate } from "#shared/contract/contacts.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import {
  companyImportFields,
  type DuplicateMode,
  type ImportJobDto,
  type ImportMapping,
  type ImportStatus,
  personImportFields,
} from "#shared/contract/contacts-import.ts";
import { toStorableText } from "#shared/rules/contacts-text.ts";
import { splitFullName, splitTagCell } from "#shared/rules/contacts-normalize.ts";

/** The values of one row by target: first non-blank wins, address parts are joined, tags gathered. */
export function mapRecord(cells: readonly string[], mapping: ImportMapping): Record<string, string> {
  const out: Record<string, string> = {};
  const address: string[] = [];
  const tags: string[] = [];
  mapping.forEach((target, i) => {
    if (!target) return;
    // Stray NULs (and broken surrogates) in a file are dropped rather than failing the row in the database.
    const value = toStorableText((cells[i] ?? "").trim());
    if (value === "") return;
    if (target === "address") address.push(value);
    else if (target === "tags") tags.push(value);
    else if (out[target] === undefined) out[target] = value;
  });
  if (address.length > 0) out.address = address.join(", ");
  if (tags.length > 0) out.tags = tags.join(";");
  return out;
}

export type PersonCandidate = {
  row: number;
  fields: {
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
    position: string | null;
    address: string | null;
    linkedinUrl: string | null;
  };
  company: string | null;
  tags: string[];
  custom: Record<string, string>;
};
export type CompanyCandidate = {
  row: number;
  fields: {
    name: string;
    website: string | null;
    phone: string | null;
    address: string | null;
    linkedinUrl: string | null;
  };
  tags: string[];
  custom: Record<string, string>;
};

export function customValues(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (k.startsWith("custom:")) out[k.slice(7)] = v;
  return out;
}

export function checkCustom(
  defs: CustomFieldRow[],
  values: Record<string, string>,
  errors: string[],
): Record<string, string> {
  try {
    return checkCustomFieldValues(defs, values).set;
  } catch (err) {
    if (err instanceof AppError) errors.push(...Object.values(err.extra.fields ?? { _: err.message }));
    return {};
  }
}

/** Validates one mapped person row exactly like the Add Person form. */
export function personFromValues(
  row: number,
  values: Record<string, string>,
  defs: CustomFieldRow[],
): { candidate: PersonCandidate | null; errors: string[]; resolved: Record<string, string> } {
  let firstName = values.firstName ?? "";
  let lastName = values.lastName ?? "";
  if (values.fullName && (!firstName || !lastName)) {
    const split = splitFullName(values.fullName);
    if (!firstName && !lastName) ({ firstName, lastName } = split);
    else if (!lastName && split.firstName.toLowerCase() === firstName.toLowerCase()) lastName = split.lastName;
  }
  const resolved = { ...values, firstName, lastName };
  const parsed = personCreate.safeParse({
    firstName,
    lastName,
    email: values.email,
    phone: values.phone,
    position: values.position,
    address: values.address,
    linkedinUrl: values.linkedinUrl,
  });
  const errors = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  const custom = checkCustom(defs, customValues(values), errors);
  if (!parsed.success || errors.length > 0) return { candidate: null, errors, resolved };
  const d = parsed.data;
  return {
    candidate: {
      row,
      fields: {
        firstName: d.firstName,
        lastName: d.lastName,
        email: d.email ?? null,
        phone: d.phone ?? null,
        position: d.position ?? null,
        address: d.address ?? null,
        linkedinUrl: d.linkedinUrl ?? null,
      },
      company: values.company?.trim().slice(0, 200) || null,
      tags: splitTagCell(values.tags),
      custom,
    },
    errors,
    resolved,
  };
}

export function companyFromValues(
  row: number,
  values: Record<string, string>,
  defs: CustomFieldRow[],
): { candidate: CompanyCandidate | null; errors: string[]; resolved: Record<string, string> } {
  const parsed = companyCreate.safeParse({
    name: values.name ?? "",
    website: values.website,
    phone: values.phone,
    address: values.address,
    linkedinUrl: values.linkedinUrl,
  });
  const errors = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  const custom = checkCustom(defs, customValues(values), errors);
  if (!parsed.success || errors.length > 0) return { candidate: null, errors, resolved: values };
  const d = parsed.data;
  return {
    candidate: {
      row,
      fields: {
        name: d.name,
        website: d.website ?? null,
        phone: d.phone ?? null,
        address: d.address ?? null,
        linkedinUrl: d.linkedinUrl ?? null,
      },
      tags: splitTagCell(values.tags),
      custom,
    },
    errors,
    resolved: values,
  };
}

export function checkMapping(
  entityType: ContactEntityType,
  mapping: ImportMapping,
  headers: string[],
  defs: CustomFieldRow[],
) {
  const builtIn: readonly string[] = entityType === "people" ? personImportFields : companyImportFields;
  const names = new Set(defs.map((d) => d.name));
  if (mapping.length > headers.length) {
    throw new AppError("VALIDATION_FAILED", "The mapping has more entries than the file has columns");
  }
  for (const target of mapping) {
    if (!target) continue;
    if (target.startsWith("custom:") ? !names.has(target.slice(7)) : !builtIn.includes(target)) {
      throw new AppError("VALIDATION_FAILED", `Unknown import field: ${target}`);
    }
  }
  const needed = entityType === "people" ? ["firstName", "lastName", "fullName"] : ["name"];
  if (!mapping.some((t) => t && needed.includes(t))) {
    const message =
      entityType === "people"
        ? "Map a column to the first and last name (or full name)"
        : "Map a column to the company name";
    throw new AppError("VALIDATION_FAILED", message);
  }
}

export function toImportJobDto(
  row: ImportJobRow,
  issues: { row: number; outcome: string; reason: string }[],
): ImportJobDto {
  return {
    id: row.id,
    entityType: row.entityType as ContactEntityType,
    fileName: row.fileName,
    status: row.status as ImportStatus,
    encoding: encodingLabel[row.encoding as keyof typeof encodingLabel] ?? row.encoding,
    delimiter: row.delimiter,
    headers: row.headers,
    mapping: row.mapping,
    duplicateMode: (row.duplicateMode as DuplicateMode | null) ?? null,
    tags: row.tags,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    failed: row.failed,
    issues: issues.map((i) => ({ row: i.row, outcome: i.outcome as "skipped" | "failed", reason: i.reason })),
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
