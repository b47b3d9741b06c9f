// Report exports: the report's own table as CSV (RFC 4180, UTF-8 with BOM for Excel, formula-safe), XLSX
// (exceljs, typed cells) and PDF (pdfkit, drawn here on the server). The PDF stops after PDF_ROW_LIMIT rows
// and says so (docs/decisions: a 1,000-page PDF helps nobody; CSV and XLSX carry every row).
import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import type { ExportFormat, ReportColumn, ReportRow } from "#shared/contract/reports.ts";

export const PDF_ROW_LIMIT = 2000;

export type ExportInput = {
  title: string;
  filters: Record<string, string | number>;
  generatedOn: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  summary: { label: string; value: string }[];
};
export type ExportFile = { body: Buffer; contentType: string; fileName: string };

const filterLabels: Record<string, string> = {
  from: "From",
  to: "To",
  months: "Months ahead",
  property: "Property",
  tag: "Tag",
};
export const describeFilters = (f: Record<string, string | number>) =>
  Object.entries(f)
    .map(([k, v]) => `${filterLabels[k] ?? k}: ${v}`)
    .join(" · ") || "No filters";

/** A cell as text: flags as Yes/No, empty for missing values. */
export function cellText(value: ReportRow[string], kind: ReportColumn["kind"]): string {
  if (value === null || value === undefined) return "";
  if (kind === "flag") return value ? "Yes" : "No";
  if (kind === "percent" && typeof value === "number") return `${value}%`;
  return String(value);
}

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe. */
const formulaSafe = (s: string) => (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s) ? `'${s}` : s);
const csvField = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

export function toCsv(columns: ReportColumn[], rows: ReportRow[]): string {
  const lines = [columns.map((c) => csvField(c.label)).join(",")];
  for (const row of rows) {
    lines.push(columns.map((c) => csvField(formulaSafe(cellText(row[c.key] ?? null, c.kind)))).join(","));
  }
  return `\ufeff${lines.join("\r\n")}\r\n`;
}

export async function toXlsx(input: ExportInput): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Leasedesk";
  const ws = wb.addWorksheet(input.title.slice(0, 31).replace(/[\\/?*[\]:]/g, " "));
  ws.columns = input.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.min(40, Math.max(10, c.label.length + 2)),
  }));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: "frozen", ySplit: 1 }];
  for (const row of input.rows) {
    ws.addRow(
      Object.fromEntries(
        input.columns.map((c) => {
          const v = row[c.key] ?? null;
          if (c.kind === "flag") return [c.key, v ? "Yes" : "No"];
          if (typeof v === "number") return [c.key, v];
          return [c.key, v === null ? null : formulaSafe(String(v))];
        }),
      ),
    );
  }
  input.columns.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    if (c.kind === "money") col.numFmt = "$#,##0.00";
    if (c.kind === "number") col.numFmt = "#,##0.##";
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

// pdfkit's standard fonts are WinAnsi: typographic punctuation becomes ASCII, the rest '?'.
const winAnsi = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/\u00B7/g, "-")
    .replace(/[^\t\n\r\x20-\x7E\u00A1-\u00FF]/gu, "?");

export async function toPdf(input: ExportInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", layout: "landscape", margin: 36, info: { Title: input.title } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font("Helvetica-Bold").fontSize(16).fillColor("#0f172a").text(winAnsi(input.title));
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#64748b")
    .text(winAnsi(`${describeFilters(input.filters)} - generated ${input.generatedOn}`));
  doc.moveDown(0.4);
  doc
    .fillColor("#0f172a")
    .text(winAnsi(input.summary.map((s) => `${s.label}: ${s.value}`).join("    ")))
    .moveDown(0.6);

  // Column widths: proportional to the longest text of the header and the first rows, within bounds.
  const sample = input.rows.slice(0, 200);
  const weights = input.columns.map((c) =>
    Math.min(28, Math.max(6, c.label.length, ...sample.map((r) => cellText(r[c.key] ?? null, c.kind).length))),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / sum) * width);
  const rowHeight = 14;
  const bottom = doc.page.height - doc.page.margins.bottom;

  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y + rowHeight > bottom) doc.addPage();
    const y = doc.y;
    let x = left;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(7.5)
      .fillColor("#0f172a");
    cells.forEach((text, i) => {
      const w = widths[i] ?? 40;
      doc.text(winAnsi(text), x + 2, y + 3, { width: w - 4, height: rowHeight - 3, ellipsis: true, lineBreak: false });
      x += w;
    });
    doc
      .moveTo(left, y + rowHeight)
      .lineTo(left + width, y + rowHeight)
      .lineWidth(0.4)
      .strokeColor("#cbd5e1")
      .stroke();
    doc.x = left;
    doc.y = y + rowHeight;
  };

  drawRow(
    input.columns.map((c) => c.label),
    true,
  );
  const shown = input.rows.slice(0, PDF_ROW_LIMIT);
  for (const row of shown)
    drawRow(
      input.columns.map((c) => cellText(row[c.key] ?? null, c.kind)),
      false,
    );
  if (input.rows.length === 0) {
    doc.moveDown(1).font("Helvetica").fontSize(10).text("No rows match these filters.", left);
  } else if (input.rows.length > shown.length) {
    doc
      .moveDown(1)
      .font("Helvetica-Oblique")
      .fontSize(9)
      .text(
        `Showing the first ${shown.length.toLocaleString("en-US")} of ${input.rows.length.toLocaleString("en-US")} rows. Export CSV or XLSX for all rows.`,
        left,
      );
  }
  doc.end();
  return done;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export async function exportReport(format: ExportFormat, input: ExportInput): Promise<ExportFile> {
  const stem = `${slug(input.title)}-${input.generatedOn}`;
  if (format === "csv") {
    return {
      body: Buffer.from(toCsv(input.columns, input.rows), "utf8"),
      contentType: "text/csv; charset=utf-8",
      fileName: `${stem}.csv`,
    };
  }
  if (format === "xlsx") {
    return {
      body: await toXlsx(input),
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      fileName: `${stem}.xlsx`,
    };
  }
  return { body: await toPdf(input), contentType: "application/pdf", fileName: `${stem}.pdf` };
}
