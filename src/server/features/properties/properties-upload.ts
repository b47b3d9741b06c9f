// Reading one uploaded file (multipart field `file`, 10 MB by @fastify/multipart) and checking its type by
// magic bytes. PDF wording per crm-documents.md §5: 'Please select a PDF file', 'File too large' /
// 'Please select a PDF file smaller than 10MB.'
import type { FastifyRequest } from "fastify";
import { AppError } from "#server/platform/errors.ts";
import { PDF_REQUIRED, PDF_TOO_LARGE_DETAIL, PDF_TOO_LARGE_TITLE } from "#shared/contract/properties.ts";

export type Upload = { filename: string; bytes: Buffer };

export const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", PDF_TOO_LARGE_TITLE, { detail: PDF_TOO_LARGE_DETAIL });

export async function readUpload(request: FastifyRequest, missing = PDF_REQUIRED): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError("VALIDATION_FAILED", missing);
  const read = async () => {
    const file = await request.file();
    if (file?.fieldname !== "file") throw new AppError("VALIDATION_FAILED", missing);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return { filename: file.filename || "file", bytes };
  };
  return read().catch((err: unknown) => {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw new AppError("BAD_REQUEST", "The upload could not be read", {
      detail: "Send one file as multipart/form-data in the field 'file'.",
    });
  });
}

export type SniffedType = "application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "image/gif" | null;

export function sniff(bytes: Buffer): SniffedType {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") {
    return "image/webp";
  }
  if (bytes.subarray(0, 4).toString("latin1") === "GIF8") return "image/gif";
  return null;
}

/** A storage-safe file name: no path, no control characters, at most 120 characters. */
export function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "file";
  const cleaned = base.replace(/[^A-Za-z0-9._ -]/g, "_").trim();
  return (cleaned || "file").slice(-120);
}
