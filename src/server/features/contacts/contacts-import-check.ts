// The check before an import starts: every row of the file validated exactly as the import will (same mapping,
// same form rules, custom fields included) and matched against existing records and earlier rows of the file.
// Read as a stream in chunks, so a large file reports a running count; the first rows come first as the sample.
import type { Db } from "#server/db/client.ts";
import * as companiesRepo from "#server/features/contacts/contacts-companies.repository.ts";
import type { CustomFieldRow } from "#server/features/contacts/contacts-common.repository.ts";
import type { SourceRecord } from "#server/features/contacts/contacts-import-file.ts";
import { companyFromValues, mapRecord, personFromValues } from "#server/features/contacts/contacts-import-map.ts";
import { dataRecords } from "#server/features/contacts/contacts-import-records.ts";
import type { ImportJobRow } from "#server/features/contacts/contacts-import.repository.ts";
import * as peopleRepo from "#server/features/contacts/contacts-people.repository.ts";
import { companyKeys } from "#server/features/contacts/contacts-rules.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Storage } from "#server/platform/storage.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import {
  IMPORT_CHECK_PROBLEMS,
  IMPORT_PREVIEW_ROWS,
  type ImportCheckEvent,
  type ImportMapping,
  type ImportPreviewRow,
  type ImportProblem,
} from "#shared/contract/contacts-import.ts";
import { emailKey } from "#shared/rules/contacts-normalize.ts";

/** Rows validated per database round trip (the duplicate look-up); also how often the count is reported. */
export const CHECK_CHUNK = 1000;

/** The duplicate keys of a valid row, prefixed by kind: e-mail for people, name and domain for companies. */
function keysOf(entityType: ContactEntityType, values: Record<string, string>): string[] {
  if (entityType === "people") {
    const key = emailKey(values.email);
    return key ? [`e:${key}`] : [];
  }
  const { nameKey, domain } = companyKeys({ name: values.name ?? "", website: values.website ?? null });
  return [...(nameKey ? [`n:${nameKey}`] : []), ...(domain ? [`d:${domain}`] : [])];
}

async function existingKeys(db: Db, userId: string, entityType: ContactEntityType, keys: string[]) {
  const of = (prefix: string) => [...new Set(keys.filter((k) => k.startsWith(prefix)).map((k) => k.slice(2)))];
  const found = new Set<string>();
  if (entityType === "people") {
    for (const k of (await peopleRepo.peopleIdsByEmailKeys(db, userId, of("e:"))).keys()) found.add(`e:${k}`);
  } else {
    for (const k of (await companiesRepo.companyIdsByNameKeys(db, userId, of("n:"))).keys()) found.add(`n:${k}`);
    for (const k of (await companiesRepo.companyIdsByDomains(db, userId, of("d:"))).keys()) found.add(`d:${k}`);
  }
  return found;
}

export function createImportCheck(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;

  /**
   * Validates rows in file order. `seen` carries the keys of earlier valid rows across chunks: a row repeating
   * one is a duplicate, as the import treats it. A row with problems is never a duplicate (it fails).
   */
  async function classify(
    userId: string,
    entityType: ContactEntityType,
    defs: CustomFieldRow[],
    mapping: ImportMapping,
    records: SourceRecord[],
    seen: Set<string>,
  ): Promise<ImportPreviewRow[]> {
    const rows = records.map((r) => {
      const values = mapRecord(r.cells, mapping);
      const result =
        entityType === "people" ? personFromValues(r.row, values, defs) : companyFromValues(r.row, values, defs);
      const keys = result.errors.length ? [] : keysOf(entityType, result.resolved);
      return { row: r.row, values: result.resolved, errors: result.errors, keys };
    });
    const existing = await existingKeys(
      db,
      userId,
      entityType,
      rows.flatMap((r) => r.keys),
    );
    return rows.map(({ keys, ...row }) => {
      const duplicate = keys.some((k) => existing.has(k) || seen.has(k));
      for (const k of keys) seen.add(k);
      return { ...row, duplicate };
    });
  }

  /** The first rows as they will be imported (the upload already holds them, so no second read). */
  function sample(
    userId: string,
    job: ImportJobRow,
    defs: CustomFieldRow[],
    mapping: ImportMapping,
    records: SourceRecord[],
  ) {
    return classify(
      userId,
      job.entityType as ContactEntityType,
      defs,
      mapping,
      records.slice(0, IMPORT_PREVIEW_ROWS),
      new Set(),
    );
  }

  /** Streams the check of every row: sample, progress after each chunk, then done (or error). */
  async function* check(
    userId: string,
    job: ImportJobRow,
    defs: CustomFieldRow[],
    mapping: ImportMapping,
  ): AsyncGenerator<ImportCheckEvent> {
    const entityType = job.entityType as ContactEntityType;
    const seen = new Set<string>();
    const firstProblems: ImportProblem[] = [];
    const counts = { checked: 0, total: job.totalRows, problems: 0, duplicates: 0 };
    let chunk: SourceRecord[] = [];
    let sampled = false;
    const flush = async () => {
      const rows = await classify(userId, entityType, defs, mapping, chunk, seen);
      chunk = [];
      for (const r of rows) {
        counts.checked++;
        if (r.duplicate) counts.duplicates++;
        if (r.errors.length === 0) continue;
        counts.problems++;
        if (firstProblems.length < IMPORT_CHECK_PROBLEMS) firstProblems.push({ row: r.row, errors: r.errors });
      }
      return rows;
    };
    try {
      for await (const record of dataRecords(storage, job)) {
        chunk.push(record);
        // The sample is the first chunk's head, sent as soon as it is read so the table fills at once.
        if (!sampled && chunk.length === IMPORT_PREVIEW_ROWS) {
          sampled = true;
          yield { type: "sample", preview: await flush() };
        } else if (chunk.length >= CHECK_CHUNK) {
          await flush();
          yield { type: "progress", ...counts };
        }
      }
      const rest = await flush();
      if (!sampled) yield { type: "sample", preview: rest };
      // The upload counted the rows; a file changed since cannot be, but the count checked is the truth.
      yield { type: "done", ...counts, total: Math.max(counts.total, counts.checked), firstProblems };
    } catch (err) {
      const message = err instanceof AppError ? (err.extra.detail ?? err.message) : "Could not read this file";
      yield { type: "error", message };
    }
  }

  return { sample, check };
}
