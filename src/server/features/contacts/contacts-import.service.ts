// Contact import: upload (stream to storage, sniff, encoding/delimiter, header row, mapping), preview, and the
// background run that writes rows in batches with duplicate handling, progress and a per-row summary.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { Db } from "#server/db/client.ts";
import {
  decodeSample,
  detectDelimiter,
  detectEncoding,
  type FileInfo,
  isBlankRecord,
  readRecords,
  type SourceRecord,
  sniffKind,
} from "#server/features/contacts/contacts-import-file.ts";
import * as fieldsRepo from "#server/features/contacts/contacts-custom-fields.repository.ts";
import * as jobsRepo from "#server/features/contacts/contacts-import.repository.ts";
import type { ImportJobRow } from "#server/features/contacts/contacts-import.repository.ts";
import { createImportCheck } from "#server/features/contacts/contacts-import-check.ts";
import { dataRecords, IMPORT_BUCKET } from "#server/features/contacts/contacts-import-records.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { Storage } from "#server/platform/storage.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import {
  type DuplicateMode,
  IMPORT_PREVIEW_ROWS,
  type ImportCheckEvent,
  type ImportJobDto,
  type ImportMapping,
} from "#shared/contract/contacts-import.ts";
import { csvLine } from "#shared/rules/contacts-csv.ts";
import { toStorableText } from "#shared/rules/contacts-text.ts";
import { checkMapping, toImportJobDto } from "#server/features/contacts/contacts-import-map.ts";
import { createImportBatches } from "#server/features/contacts/contacts-import-batch.ts";
import { findHeaderRow, suggestMapping } from "#shared/rules/contacts-import-mapping.ts";
import { cleanTagNames } from "#shared/rules/contacts-normalize.ts";

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

export function createImportService(deps: {
  db: Db;
  storage: Storage;
  onProgress?: ProgressListener;
  /** Told when a batch fails as a whole and is retried row by row. */
  onBatchError?: (err: unknown) => void;
}) {
  const { db, storage } = deps;

  const checks = createImportCheck(deps);

  async function dto(job: ImportJobRow): Promise<ImportJobDto> {
    return toImportJobDto(job, await jobsRepo.listIssues(db, job.id, ISSUES_IN_DTO));
  }

  const { processBatch } = createImportBatches(deps);

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
        const defs = await fieldsRepo.listCustomFieldRows(db, userId, input.entityType);
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
        return { job: await dto(job), preview: await checks.sample(userId, job, defs, mapping, preview) };
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
      const defs = await fieldsRepo.listCustomFieldRows(db, userId, job.entityType as ContactEntityType);
      checkMapping(job.entityType as ContactEntityType, mapping, job.headers, defs);
      // The check's first event is the sample; leaving the loop stops reading the file.
      for await (const event of checks.check(userId, job, defs, mapping)) {
        if (event.type === "sample") return event.preview;
        if (event.type === "error")
          throw new AppError("UNPROCESSABLE", "Could not read this file", { detail: event.message });
      }
      return [];
    },

    /** Every row checked before the import starts (streamed events; see importCheckPath). */
    async check(userId: string, id: string, mapping: ImportMapping): Promise<AsyncGenerator<ImportCheckEvent>> {
      const job = await jobsRepo.findImportJob(db, userId, id);
      if (!job) throw notFound("Import not found");
      const defs = await fieldsRepo.listCustomFieldRows(db, userId, job.entityType as ContactEntityType);
      checkMapping(job.entityType as ContactEntityType, mapping, job.headers, defs);
      return checks.check(userId, job, defs, mapping);
    },

    async commit(
      userId: string,
      id: string,
      body: { mapping: ImportMapping; duplicateMode: DuplicateMode; tags: string[] },
    ): Promise<ImportJobDto> {
      const job = await jobsRepo.findImportJob(db, userId, id);
      if (!job) throw notFound("Import not found");
      const defs = await fieldsRepo.listCustomFieldRows(db, userId, job.entityType as ContactEntityType);
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
    /**
     * pg-boss gave up on the import's job (its retries are used up, or its process died on the last one): an
     * import still queued or running ends failed, with the rows already saved, and can be committed again
     * (it resumes after its last saved batch).
     */
    async gaveUp(jobId: string, reason: string): Promise<void> {
      const job = await jobsRepo.findImportJobById(db, jobId);
      if (!job || (job.status !== "queued" && job.status !== "running")) return;
      const error = importGaveUpMessage(job.processedRows, job.totalRows, reason);
      const failed = await jobsRepo.failUnfinishedImport(db, jobId, error);
      if (!failed) return;
      deps.onProgress?.({
        id: jobId,
        userId: failed.createdBy,
        processedRows: failed.processedRows,
        totalRows: failed.totalRows,
        status: "failed",
      });
    },

    async run(jobId: string): Promise<void> {
      let job = await jobsRepo.findImportJobById(db, jobId);
      if (!job || job.status === "completed" || job.status === "failed" || job.status === "uploaded") return;
      const userId = job.createdBy;
      job = (await jobsRepo.updateImportJob(db, userId, jobId, { status: "running" })) as ImportJobRow;
      const defs = await fieldsRepo.listCustomFieldRows(db, userId, job.entityType as ContactEntityType);
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

/** What the import page shows when an import was cut off for good. */
export function importGaveUpMessage(processed: number, total: number, reason: string): string {
  const cause = /timeout|expired/i.test(reason) ? "the server stopped while running it" : reason;
  return `The import stopped before it finished (${cause}). ${processed.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} rows were saved; start the import again to add the rest.`;
}
