// Streams an uploaded file into storage while checking it: PDF magic bytes on the first bytes (before
// anything is written), and the size limit enforced by @fastify/multipart (a truncated stream = too large).
import { Readable } from "node:stream";
import type { Storage } from "#server/platform/storage.ts";
import { AppError } from "#server/platform/errors.ts";
import { documentTexts } from "#shared/contract/documents.ts";

const PDF_MAGIC = Buffer.from("%PDF-");

export const notPdf = () =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", documentTexts.onlyPdf, { detail: documentTexts.onlyPdf });
export const tooLarge = () =>
  new AppError("PAYLOAD_TOO_LARGE", documentTexts.fileTooLarge, { detail: documentTexts.fileTooLargeDetail });

/** Passes chunks through once the first five bytes are `%PDF-`; throws notPdf() otherwise. */
export async function* pdfGuard(source: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<Buffer> {
  let head = Buffer.alloc(0);
  let checked = false;
  for await (const raw of source) {
    const chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    if (checked) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < PDF_MAGIC.length) continue;
    if (!head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw notPdf();
    checked = true;
    yield head;
  }
  if (!checked) throw notPdf();
}

export type UploadedFile = { file: Readable & { truncated?: boolean }; filename: string };
export type StoredUpload = { bucket: string; key: string; size: number; fileName: string };

/** Stores the upload at bucket/key; on any refusal nothing is left behind in storage. */
export async function storePdfUpload(
  storage: Storage,
  upload: UploadedFile,
  target: { bucket: string; key: string },
): Promise<StoredUpload> {
  let size = 0;
  try {
    const stored = await storage.put(
      target.bucket,
      target.key,
      Readable.from(pdfGuard(upload.file)),
      "application/pdf",
    );
    size = stored.size;
  } catch (err) {
    await storage.remove(target.bucket, [target.key]).catch(() => {});
    if (upload.file.truncated || (err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (err instanceof AppError) throw err;
    throw err;
  }
  if (upload.file.truncated) {
    await storage.remove(target.bucket, [target.key]).catch(() => {});
    throw tooLarge();
  }
  return { bucket: target.bucket, key: target.key, size, fileName: upload.filename };
}
