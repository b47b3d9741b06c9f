import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { extractPdfText } from "#server/analysis/pdf/pdf-text.ts";
import { cellText, exportReport, PDF_ROW_LIMIT, toCsv } from "#server/features/reports/reports-export.ts";
import type { ReportColumn, ReportRow } from "#shared/contract/reports.ts";

const columns: ReportColumn[] = [
  { key: "name", label: "Name", kind: "text" },
  { key: "n", label: "Count", kind: "number" },
  { key: "flag", label: "Cliff", kind: "flag" },
];
const rows = (count: number): ReportRow[] =>
  Array.from({ length: count }, (_, i) => ({ name: `Row ${i}, "quoted"`, n: i, flag: i % 2 === 0 }));

describe("report exports", () => {
  it("writes RFC 4180 CSV with quotes, flags and neutralised formulas", () => {
    const csv = toCsv(columns, [
      { name: 'A "b", c', n: -5, flag: true },
      { name: "=SUM(A1)", n: null, flag: false },
      { name: "@cmd", n: 1.5, flag: null },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "\ufeffName,Count,Cliff",
      '"A ""b"", c",-5,Yes',
      "'=SUM(A1),,No",
      "'@cmd,1.5,",
      "",
    ]);
    expect(cellText(12.5, "percent")).toBe("12.5%");
  });

  it("exports 50,000 rows to CSV and XLSX, and caps the PDF with a note", async () => {
    const input = {
      title: "Big report",
      filters: {},
      generatedOn: "2026-01-01",
      columns,
      rows: rows(50_000),
      summary: [],
    };
    const csv = await exportReport("csv", input);
    expect(csv.body.toString("utf8").trim().split("\r\n")).toHaveLength(50_001);
    const xlsx = await exportReport("xlsx", input);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.rowCount).toBe(50_001);
    const pdf = await exportReport("pdf", input);
    const { pages } = await extractPdfText(new Uint8Array(pdf.body));
    const last = pages.at(-1)?.text ?? "";
    expect(last).toContain(`Showing the first ${PDF_ROW_LIMIT.toLocaleString("en-US")} of 50,000 rows`);
    expect(pdf.fileName).toBe("big-report-2026-01-01.pdf");
  }, 60_000);

  it("draws an empty report as a PDF that says so", async () => {
    const pdf = await exportReport("pdf", {
      title: "Empty",
      filters: { from: "2030-01-01" },
      generatedOn: "2026-01-01",
      columns,
      rows: [],
      summary: [{ label: "Rows", value: "0" }],
    });
    const { pages } = await extractPdfText(new Uint8Array(pdf.body));
    expect(pages[0]?.text).toContain("No rows match these filters.");
    expect(pages[0]?.text).toContain("From: 2030-01-01");
  });
});
