// CSV writing for contact exports and import summaries (RFC 4180), with formula-injection neutralising.

/** A cell a spreadsheet would run as a formula (= + - @, or tab/CR tricks) gets a leading apostrophe. */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV line (CRLF-terminated); every cell neutralised and quoted when needed. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells
    .map((cell) => {
      if (cell === null || cell === undefined) return "";
      const text = typeof cell === "number" ? String(cell) : neutralizeCell(cell);
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(",")}\r\n`;
}
