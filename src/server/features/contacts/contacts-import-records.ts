// The data rows of a stored import file, read as a stream: the header row found the way the upload found it,
// blank rows skipped. The check before an import and the import run both read the file through this.
import type { ImportJobRow } from "#server/features/contacts/contacts-import.repository.ts";
import {
  type FileInfo,
  isBlankRecord,
  readRecords,
  type SourceRecord,
} from "#server/features/contacts/contacts-import-file.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Storage } from "#server/platform/storage.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import { findHeaderRow } from "#shared/rules/contacts-import-mapping.ts";

export const IMPORT_BUCKET = "imports";

/** The data records of an import file: after its header row, blank rows skipped. */
export async function* dataRecords(
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
