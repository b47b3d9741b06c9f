// The photos and floor plans the tour-book PDF embeds: the first of each per property (the survey owner's
// files), read from storage. pdfkit draws PNG and JPEG only (checked by magic bytes, not by name); the rest,
// and anything past the byte budget, is left out of the PDF rather than failing it.
import type { Storage } from "#server/platform/storage.ts";

export type PdfImages = Map<string, { photo?: Buffer; floorplan?: Buffer }>;
type ImageFile = { propertyId: string; kind: string; bucket: string; storageKey: string; size: number };

/** What one tour book may hold in images (pdfkit keeps them in memory until the document ends). */
export const PDF_IMAGE_BUDGET_BYTES = 40 * 1024 * 1024;
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export const isDrawableImage = (b: Buffer) =>
  (b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) ||
  (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff);

export async function loadPdfImages(storage: Storage, files: ImageFile[]): Promise<PdfImages> {
  const out: PdfImages = new Map();
  let budget = PDF_IMAGE_BUDGET_BYTES;
  // Photos first: when the budget runs out, floor plans go before photos.
  const ordered = [...files].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "photo" ? -1 : 1));
  for (const f of ordered) {
    if (f.size > MAX_IMAGE_BYTES || f.size > budget) continue;
    const body = await storage.readBuffer(f.bucket, f.storageKey).catch(() => null);
    if (!body || !isDrawableImage(body)) continue;
    budget -= body.length;
    const entry = out.get(f.propertyId) ?? {};
    if (f.kind === "photo") entry.photo = body;
    else entry.floorplan = body;
    out.set(f.propertyId, entry);
  }
  return out;
}
