// The command-line entry (`npm run analyze -- <file.html|file.pdf|URL> --type listing|brochure`): reads a
// saved page or PDF from disk, or fetches a URL through safe-fetch, and returns the extraction result.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { extractPropertiesFromHtml } from "#server/analysis/listing/extract-listing.ts";
import { extractPropertiesFromUrl } from "#server/analysis/listing/extract-url.ts";
import { extractPropertiesFromPdfBounded } from "#server/analysis/pdf/bounded-extract.ts";
import type { ExtractionResult } from "#shared/contract/property-extraction.ts";

export async function analyzePropertySource(source: string, type: "listing" | "brochure"): Promise<ExtractionResult> {
  const pdf = (bytes: Uint8Array) => extractPropertiesFromPdfBounded(bytes, { fileName: path.basename(source) });
  if (/^https?:\/\//i.test(source)) return extractPropertiesFromUrl(source, { extractPdf: pdf });
  const bytes = new Uint8Array(await readFile(source));
  const isPdf = Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
  if (type === "brochure" || isPdf) return pdf(bytes);
  return extractPropertiesFromHtml(new TextDecoder().decode(bytes), `file://${path.resolve(source)}`);
}
