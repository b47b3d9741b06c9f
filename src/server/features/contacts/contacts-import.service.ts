// Contact import: upload (stream to storage, sniff, encoding/delimiter, header row, mapping), preview, and the
// background run that writes rows in batches with duplicate handling, progress and a per-row summary.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { Db } from "#server/db/client.ts";
import {
  decodeSample,
  detectDelimiter,
  detectEncoding,
  encodingLabel,
  type FileInfo,
  isBlankRecord,
  readRecords,
  type SourceRecord,
  sniffKind,
} from "#server/features/contacts/contacts-import-file.ts";
import * as jobsRepo from "#server/features/contacts/contacts-import.repository.ts";
import type { ImportJobRow } from "#server/features/contacts/contacts-import.repository.ts";
import * as repo from "#server/features/contacts/contacts.repository.ts";
import type { CustomFieldRow, Exec } from "#server/features/contacts/contacts.repository.ts";
import { checkCustomFieldValues, companyKeys, personKeys } from "#server/features/contacts/contacts.service.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { Storage } from "#server/platform/storage.ts";
import { companyCreate, personCreate } from "#shared/contract/contacts.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import {
  companyImportFields,
  type DuplicateMode,
  IMPORT_PREVIEW_ROWS,
  type ImportJobDto,
  type ImportMapping,
  type ImportPreviewRow,
  type ImportStatus,
  personImportFields,
} from "#shared/contract/contacts-import.ts";
import { csvLine } from "#shared/rules/contacts-csv.ts";
import { toStorableText } from "#shared/rules/contacts-text.ts";
import { findHeaderRow, suggestMapping } from "#shared/rules/contacts-import-mapping.ts";
import {
  cleanTagNames,
  companyNameKey,
  emailKey,
  splitFullName,
  splitTagCell,
} from "#shared/rules/contacts-normalize.ts";

export const IMPORT_BUCKET = "imports";
export const IMPORT_JOB = "contacts.import";
const BATCH = 2000;
const ISSUES_IN_DTO = 1000;
const HEAD_BYTES = 64 * 1024;

type ProgressListener = (job: {
  id: string;
  userId: string;
  processedRows: number;
  totalRows: number;
  status: string;
}) => void;

async function readHead(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= bytes) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, bytes);
}

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

