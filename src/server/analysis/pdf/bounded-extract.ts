// PDF work with hard bounds: a child process per document, killed past a time limit or a resident-memory
// limit (measured from outside, so typed arrays and native buffers count too); its inflated size and page count
// are checked inside. A bomb costs one child, never the server's memory or another user's job. Every PDF a user
// sends goes through here: a lease's or memorandum's text, a brochure's properties, a brochure's page images.
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PdfTask, PdfTaskAnswer, PdfTaskResult } from "#server/analysis/pdf/bounded-extract-child.ts";
import { PdfError, type PdfErrorCode } from "#server/analysis/pdf/pdf-errors.ts";
import { MAX_INFLATED_BYTES } from "#server/analysis/pdf/pdf-limits.ts";
import type { PdfPageImage } from "#server/analysis/property-pdf/pdf-images.ts";
import type { ExtractionResult } from "#shared/contract/property-extraction.ts";

export type PdfLimits = { timeoutMs: number; maxRssBytes: number; maxPages: number; maxInflatedBytes: number };
export const defaultPdfLimits: PdfLimits = {
  timeoutMs: 5 * 60_000,
  maxRssBytes: 1024 * 1024 * 1024,
  maxPages: 300,
  maxInflatedBytes: MAX_INFLATED_BYTES,
};

export type ExtractedText = PdfTaskResult["document-text"];

const childFile = path.join(import.meta.dirname, "bounded-extract-child.ts");

/**
 * Share of the time limit OCR may start new pages in. Past it the child stops OCR'ing and answers with the pages
 * read, instead of being killed with nothing: the page begun last can take a minute on a loaded machine, and the
 * text layer of the remaining pages is read in seconds.
 */
export const OCR_SHARE = 0.7;

function rssOf(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** Peak resident memory of the last child, for benchmarks. */
export const lastRun = { peakRssBytes: 0 };

function runBounded<K extends PdfTask["kind"]>(
  task: Extract<PdfTask, { kind: K }>,
  data: Uint8Array,
  limits: Partial<PdfLimits>,
): Promise<PdfTaskResult[K]> {
  const l = { ...defaultPdfLimits, ...limits };
  return new Promise((resolve, reject) => {
    const child = fork(childFile, [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      serialization: "advanced",
    });
    let settled = false;
    let peak = 0;
    let stderr = "";
    child.stderr?.on("data", (c: Buffer) => {
      stderr = (stderr + c.toString()).slice(-2000);
    });
    const finish = (err: Error | null, value?: PdfTaskResult[K]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      lastRun.peakRssBytes = peak;
      if (child.exitCode === null) child.kill("SIGKILL");
      if (err) reject(err);
      else resolve(value as PdfTaskResult[K]);
    };
    const timer = setTimeout(
      () => finish(new PdfError("PDF_TIMEOUT", `stopped after ${Math.round(l.timeoutMs / 1000)} s`)),
      l.timeoutMs,
    );
    const watch = setInterval(() => {
      const rss = child.pid ? rssOf(child.pid) : null;
      if (rss === null) return;
      peak = Math.max(peak, rss);
      if (rss > l.maxRssBytes) {
        finish(new PdfError("PDF_TOO_MUCH_MEMORY", `more than ${Math.round(l.maxRssBytes / 1024 / 1024)} MB`));
      }
    }, 100);
    child.on("message", (answer: PdfTaskAnswer) => {
      if (answer.ok) finish(null, answer.value as PdfTaskResult[K]);
      else if (answer.code) {
        const err = new PdfError(answer.code as PdfErrorCode);
        err.message = answer.message;
        finish(err);
      } else finish(new Error(answer.message));
    });
    child.on("error", (err) => finish(err));
    child.on("exit", (code, signal) =>
      finish(new Error(`the PDF reader stopped (${signal ?? `exit ${code}`}): ${stderr.trim().slice(-300)}`)),
    );
    child.send({
      task,
      data: Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("base64"),
      maxInflatedBytes: l.maxInflatedBytes,
    });
  });
}

/** A lease's or memorandum's page texts (text layer, OCR for pages without one). */
export function extractPdfTextBounded(data: Uint8Array, limits: Partial<PdfLimits> = {}): Promise<ExtractedText> {
  const l = { ...defaultPdfLimits, ...limits };
  return runBounded(
    { kind: "document-text", maxPages: l.maxPages, ocrBudgetMs: Math.round(l.timeoutMs * OCR_SHARE) },
    data,
    limits,
  );
}

/** A brochure's or flyer's properties (extract-property-pdf, and PDFs found behind a listing URL). */
export function extractPropertiesFromPdfBounded(
  data: Uint8Array,
  opts: { fileName?: string } = {},
  limits: Partial<PdfLimits> = {},
): Promise<ExtractionResult> {
  return runBounded({ kind: "brochure", fileName: opts.fileName }, data, limits);
}

/** PNG renders of a brochure's first pages ('Extract images from PDF'). */
export function extractPdfImagesBounded(
  data: Uint8Array,
  opts: { maxPages: number },
  limits: Partial<PdfLimits> = {},
): Promise<PdfPageImage[]> {
  return runBounded({ kind: "page-images", maxPages: opts.maxPages }, data, limits);
}
