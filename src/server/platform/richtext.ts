// Rich-text (TipTap/ProseMirror JSON) helpers: plain text for previews and search, and a PDF export
// drawn with pdfkit from the document's structure (headings, paragraphs, lists, quotes, marks). Deal-room
// documents and generated template documents share it. A merge field left in a document (unknown or without a
// value) is drawn as {{field}} in red, so a letter with a hole in it is visible on paper too.
import PDFDocument from "pdfkit";
import type { RichTextDoc, RichTextNode } from "#shared/contract/dealrooms-documents.ts";
import { MERGE_FIELD_NODE } from "#shared/rules/merge-fields.ts";

export const emptyDoc = (): RichTextDoc => ({ type: "doc", content: [{ type: "paragraph" }] });

const blockTypes = new Set(["paragraph", "heading", "listItem", "blockquote", "codeBlock", "horizontalRule"]);

export function richTextToPlain(doc: RichTextDoc | null | undefined): string {
  const out: string[] = [];
  const walk = (node: RichTextNode) => {
    if (node.type === "text") out.push(node.text ?? "");
    else if (node.type === MERGE_FIELD_NODE) out.push(`{{${String(node.attrs?.field ?? "")}}}`);
    else if (node.type === "hardBreak") out.push("\n");
    for (const child of node.content ?? []) walk(child);
    if (blockTypes.has(node.type)) out.push("\n");
  };
  for (const node of doc?.content ?? []) walk(node);
  return out
    .join("")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

type Run = { text: string; bold: boolean; italic: boolean; underline: boolean; strike: boolean; flagged?: boolean };

const FLAGGED_COLOR = "#b91c1c";

function runsOf(node: RichTextNode): Run[] {
  const runs: Run[] = [];
  const walk = (n: RichTextNode) => {
    if ((n.type === "text" && n.text) || n.type === MERGE_FIELD_NODE) {
      const marks = new Set((n.marks ?? []).map((m) => m.type));
      const flagged = n.type === MERGE_FIELD_NODE;
      runs.push({
        text: flagged ? `{{${String(n.attrs?.field ?? "")}}}` : (n.text ?? ""),
        flagged,
        bold: marks.has("bold"),
        italic: marks.has("italic"),
        underline: marks.has("underline"),
        strike: marks.has("strike"),
      });
    } else if (n.type === "hardBreak")
      runs.push({ text: "\n", bold: false, italic: false, underline: false, strike: false });
    for (const c of n.content ?? []) walk(c);
  };
  walk(node);
  return runs;
}

// pdfkit's standard fonts are WinAnsi: map common typography to ASCII, drop what cannot be drawn.
const toWinAnsi = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/\u00A0/g, " ")
    .replace(/[^\t\n\r\x20-\x7E\u00A1-\u00FF\u2022]/gu, "?");

const fontFor = (r: { bold: boolean; italic: boolean }, mono = false) =>
  mono
    ? "Courier"
    : r.bold && r.italic
      ? "Helvetica-BoldOblique"
      : r.bold
        ? "Helvetica-Bold"
        : r.italic
          ? "Helvetica-Oblique"
          : "Helvetica";

/** Deepest indentation drawn (points): 3 inches of the 6.5-inch text width. */
export const MAX_INDENT = 216;

export async function richTextToPdf(title: string, doc: RichTextDoc | null): Promise<Buffer> {
  const pdf = new PDFDocument({ size: "LETTER", margin: 72, info: { Title: title } });
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));
  const width = pdf.page.width - 144;

  const writeRuns = (
    runs: Run[],
    size: number,
    opts: { indent?: number; mono?: boolean; forceBold?: boolean } = {},
  ) => {
    // Deeply nested lists and quotes stop indenting at MAX_INDENT, so the text keeps a usable width.
    const indent = Math.min(opts.indent ?? 0, MAX_INDENT);
    const x = 72 + indent;
    if (runs.length === 0) {
      pdf
        .font("Helvetica")
        .fontSize(size)
        .text(" ", x, undefined, { width: width - indent });
      return;
    }
    runs.forEach((run, i) => {
      pdf
        .font(fontFor({ bold: run.bold || !!opts.forceBold, italic: run.italic }, opts.mono))
        .fillColor(run.flagged ? FLAGGED_COLOR : "black")
        .fontSize(size)
        .text(toWinAnsi(run.text), i === 0 ? x : undefined, undefined, {
          width: width - indent,
          continued: i < runs.length - 1,
          underline: run.underline,
          strike: run.strike,
        });
    });
  };

  const block = (node: RichTextNode, indent: number, listPrefix?: string) => {
    switch (node.type) {
      case "heading": {
        const level = Number(node.attrs?.level ?? 1);
        const size = level === 1 ? 20 : level === 2 ? 16 : 13;
        pdf.moveDown(0.4);
        writeRuns(runsOf(node), size, { indent, forceBold: true });
        pdf.moveDown(0.3);
        break;
      }
      case "paragraph": {
        const runs = runsOf(node);
        if (listPrefix) runs.unshift({ text: listPrefix, bold: false, italic: false, underline: false, strike: false });
        writeRuns(runs, 11, { indent });
        pdf.moveDown(listPrefix ? 0.15 : 0.5);
        break;
      }
      case "bulletList":
      case "orderedList": {
        const start = Number(node.attrs?.start ?? 1);
        let n = Number.isSafeInteger(start) ? start : 1;
        for (const item of node.content ?? []) {
          const prefix = node.type === "bulletList" ? "\u2022  " : `${n++}.  `;
          (item.content ?? []).forEach((child, i) => {
            block(child, indent + 18, i === 0 ? prefix : undefined);
          });
        }
        pdf.moveDown(0.3);
        break;
      }
      case "blockquote":
        for (const child of node.content ?? []) block(child, indent + 24);
        break;
      case "codeBlock":
        writeRuns(runsOf(node), 10, { indent, mono: true });
        pdf.moveDown(0.5);
        break;
      case "horizontalRule":
        pdf
          .moveTo(72, pdf.y + 4)
          .lineTo(72 + width, pdf.y + 4)
          .strokeColor("#999999")
          .stroke();
        pdf.moveDown(1);
        break;
      default:
        if (node.content) for (const child of node.content) block(child, indent);
    }
  };

  for (const node of doc?.content ?? []) block(node, 0);
  pdf.end();
  return done;
}