type PersonCandidate = {
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
type CompanyCandidate = {
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

function customValues(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (k.startsWith("custom:")) out[k.slice(7)] = v;
  return out;
}

function checkCustom(defs: CustomFieldRow[], values: Record<string, string>, errors: string[]): Record<string, string> {
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

function checkMapping(
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

/** The data records of an import file: after its header row, blank rows skipped. */
async function* dataRecords(
  storage: Storage,
  job: Pick<ImportJobRow, "storageKey" | "fileKind" | "encoding" | "delimiter" | "entityType">,
): AsyncGenerator<SourceRecord> {
  const info: FileInfo = {
    kind: job.fileKind as FileInfo["kind"],
    encoding: job.encoding as FileInfo["encoding"],
    delimiter: job.delimiter,
  };
  const first: SourceRecord[] = [];
  let headerIndex = -1;
  try {
    for await (const record of readRecords(await storage.read(IMPORT_BUCKET, job.storageKey), info)) {
      if (headerIndex < 0) {
        if (isBlankRecord(record.cells) && first.length === 0) continue;
        first.push(record);
        if (first.length < 10) continue;
        headerIndex = findHeaderRow(
          first.map((r) => r.cells),
          job.entityType as ContactEntityType,
        );
        for (const r of first.slice(headerIndex + 1)) if (!isBlankRecord(r.cells)) yield r;
        continue;
      }
      if (!isBlankRecord(record.cells)) yield record;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError("UNPROCESSABLE", "Could not read this file", {
      detail: err instanceof Error ? err.message : undefined,
    });
  }
  if (headerIndex < 0 && first.length > 0) {
    headerIndex = findHeaderRow(
      first.map((r) => r.cells),
      job.entityType as ContactEntityType,
    );
    for (const r of first.slice(headerIndex + 1)) if (!isBlankRecord(r.cells)) yield r;
  }
}

export function createImportService(deps: {
  db: Db;
  storage: Storage;
  onProgress?: ProgressListener;
  /** Told when a batch fails as a whole and is retried row by row. */
  onBatchError?: (err: unknown) => void;
}) {
  const { db, storage } = deps;

  async function previewRows(
    userId: string,
    job: ImportJobRow,
    mapping: ImportMapping,
    records: SourceRecord[],
  ): Promise<ImportPreviewRow[]> {
    const entityType = job.entityType as ContactEntityType;
    const defs = await repo.listCustomFieldRows(db, userId, entityType);
    const rows = records.map((r) => {
      const values = mapRecord(r.cells, mapping);
      const result =
        entityType === "people" ? personFromValues(r.row, values, defs) : companyFromValues(r.row, values, defs);
      return { row: r.row, values: result.resolved, errors: result.errors };
    });
    let dup: (values: Record<string, string>) => boolean;
    if (entityType === "people") {
      const keys = rows.map((r) => emailKey(r.values.email)).filter((k): k is string => !!k);
      const existing = await repo.peopleIdsByEmailKeys(db, userId, [...new Set(keys)]);
      dup = (v) => {
        const k = emailKey(v.email);
        return !!k && existing.has(k);
      };
    } else {
      const keys = rows.map((r) => companyKeys({ name: r.values.name ?? "", website: r.values.website ?? null }));
      const byName = await repo.companyIdsByNameKeys(db, userId, [
        ...new Set(keys.map((k) => k.nameKey).filter(Boolean)),
      ]);
      const byDomain = await repo.companyIdsByDomains(db, userId, [
        ...new Set(keys.map((k) => k.domain).filter((d): d is string => !!d)),
      ]);
      dup = (v) => {
        const k = companyKeys({ name: v.name ?? "", website: v.website ?? null });
        return (!!k.nameKey && byName.has(k.nameKey)) || (!!k.domain && byDomain.has(k.domain));
      };
    }
    return rows.map((r) => ({ ...r, duplicate: dup(r.values) }));
  }

  async function firstRecords(job: ImportJobRow, count: number): Promise<SourceRecord[]> {
    const out: SourceRecord[] = [];
    const it = dataRecords(storage, job);
    for await (const r of it) {
      out.push(r);
      if (out.length >= count) {
        await it.return(undefined);
        break;
      }
    }
    return out;
  }

  async function dto(job: ImportJobRow): Promise<ImportJobDto> {
    return toImportJobDto(job, await jobsRepo.listIssues(db, job.id, ISSUES_IN_DTO));
  }

  async function processPeopleBatch(
    tx: Exec,
    job: ImportJobRow,
    defs: CustomFieldRow[],
    batch: SourceRecord[],
    mode: DuplicateMode,
  ) {
    const userId = job.createdBy;
    const issues: { row: number; outcome: "skipped" | "failed"; reason: string }[] = [];
    const candidates: PersonCandidate[] = [];
    for (const r of batch) {
      const { candidate, errors } = personFromValues(r.row, mapRecord(r.cells, job.mapping), defs);
      if (candidate) candidates.push(candidate);
      else issues.push({ row: r.row, outcome: "failed", reason: errors.join("; ") });
    }
    const keys = [...new Set(candidates.map((c) => emailKey(c.fields.email)).filter((k): k is string => !!k))];
    const existing = await repo.peopleIdsByEmailKeys(tx, userId, keys);
    // Companies named in the batch: linked by normalised name, created when missing.
    const companyNames = new Map<string, string>();
    for (const c of candidates) {
      if (!c.company) continue;
      const key = companyNameKey(c.company);
      if (key && !companyNames.has(key)) companyNames.set(key, c.company);
    }
    const companyIds = await repo.companyIdsByNameKeys(tx, userId, [...companyNames.keys()]);
    const newCompanies = [...companyNames].filter(([key]) => !companyIds.has(key));
    if (newCompanies.length > 0) {
      const created = await repo.insertCompanies(
        tx,
        userId,
        newCompanies.map(([, name]) => ({ name, customFields: {}, ...companyKeys({ name, website: null }) })),
      );
      for (const c of created) companyIds.set(c.nameKey, c.id);
    }
    const creates: (repo.PersonInsert & { id: string })[] = [];
    const updates: { id: string; c: PersonCandidate }[] = [];
    const tagged: { id: string; tags: string[] }[] = [];
    const seenInBatch = new Map<string, { row: number; id: string }>();
    for (const c of candidates) {
      const key = emailKey(c.fields.email);
      const companyId = c.company ? (companyIds.get(companyNameKey(c.company)) ?? null) : null;
      const duplicateId = key ? (existing.get(key) ?? seenInBatch.get(key)?.id) : undefined;
      if (duplicateId && mode === "skip") {
        const earlier = key ? seenInBatch.get(key) : undefined;
        issues.push({
          row: c.row,
          outcome: "skipped",
          reason:
            earlier && !existing.has(key as string)
              ? `Duplicate e-mail (same as row ${earlier.row})`
              : "A person with this e-mail already exists",
        });
        continue;
      }
      if (duplicateId && mode === "update") {
        updates.push({ id: duplicateId, c: { ...c, fields: { ...c.fields } } });
        (c as PersonCandidate & { companyId?: string | null }).companyId = companyId;
        tagged.push({ id: duplicateId, tags: c.tags });
        continue;
      }
      const id = randomUUID();
      creates.push({ id, ...c.fields, companyId, customFields: c.custom, ...personKeys(c.fields) });
      tagged.push({ id, tags: c.tags });
      if (key && !seenInBatch.has(key)) seenInBatch.set(key, { row: c.row, id });
    }
    await repo.insertPeopleBulk(tx, userId, creates);
    for (const u of updates) {
      const companyId = (u.c as PersonCandidate & { companyId?: string | null }).companyId;
      const patch: Partial<repo.PersonInsert> = { firstName: u.c.fields.firstName, lastName: u.c.fields.lastName };
      for (const k of ["phone", "position", "address", "linkedinUrl"] as const)
        if (u.c.fields[k]) patch[k] = u.c.fields[k];
      if (companyId) patch.companyId = companyId;
      patch.nameKey = personKeys({ ...u.c.fields }).nameKey;
      await repo.updatePersonMerging(tx, userId, u.id, patch, u.c.custom);
    }
    await applyTags(tx, userId, "people", job.tags, tagged);
    return { issues, created: creates.length, updated: new Set(updates.map((u) => u.id)).size };
  }

  async function processCompanyBatch(
    tx: Exec,
    job: ImportJobRow,
    defs: CustomFieldRow[],
    batch: SourceRecord[],
    mode: DuplicateMode,
  ) {
    const userId = job.createdBy;
    const issues: { row: number; outcome: "skipped" | "failed"; reason: string }[] = [];
    const candidates: CompanyCandidate[] = [];
    for (const r of batch) {
      const { candidate, errors } = companyFromValues(r.row, mapRecord(r.cells, job.mapping), defs);
      if (candidate) candidates.push(candidate);
      else issues.push({ row: r.row, outcome: "failed", reason: errors.join("; ") });
    }
    const keyed = candidates.map((c) => ({ c, ...companyKeys(c.fields) }));
    const byName = await repo.companyIdsByNameKeys(tx, userId, [...new Set(keyed.map((k) => k.nameKey))]);
    const byDomain = await repo.companyIdsByDomains(tx, userId, [
      ...new Set(keyed.map((k) => k.domain).filter((d): d is string => !!d)),
    ]);
    const batchName = new Map<string, { row: number; id: string }>();
    const batchDomain = new Map<string, { row: number; id: string }>();
    const creates: (repo.CompanyInsert & { id: string })[] = [];
    const updates: { id: string; c: CompanyCandidate }[] = [];
    const tagged: { id: string; tags: string[] }[] = [];
    for (const { c, nameKey, domain } of keyed) {
      const existingId = byName.get(nameKey) ?? (domain ? byDomain.get(domain) : undefined);
      const earlier = batchName.get(nameKey) ?? (domain ? batchDomain.get(domain) : undefined);
      const duplicateId = existingId ?? earlier?.id;
      if (duplicateId && mode === "skip") {
        issues.push({
          row: c.row,
          outcome: "skipped",
          reason: existingId
            ? "A company with this name or website already exists"
            : `Duplicate company (same as row ${earlier?.row})`,
        });
        continue;
      }
      if (duplicateId && mode === "update") {
        updates.push({ id: duplicateId, c });
        tagged.push({ id: duplicateId, tags: c.tags });
        continue;
      }
      const id = randomUUID();
      creates.push({ id, ...c.fields, customFields: c.custom, nameKey, domain });
      tagged.push({ id, tags: c.tags });
      if (!batchName.has(nameKey)) batchName.set(nameKey, { row: c.row, id });
      if (domain && !batchDomain.has(domain)) batchDomain.set(domain, { row: c.row, id });
    }
    await repo.insertCompanies(tx, userId, creates);
    for (const u of updates) {
      const patch: Partial<repo.CompanyInsert> = {};
      for (const k of ["website", "phone", "address", "linkedinUrl"] as const)
        if (u.c.fields[k]) patch[k] = u.c.fields[k];
      if (patch.website) patch.domain = companyKeys({ name: u.c.fields.name, website: patch.website }).domain;
      await repo.updateCompanyMerging(tx, userId, u.id, patch, u.c.custom);
    }
    await applyTags(tx, userId, "companies", job.tags, tagged);
    return { issues, created: creates.length, updated: new Set(updates.map((u) => u.id)).size };
  }

  async function applyTags(
    tx: Exec,
    userId: string,
    entityType: ContactEntityType,
    batchTags: string[],
    tagged: { id: string; tags: string[] }[],
  ) {
    const names = cleanTagNames([...batchTags, ...tagged.flatMap((t) => t.tags)]);
    if (names.length === 0 || tagged.length === 0) return;
    const rows = await repo.ensureTags(tx, userId, names, entityType);
    const idByName = new Map(rows.map((t) => [t.name.toLowerCase(), t.id]));
    const pairs: { tagId: string; entityId: string }[] = [];
    for (const t of tagged) {
      for (const name of cleanTagNames([...batchTags, ...t.tags])) {
        const tagId = idByName.get(name.toLowerCase());
        if (tagId) pairs.push({ tagId, entityId: t.id });
      }
    }
    await repo.insertAssignmentsBulk(tx, userId, entityType, pairs);
  }

  async function processBatch(job: ImportJobRow, defs: CustomFieldRow[], batch: SourceRecord[]) {
    const mode = (job.duplicateMode ?? "skip") as DuplicateMode;
    const run = (tx: Exec, rows: SourceRecord[]) =>
      job.entityType === "people"
        ? processPeopleBatch(tx, job, defs, rows, mode)
        : processCompanyBatch(tx, job, defs, rows, mode);
    const commit = async (tx: Exec, rows: SourceRecord[], result: Awaited<ReturnType<typeof run>>) => {
      await jobsRepo.insertIssues(tx, job.id, result.issues);
      await jobsRepo.addProgress(tx, job.id, {
        processedRows: rows.length,
        created: result.created,
        updated: result.updated,
        skipped: result.issues.filter((i) => i.outcome === "skipped").length,
        failed: result.issues.filter((i) => i.outcome === "failed").length,
      });
    };
    try {
      // Rows and progress commit together, so a retried job resumes exactly after the last batch.
      await db.transaction(async (tx) => {
        await jobsRepo.relaxCommit(tx);
        await commit(tx, batch, await run(tx, batch));
      });
    } catch (batchError) {
      // A database-level failure in the batch: write row by row to find and report the culprit(s).
      deps.onBatchError?.(batchError);
      for (const r of batch) {
        try {
          await db.transaction(async (tx) => commit(tx, [r], await run(tx, [r])));
        } catch (err) {
          await db.transaction(async (tx) =>
            commit(tx, [r], {
              issues: [
                {
                  row: r.row,
                  outcome: "failed",
                  reason: `Could not be saved: ${err instanceof Error ? err.message : "unknown error"}`,
                },
              ],
              created: 0,
              updated: 0,
            }),
          );
        }
      }
    }
  }

  const service = {
    /** Streams the upload to storage (the caller limits its size), then reads it once to describe it. */
    async upload(
      userId: string,
      input: { fileName: string; entityType: ContactEntityType; stream: Readable; isTruncated: () => boolean },
    ) {
      const storageKey = `${userId}/${randomUUID()}`;
      await storage.put(IMPORT_BUCKET, storageKey, input.stream, "application/octet-stream");
      const discard = () => storage.remove(IMPORT_BUCKET, [storageKey]).catch(() => {});
      if (input.isTruncated()) {
        await discard();
        throw new AppError("PAYLOAD_TOO_LARGE", "File too large", {
          detail: "Import files can be at most 25 MB. Split the file and import the parts.",
        });
      }
      try {
        const head = await readHead(await storage.read(IMPORT_BUCKET, storageKey), HEAD_BYTES);
        if (head.length === 0) throw new AppError("UNPROCESSABLE", "The file is empty");
        const kind = sniffKind(head);
        let info: FileInfo = { kind, encoding: "utf8", delimiter: null };
        if (kind === "csv") {
          const encoding = await detectEncoding(head, () => storage.read(IMPORT_BUCKET, storageKey));
          info = { kind, encoding, delimiter: detectDelimiter(decodeSample(head, encoding)) };
        }
        // One pass: header row, preview rows and the row count (also enforces the column limit).
        const base = {
          storageKey,
          fileKind: info.kind,
          encoding: info.encoding,
          delimiter: info.delimiter,
          entityType: input.entityType,
        };
        // (Header row, blank-row and preview rules are the same as dataRecords' below.)
        let headers: string[] | null = null;
        let totalRows = 0;
        const preview: SourceRecord[] = [];
        const leading: SourceRecord[] = [];
        for await (const record of readRecords(await storage.read(IMPORT_BUCKET, storageKey), info)) {
          if (headers === null) {
            if (leading.length === 0 && isBlankRecord(record.cells)) continue;
            leading.push(record);
            if (leading.length < 10) continue;
            const h = findHeaderRow(
              leading.map((r) => r.cells),
              input.entityType,
            );
            headers = leading[h]?.cells ?? [];
            for (const r of leading.slice(h + 1)) {
              if (isBlankRecord(r.cells)) continue;
              totalRows++;
              if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(r);
            }
            continue;
          }
          if (isBlankRecord(record.cells)) continue;
          totalRows++;
          if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(record);
        }
        if (headers === null) {
          if (leading.length === 0) throw new AppError("UNPROCESSABLE", "The file is empty");
          const h = findHeaderRow(
            leading.map((r) => r.cells),
            input.entityType,
          );
          headers = leading[h]?.cells ?? [];
          for (const r of leading.slice(h + 1)) {
            if (isBlankRecord(r.cells)) continue;
            totalRows++;
            if (preview.length < IMPORT_PREVIEW_ROWS) preview.push(r);
          }
        }
        headers = headers.map((h) => toStorableText(h.replace(/^\uFEFF/, "").trim()));
        const defs = await repo.listCustomFieldRows(db, userId, input.entityType);
        const mapping = suggestMapping(
          headers,
          input.entityType,
          defs.map((d) => d.name),
        );
        const job = await jobsRepo.insertImportJob(db, userId, {
          ...base,
          fileName: toStorableText(input.fileName).slice(0, 255) || "import",
          headers,
          mapping,
          tags: [],
          status: "uploaded",
          totalRows,
        });
        return { job: await dto(job), preview: await previewRows(userId, job, mapping, preview) };
      } catch (err) {
        await discard();
        if (err instanceof AppError) throw err;
        throw new AppError("UNPROCESSABLE", "Could not read this file", {
          detail: err instanceof Error ? err.message : undefined,
        });
      }
    },

    async preview(userId: string, id: string, mapping: ImportMapping) {
      const job = await jobsRepo.findImportJob(db, userId, id);
      if (!job) throw notFound("Import not found");
      const defs = await repo.listCustomFieldRows(db, userId, job.entityType as ContactEntityType);
      checkMapping(job.entityType as ContactEntityType, mapping, job.headers, defs);
      return previewRows(userId, job, mapping, await firstRecords(job, IMPORT_PREVIEW_ROWS));
    },

    async commit(
      userId: string,
      id: string,
      body: { mapping: ImportMapping; duplicateMode: DuplicateMode; tags: string[] },
    ): Promise<ImportJobDto> {
      const job = await jobsRepo.findImportJob(db, userId, id);
      if (!job) throw notFound("Import not found");
      const defs = await repo.listCustomFieldRows(db, userId, job.entityType as ContactEntityType);
      checkMapping(job.entityType as ContactEntityType, body.mapping, job.headers, defs);
      const claimed = await jobsRepo.claimImportJob(db, userId, id, {
        mapping: body.mapping,
        duplicateMode: body.duplicateMode,
        tags: cleanTagNames(body.tags),
      });
      if (!claimed) throw new AppError("CONFLICT", "This import has already been started");
      return dto(claimed);
    },

    async get(userId: string, id: string): Promise<ImportJobDto> {
      const job = await jobsRepo.findImportJob(db, userId, id);
      if (!job) throw notFound("Import not found");
      return dto(job);
    },

    /** Summary CSV: counts, then every skipped/failed row with its reason. */
    async *summaryCsv(userId: string, id: string): AsyncGenerator<string> {
      const job = await jobsRepo.findImportJob(db, userId, id);
      if (!job) throw notFound("Import not found");
      yield csvLine(["File", job.fileName]);
      yield csvLine(["Status", job.status]);
      yield csvLine(["Created", job.created]);
      yield csvLine(["Updated", job.updated]);
      yield csvLine(["Skipped", job.skipped]);
      yield csvLine(["Failed", job.failed]);
      yield "\r\n";
      yield csvLine(["Row", "Outcome", "Reason"]);
      for (let offset = 0; ; offset += 5000) {
        const issues = await jobsRepo.listIssues(db, job.id, 5000, offset);
        for (const i of issues) yield csvLine([i.row, i.outcome, i.reason]);
        if (issues.length < 5000) return;
      }
    },

    /** The background run (pg-boss handler). Resumes after the last committed batch when retried. */
    async run(jobId: string): Promise<void> {
      let job = await jobsRepo.findImportJobById(db, jobId);
      if (!job || job.status === "completed" || job.status === "failed" || job.status === "uploaded") return;
      const userId = job.createdBy;
      job = (await jobsRepo.updateImportJob(db, userId, jobId, { status: "running" })) as ImportJobRow;
      const defs = await repo.listCustomFieldRows(db, userId, job.entityType as ContactEntityType);
      const resumeAfter = job.processedRows;
      let seen = 0;
      let processed = resumeAfter;
      let lastReport = 0;
      const report = (status: string, force = false) => {
        const now = Date.now();
        if (!force && now - lastReport < 500) return;
        lastReport = now;
        deps.onProgress?.({ id: jobId, userId, processedRows: processed, totalRows: job?.totalRows ?? 0, status });
      };
      try {
        let batch: SourceRecord[] = [];
        for await (const record of dataRecords(storage, job)) {
          seen++;
          if (seen <= resumeAfter) continue;
          batch.push(record);
          if (batch.length >= BATCH) {
            await processBatch(job, defs, batch);
            processed += batch.length;
            batch = [];
            report("running");
          }
        }
        if (batch.length > 0) {
          await processBatch(job, defs, batch);
          processed += batch.length;
        }
        await jobsRepo.updateImportJob(db, userId, jobId, { status: "completed", finishedAt: new Date() });
        report("completed", true);
      } catch (err) {
        const message =
          err instanceof AppError
            ? err.message
            : `The import stopped: ${err instanceof Error ? err.message : "unknown error"}`;
        await jobsRepo.updateImportJob(db, userId, jobId, { status: "failed", error: message, finishedAt: new Date() });
        report("failed", true);
      }
    },
  };
  return service;
}

export type ImportService = ReturnType<typeof createImportService>;
