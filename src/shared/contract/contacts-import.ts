// Import of people or companies from CSV/XLSX (issue 3): upload → mapping → preview → commit → progress → summary.
import { z } from "zod";
import { idParams } from "#shared/contract/common.ts";
import { contactEntityType, text } from "#shared/contract/contacts-common.ts";
import { defineRoute } from "#shared/contract/route.ts";

/** Upload limit; larger files are refused before they are read whole (413 'File too large'). */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
export const IMPORT_MAX_COLUMNS = 200;
export const IMPORT_PREVIEW_ROWS = 20;

export const personImportFields = [
  "fullName",
  "firstName",
  "lastName",
  "email",
  "phone",
  "position",
  "company",
  "address",
  "linkedinUrl",
  "tags",
] as const;
export const companyImportFields = ["name", "website", "phone", "address", "linkedinUrl", "tags"] as const;
export type PersonImportField = (typeof personImportFields)[number];
export type CompanyImportField = (typeof companyImportFields)[number];

/**
 * Where one column goes: a built-in field, `custom:<Field name>` for a custom field, or null (ignored).
 * Several columns may share a target: the first non-blank wins, except address, whose parts are joined.
 */
export const importTarget = z
  .string()
  .regex(/^(?:[a-zA-Z]+|custom:[\p{L}\p{N} ]+)$/u, "Unknown import field")
  .nullable();
/** One entry per column, in column order. */
export const importMapping = z.array(importTarget).max(200);
export type ImportMapping = z.infer<typeof importMapping>;

export const duplicateMode = z.enum(["skip", "update", "create"]);
export type DuplicateMode = z.infer<typeof duplicateMode>;

export const importStatus = z.enum(["uploaded", "queued", "running", "completed", "failed"]);
export type ImportStatus = z.infer<typeof importStatus>;

export const importRowIssue = z.object({
  /** Row number as a spreadsheet shows it: the header is row 1, the first data row is row 2. */
  row: z.number().int(),
  outcome: z.enum(["skipped", "failed"]),
  reason: z.string(),
});
export type ImportRowIssue = z.infer<typeof importRowIssue>;

export const importPreviewRow = z.object({
  row: z.number().int(),
  /** The mapped values by target (built-in field or custom:<name>). */
  values: z.record(z.string(), z.string()),
  errors: z.array(z.string()),
  /** Whether a record with the same duplicate key already exists (e-mail / company name or domain). */
  duplicate: z.boolean(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

export const importJobDto = z.object({
  id: z.string(),
  entityType: contactEntityType,
  fileName: z.string(),
  status: importStatus,
  /** Detected at upload. */
  encoding: z.string(),
  delimiter: z.string().nullable(),
  headers: z.array(z.string()),
  mapping: importMapping,
  duplicateMode: duplicateMode.nullable(),
  tags: z.array(z.string()),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** Up to the first 1000 skipped/failed rows; the summary CSV has them all. */
  issues: z.array(importRowIssue),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJobDto = z.infer<typeof importJobDto>;

export const importUploadResult = z.object({
  job: importJobDto,
  /** The automatic mapping (also stored in job.mapping). */
  preview: z.array(importPreviewRow),
});
export type ImportUploadResult = z.infer<typeof importUploadResult>;

/**
 * Upload: multipart POST with a `file` part (CSV or XLSX) and an `entityType` field (people | companies)
 * sent BEFORE the file part. Answers ImportUploadResult. Not a plain contract route (multipart).
 */
export const importUploadPath = "/api/contacts/imports";

/** Re-run the preview for a corrected mapping. */
export const previewImport = defineRoute({
  method: "POST",
  path: "/api/contacts/imports/:id/preview",
  feature: "templates",
  params: idParams,
  body: z.object({ mapping: importMapping }),
  response: z.object({ preview: z.array(importPreviewRow) }),
});

/**
 * Checks EVERY row of the file against a mapping before the import starts. POST {mapping} → 200
 * `application/x-ndjson`: one ImportCheckEvent a line — first `sample` (the preview of the first rows), then
 * `progress` while the file is read, then `done` (or `error` when the file cannot be read to its end).
 * Not a plain contract route (streamed). An unknown import answers 404 and a bad mapping 400 before streaming.
 */
export const importCheckPath = "/api/contacts/imports/:id/check";
export const importCheckBody = z.object({ mapping: importMapping });
/** How many problem rows the check names (the summary after the import lists them all). */
export const IMPORT_CHECK_PROBLEMS = 20;

export const importProblem = z.object({ row: z.number().int(), errors: z.array(z.string()) });
export type ImportProblem = z.infer<typeof importProblem>;
const checkCounts = {
  /** Data rows checked so far. */
  checked: z.number().int(),
  /** Data rows in the file (counted at upload). */
  total: z.number().int(),
  /** Rows that will fail (invalid values). */
  problems: z.number().int(),
  /** Rows matching an existing record or an earlier row of the file (handled by the duplicate option). */
  duplicates: z.number().int(),
};
export const importCheckEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("sample"), preview: z.array(importPreviewRow) }),
  z.object({ type: z.literal("progress"), ...checkCounts }),
  z.object({ type: z.literal("done"), ...checkCounts, firstProblems: z.array(importProblem) }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type ImportCheckEvent = z.infer<typeof importCheckEvent>;

/** Starts writing rows in the background; poll getImport (or listen for `import.progress` events). */
export const commitImport = defineRoute({
  method: "POST",
  path: "/api/contacts/imports/:id/commit",
  feature: "templates",
  params: idParams,
  body: z.object({
    mapping: importMapping,
    duplicateMode: duplicateMode,
    /** Tag names applied to every imported record. */
    tags: z.array(text().max(100)).max(20).default([]),
  }),
  response: importJobDto,
});

export const getImport = defineRoute({
  method: "GET",
  path: "/api/contacts/imports/:id",
  feature: "templates",
  params: idParams,
  response: importJobDto,
});

/** GET → text/csv: counts, then one line per skipped/failed row with its reason. */
export const importSummaryCsvPath = "/api/contacts/imports/:id/summary.csv";

/** Field labels for the mapping UI. */
export const importFieldLabels: Record<PersonImportField | CompanyImportField, string> = {
  fullName: "Full name (split at first space)",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  position: "Position",
  company: "Company",
  address: "Address",
  linkedinUrl: "LinkedIn URL",
  tags: "Tags",
  name: "Name",
  website: "Website",
};
