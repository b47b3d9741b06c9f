// pdf.js set-up for the browser: the worker comes from our own bundle (Vite `?url`), never a CDN.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

export function loadPdf(url: string) {
  // isEvalSupported false: the app's CSP forbids eval and we render no PostScript functions that need it.
  return getDocument({ url, withCredentials: true, isEvalSupported: false });
}
