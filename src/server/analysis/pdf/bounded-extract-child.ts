// Child process of bounded-extract.ts: reads one PDF (inflated-size check, then text and OCR) and answers over IPC.
import { isPdfError } from "#server/analysis/pdf/pdf-errors.ts";
import { checkInflatedSize } from "#server/analysis/pdf/pdf-limits.ts";
import { extractPdfTextWithOcr } from "#server/analysis/pdf/pdf-ocr.ts";

type Request = { data: string; maxPages: number; maxInflatedBytes: number; ocrBudgetMs: number };

process.once("message", async (message: Request) => {
  try {
    const data = new Uint8Array(Buffer.from(message.data, "base64"));
    await checkInflatedSize(data, message.maxInflatedBytes);
    const text = await extractPdfTextWithOcr(data, { maxPages: message.maxPages, ocrBudgetMs: message.ocrBudgetMs });
    process.send?.({ ok: true, pages: text.pages, ocrPages: text.ocrPages, ocrSkipped: text.ocrSkipped }, () =>
      process.exit(0),
    );
  } catch (err) {
    const code = isPdfError(err) ? err.code : null;
    process.send?.({ ok: false, code, message: err instanceof Error ? err.message : String(err) }, () =>
      process.exit(0),
    );
  }
});
