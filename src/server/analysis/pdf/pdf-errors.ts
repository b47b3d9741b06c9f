export type PdfErrorCode =
  | "PDF_ENCRYPTED"
  | "PDF_CORRUPT"
  | "PDF_EMPTY"
  | "PDF_TOO_MANY_PAGES"
  | "PDF_TIMEOUT"
  | "PDF_TOO_LARGE_INFLATED"
  | "PDF_TOO_MUCH_MEMORY";

const messages: Record<PdfErrorCode, string> = {
  PDF_ENCRYPTED: "The PDF is password-protected. Remove the password and upload it again.",
  PDF_CORRUPT: "The file is not a readable PDF (it may be truncated or damaged).",
  PDF_EMPTY: "The PDF has no pages.",
  PDF_TOO_MANY_PAGES: "The PDF has too many pages to analyse.",
  PDF_TIMEOUT: "The PDF took too long to read.",
  PDF_TOO_LARGE_INFLATED: "The PDF expands to too much content to analyse (its compressed streams are too large).",
  PDF_TOO_MUCH_MEMORY: "The PDF needs too much memory to read.",
};

/** A PDF we refuse to read, with a stable code the API maps to a user-visible message. */
export class PdfError extends Error {
  readonly code: PdfErrorCode;
  constructor(code: PdfErrorCode, detail?: string) {
    super(detail ? `${messages[code]} (${detail})` : messages[code]);
    this.name = "PdfError";
    this.code = code;
  }
}

export function isPdfError(err: unknown): err is PdfError {
  return err instanceof PdfError;
}
