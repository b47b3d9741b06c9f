// Reading import files as a stream of records: CSV in any common encoding/delimiter, or the first XLSX sheet.
// Nothing here holds the whole file in memory.
import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { AppError } from "#server/platform/errors.ts";
import { IMPORT_MAX_COLUMNS } from "#shared/contract/contacts-import.ts";

export type FileKind = "csv" | "xlsx";
export type Encoding = "utf8" | "utf8-bom" | "utf16le" | "utf16be" | "win1252";
export type FileInfo = { kind: FileKind; encoding: Encoding; delimiter: string | null };
export type SourceRecord = { row: number; cells: string[] };

export const encodingLabel: Record<Encoding, string> = {
  utf8: "UTF-8",
  "utf8-bom": "UTF-8 (BOM)",
  utf16le: "UTF-16LE",
  utf16be: "UTF-16BE",
  win1252: "Windows-1252",
};

const NOT_TABULAR = "Please upload a CSV or Excel (.xlsx) file";

const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((b, i) => head[i] === b);

export function bomEncoding(head: Uint8Array): Encoding | null {
  if (startsWith(head, [0xef, 0xbb, 0xbf])) return "utf8-bom";
  if (startsWith(head, [0xff, 0xfe])) return "utf16le";
  if (startsWith(head, [0xfe, 0xff])) return "utf16be";
  return null;
}

/** Guesses UTF-16 without a BOM from the zero bytes of ASCII text. */
function utf16WithoutBom(head: Uint8Array): Encoding | null {
  const n = Math.min(head.length, 4096) & ~1;
  if (n < 8) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (head[i] === 0) evenZeros++;
    if (head[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf16be";
  return null;
}

/** Refuses what is plainly not a CSV/XLSX: known binary formats, NUL or control-heavy bytes. */
export function sniffKind(head: Uint8Array): FileKind {
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return "xlsx";
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0])) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Old Excel files (.xls) are not supported", {
      detail: "Save the sheet as .xlsx or CSV and upload it again.",
    });
  }
  const binaryMagic = [
    [0x25, 0x50, 0x44, 0x46], // %PDF
    [0x89, 0x50, 0x4e, 0x47], // PNG
    [0xff, 0xd8, 0xff], // JPEG
    [0x47, 0x49, 0x46, 0x38], // GIF
    [0x1f, 0x8b], // gzip
    [0x52, 0x61, 0x72, 0x21], // RAR
    [0x7f, 0x45, 0x4c, 0x46], // ELF
  ];
  if (binaryMagic.some((m) => startsWith(head, m))) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_TABULAR, { detail: "This file is not a CSV or XLSX file." });
  }
  if (bomEncoding(head)?.startsWith("utf16") || utf16WithoutBom(head)) return "csv";
  const n = Math.min(head.length, 65536);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = head[i] as number;
    if (b === 0) throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_TABULAR, { detail: "This file is not a text file." });
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++;
  }
  if (control > Math.max(2, n * 0.01)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_TABULAR, { detail: "This file is not a text file." });
  }
  return "csv";
}

/** BOM, else UTF-16 by zero bytes, else UTF-8 when the whole stream decodes strictly, else Windows-1252. */
export async function detectEncoding(head: Uint8Array, open: () => Promise<Readable>): Promise<Encoding> {
  const bom = bomEncoding(head) ?? utf16WithoutBom(head);
  if (bom) return bom;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for await (const chunk of await open()) decoder.decode(chunk as Uint8Array, { stream: true });
    decoder.decode();
    return "utf8";
  } catch {
    return "win1252";
  }
}

/** The delimiter that splits the first lines most consistently (quoted text ignored). */
export function detectDelimiter(sample: string): string {
  const lines: string[] = [];
  let current = "";
  let quoted = false;
  for (const ch of sample) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) {
      if (current.trim() !== "") lines.push(current);
      current = "";
      if (lines.length >= 30) break;
      continue;
    }
    if (!quoted) current += ch;
  }
  if (current.trim() !== "" && lines.length < 30) lines.push(current);
  let best = ",";
  let bestScore = 0;
  for (const d of [",", ";", "\t", "|"]) {
    const counts = lines.map((l) => l.split(d).length - 1);
    const nonZero = counts.filter((c) => c > 0);
    if (nonZero.length === 0) continue;
    // Most common count among lines, weighted by how many lines share it.
    const freq = new Map<number, number>();
    for (const c of nonZero) freq.set(c, (freq.get(c) ?? 0) + 1);
    const [mode, modeLines] = [...freq.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] as [number, number];
    const score = modeLines * 1000 + Math.min(mode, 999);
    if (score > bestScore) {
      bestScore = score;
      best = d;
    }
  }
  return best;
}

const iconvName: Record<Encoding, string> = {
  utf8: "utf8",
  "utf8-bom": "utf8",
  utf16le: "utf16le",
  utf16be: "utf16be",
  win1252: "win1252",
};

export function decodeSample(head: Uint8Array, encoding: Encoding): string {
  // Cut at a safe boundary: the decoder replaces a split trailing character, which is harmless for sniffing.
  return iconv.decode(Buffer.from(head), iconvName[encoding]).replace(/^\uFEFF/, "");
}

function trimTrailingEmpty(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && (cells[end - 1] ?? "").trim() === "") end--;
  return end === cells.length ? cells : cells.slice(0, end);
}

function tooManyColumns(count: number): AppError {
  return new AppError("UNPROCESSABLE", `This file has ${count} columns; at most ${IMPORT_MAX_COLUMNS} are supported`);
}

async function* csvRecords(stream: Readable, info: FileInfo): AsyncGenerator<SourceRecord> {
  const parser = parse({
    delimiter: info.delimiter ?? ",",
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    bom: true,
    max_record_size: 1024 * 1024,
  });
  const decoded = stream.pipe(iconv.decodeStream(iconvName[info.encoding]));
  decoded.on("error", (err) => parser.destroy(err));
  stream.on("error", (err) => parser.destroy(err));
  decoded.pipe(parser);
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    row++;
    const cells = trimTrailingEmpty(record);
    if (cells.length > IMPORT_MAX_COLUMNS) {
      stream.destroy();
      throw tooManyColumns(cells.length);
    }
    yield { row, cells };
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join("");
    if (v.text !== undefined) return cellText(v.text);
    if ("result" in v) return cellText(v.result);
    return "";
  }
  return String(value);
}

async function* xlsxRecords(stream: Readable): AsyncGenerator<SourceRecord> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values ?? []) as unknown[];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
        const trimmed = trimTrailingEmpty(cells);
        if (trimmed.length > IMPORT_MAX_COLUMNS) throw tooManyColumns(trimmed.length);
        yield { row: row.number, cells: trimmed };
      }
      return; // first sheet only
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError("UNPROCESSABLE", "Could not read this Excel file", {
      detail: err instanceof Error ? err.message : undefined,
    });
  } finally {
    stream.destroy();
  }
}

/** Every record of the file with its spreadsheet row number (blank rows included; callers skip them). */
export function readRecords(stream: Readable, info: FileInfo): AsyncGenerator<SourceRecord> {
  return info.kind === "xlsx" ? xlsxRecords(stream) : csvRecords(stream, info);
}

export const isBlankRecord = (cells: string[]) => cells.every((c) => c.trim() === "");
