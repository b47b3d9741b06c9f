import { extractText, getDocumentProxy } from "unpdf";

export type PdfPage = { number: number; text: string };
export type PdfText = { pageCount: number; pages: PdfPage[] };

/** Text of every page, 1-based page numbers. Pages without a text layer come back with empty text. */
export async function extractPdfText(data: Uint8Array): Promise<PdfText> {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return {
    pageCount: totalPages,
    pages: text.map((t, i) => ({ number: i + 1, text: t })),
  };
}
