// PDF reading with hard bounds: a child process per document, killed past a time limit or a resident-memory
// limit (measured from outside, so typed arrays and native buffers count too); its inflated size and page count
// are checked inside. A bomb costs one child, never the server's memory or another user's job.
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PdfError, type PdfErrorCode } from "#server/analysis/pdf/pdf-errors.ts";
import { MAX_INFLATED_BYTES } from "#server/analysis/pdf/pdf-limits.ts";

export type PdfLimits = { timeoutMs: number; maxRssBytes: number; maxPages: number; maxInflatedBytes: number };
export const defaultPdfLimits: PdfLimits = {
  timeoutMs: 5 * 60_000,
  maxRssBytes: 1024 * 1024 * 1024,
  maxPages: 300,
  maxInflatedBytes: MAX_INFLATED_BYTES,
};

export type ExtractedText = {
  pages: { number: number; text: string }[];
  ocrPages: number[];
  /** Pages that needed OCR and were not read in the time allowed (see OCR_SHARE). */
  ocrSkipped: number[];
};
type Answer =
  | { ok: true; pages: ExtractedText["pages"]; ocrPages: number[]; ocrSkipped: number[] }
  | { ok: false; code: PdfErrorCode | null; message: string };

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

export function extractPdfTextBounded(data: Uint8Array, limits: Partial<PdfLimits> = {}): Promise<ExtractedText> {
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
    const finish = (err: Error | null, value?: ExtractedText) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      lastRun.peakRssBytes = peak;
      if (child.exitCode === null) child.kill("SIGKILL");
      if (err) reject(err);
      else resolve(value as ExtractedText);
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
    child.on("message", (answer: Answer) => {
      if (answer.ok) finish(null, { pages: answer.pages, ocrPages: answer.ocrPages, ocrSkipped: answer.ocrSkipped });
      else if (answer.code) {
        const err = new PdfError(answer.code);
        err.message = answer.message;
        finish(err);
      } else finish(new Error(answer.message));
    });
    child.on("error", (err) => finish(err));
    child.on("exit", (code, signal) =>
      finish(new Error(`the PDF reader stopped (${signal ?? `exit ${code}`}): ${stderr.trim().slice(-300)}`)),
    );
    child.send({
      data: Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("base64"),
      maxPages: l.maxPages,
      maxInflatedBytes: l.maxInflatedBytes,
      ocrBudgetMs: Math.round(l.timeoutMs * OCR_SHARE),
    });
  });
}
