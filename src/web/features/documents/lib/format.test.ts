import { describe, expect, it } from "vitest";
import { formatBytes, formatFieldValue, titleFromFileName } from "#web/features/documents/lib/format.ts";

describe("document formatting", () => {
  it("defaults the title to the file name without extension", () => {
    expect(titleFromFileName("Acme Lease - Suite 400.pdf")).toBe("Acme Lease - Suite 400");
    expect(titleFromFileName("archive.v2.PDF")).toBe("archive.v2");
    expect(titleFromFileName(".pdf")).toBe(".pdf");
  });

  it("formats normalised values by kind, falling back to the text as read", () => {
    expect(formatFieldValue("money", "$1,234,567", 1234567)).toBe("$1,234,567");
    expect(formatFieldValue("date", "January 1, 2025", "2025-01-01")).toBe("Jan 1, 2025");
    expect(formatFieldValue("area", "12,500 RSF", 12500)).toBe("12,500 SF");
    expect(formatFieldValue("percent", "6.25%", 6.25)).toBe("6.25%");
    expect(formatFieldValue("text", "NNN", null)).toBe("NNN");
  });

  it("formats sizes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2_621_440)).toBe("2.5 MB");
  });
});
