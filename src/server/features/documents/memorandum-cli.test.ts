// `npm run analyze -- <file> --type om` runs the product's pipeline: an image-only memorandum (a page that is a
// picture, no text layer) is OCR'd by the command exactly as by the document job, and prints the same abstract.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shutdownOcr } from "#server/analysis/ocr/ocr.ts";
import { omAbstractSchema } from "#shared/contract/om-abstract.ts";
import { defaultDocumentAnalysis } from "./documents.jobs.ts";

const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

/** One US-letter page drawn as a 150 dpi JPEG: the scan of a memorandum's summary page. */
async function imageOnlyMemorandum(lines: string[]): Promise<Uint8Array> {
  if (existsSync(FONT)) GlobalFonts.registerFromPath(FONT, "Scan Sans");
  const canvas = createCanvas(1275, 1650);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = "#111";
  ctx.font = "34px 'Scan Sans', sans-serif";
  lines.forEach((l, i) => {
    ctx.fillText(l, 120, 160 + i * 62);
  });
  const pdf = await PDFDocument.create();
  const jpg = await pdf.embedJpg(canvas.toBuffer("image/jpeg", 90));
  pdf.addPage([612, 792]).drawImage(jpg, { x: 0, y: 0, width: 612, height: 792 });
  return pdf.save();
}

describe("npm run analyze --type om on an image-only memorandum", () => {
  let dir = "";
  let file = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "om-cli-"));
    file = path.join(dir, "scanned-om.pdf");
    const bytes = await imageOnlyMemorandum([
      "Harlow Court Apartments",
      "Offering Memorandum",
      "Address: 2210 Harlow Court, Salem, OR 97301",
      "Asking Price: $2,450,000",
      "Number of Units: 12",
      "Year Built: 1978",
      "Net Operating Income: $147,000",
      "Cap Rate: 6.00%",
    ]);
    await writeFile(file, bytes);
  });
  afterAll(async () => {
    await shutdownOcr();
    await rm(dir, { recursive: true, force: true });
  });

  it("reads the page by OCR and prints what the document job stores", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/analyze.ts", file, "--type", "om"],
      { timeout: 120_000, env: { ...process.env, LLM_BASE_URL: "" } },
    );
    const printed = omAbstractSchema.parse(JSON.parse(stdout));
    expect(printed.askingPrice?.normalized).toBe(2_450_000);
    expect(printed.units?.normalized).toBe(12);

    // The server's path: the job's text extraction (text layer + OCR, bounded) and engine.
    const analysis = defaultDocumentAnalysis({});
    const { readFile } = await import("node:fs/promises");
    const text = await analysis.extractText(new Uint8Array(await readFile(file)));
    expect(text.ocrPages).toEqual([1]);
    const stored = omAbstractSchema.parse(await analysis.analyzeOm(text.pages));
    expect(printed).toEqual(stored);
  }, 180_000);
});
