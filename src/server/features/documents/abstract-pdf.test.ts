import { describe, expect, it } from "vitest";
import { leaseAbstractPdf, pdfDate, pdfFieldValue, winAnsi } from "#server/features/documents/abstract-pdf.ts";
import { extractPdfText } from "#server/analysis/pdf/pdf-text.ts";
import type { LeaseDto, LeaseFieldView } from "#shared/contract/documents-leases.ts";
import { type LeaseAbstract, leaseFieldKeys } from "#shared/contract/lease-abstract.ts";

const ai = (value: string, normalized: string | number | null, page = 2) => ({
  value,
  normalized,
  page,
  snippet: value,
  confidence: 0.9,
});
const dana = { id: "u1", name: "Dana Broker", email: "dana@example.com" };

function lease(over: Partial<LeaseDto> = {}): LeaseDto {
  const abstract = {
    ...Object.fromEntries(leaseFieldKeys.map((k) => [k, null])),
    tenant: ai("Kestrel Analytics, Inc.", null, 1),
    landlord: ai("Harbor Point LLC", null, 1),
    expirationDate: ai("March 31, 2031", "2031-03-31", 3),
    rentableSquareFeet: ai("12,450 rentable square feet", 12450, 1),
    securityDeposit: ai("$45,000.00", 45000, 5),
    permittedUse: ai("general office", null, 2),
    baseRentSchedule: [
      {
        period: "Months 1–12",
        start: null,
        end: null,
        annual: 398400,
        monthly: 33200,
        perSquareFoot: 32,
        page: 4,
        snippet: "",
      },
    ],
    renewalOptions: [
      {
        count: 1,
        termMonths: 60,
        noticeMonths: 9,
        noticeDeadline: "2030-06-30",
        rent: "fair market value",
        text: "One renewal option of five years",
        page: 7,
        snippet: "",
      },
    ],
    terminationOptions: [],
    expansionOptions: [],
    summary: { style: "concise", sections: [] },
    warnings: [],
    meta: { engine: "local", pageCount: 9, ocrPages: [], detail: "concise" },
  } as unknown as LeaseAbstract;
  const fields: LeaseFieldView[] = leaseFieldKeys.map((key) => {
    const found = abstract[key];
    return { key, ai: found, correction: null, value: found?.value ?? null };
  });
  const use = fields.find((f) => f.key === "permittedUse")!;
  use.correction = { value: "Software development offices", correctedBy: dana, correctedAt: "2026-01-05T10:00:00Z" };
  use.value = use.correction.value;
  return {
    id: "00000000-0000-4000-8000-000000000001",
    type: "lease",
    title: "Kestrel Analytics — Suite 310",
    status: "completed",
    extractionDetail: "concise",
    folderId: null,
    owner: dana,
    accessLevel: "owner",
    fileSize: 1000,
    originalFileName: "k.pdf",
    errorReason: null,
    processingStartedAt: null,
    processingCompletedAt: "2026-01-04T09:00:00Z",
    createdAt: "2026-01-04T08:59:00Z",
    updatedAt: "2026-01-05T10:00:00Z",
    aiExtractedData: abstract,
    fields,
    criticalDates: [
      {
        kind: "renewal_notice",
        label: "Renewal notice deadline",
        date: "2030-06-30",
        page: 7,
        snippet: null,
        corrected: false,
      },
      { kind: "expiration", label: "Expiration", date: "2031-03-31", page: 3, snippet: null, corrected: false },
    ],
    ...over,
  };
}

const textOf = async (pdf: Buffer) =>
  (await extractPdfText(new Uint8Array(pdf))).pages
    .map((p) => p.text)
    .join("\n")
    .replace(/\s+/g, " ");

describe("pdfDate / pdfFieldValue / winAnsi", () => {
  it("formats dates like the app and keeps other text", () => {
    expect(pdfDate("2031-03-31")).toBe("Mar 31, 2031");
    expect(pdfDate("2026-01-04T09:00:00Z")).toBe("Jan 4, 2026");
    expect(pdfDate("soon")).toBe("soon");
    expect(pdfDate(null)).toBe("-");
  });

  it("prefers the correction, formats normalised AI values, and says null when nothing was found", () => {
    const l = lease();
    const view = (key: string) => l.fields.find((f) => f.key === key);
    expect(pdfFieldValue(view("permittedUse"), "text")).toBe("Software development offices");
    expect(pdfFieldValue(view("securityDeposit"), "money")).toBe("$45,000");
    expect(pdfFieldValue(view("rentableSquareFeet"), "area")).toBe("12,450 SF");
    expect(pdfFieldValue(view("expirationDate"), "date")).toBe("Mar 31, 2031");
    expect(pdfFieldValue(view("guarantor"), "text")).toBeNull();
    expect(pdfFieldValue(undefined, "text")).toBeNull();
  });

  it("maps typography to the standard fonts' WinAnsi set", () => {
    expect(winAnsi("Kestrel — “Suite” 310 … ✓")).toBe('Kestrel - "Suite" 310 ... ?');
  });
});

describe("leaseAbstractPdf", () => {
  it("draws the title, parties, corrections, critical dates, rent schedule and options", async () => {
    const pdf = await leaseAbstractPdf(lease(), new Date("2026-02-01T12:00:00Z"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await textOf(pdf);
    for (const expected of [
      "LEASE ABSTRACT",
      "Kestrel Analytics - Suite 310",
      "Prepared Feb 1, 2026",
      "Harbor Point LLC",
      "Software development offices",
      "(corrected)",
      "Renewal notice deadline",
      "Jun 30, 2030",
      "Mar 31, 2031",
      "12,450 SF",
      "$398,400",
      "$33,200",
      "One renewal option of five years",
      "Not found",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("general office");
  });

  it("includes the warnings the page shows", async () => {
    const l = lease();
    const data = l.aiExtractedData as NonNullable<typeof l.aiExtractedData>;
    const withWarnings = {
      ...l,
      aiExtractedData: { ...data, warnings: ["Two different letter of credit amounts: $100,000 and $150,000."] },
    };
    const text = await textOf(await leaseAbstractPdf(withWarnings, new Date("2026-02-01T12:00:00Z")));
    expect(text).toContain("WARNINGS");
    expect(text).toContain("Two different letter of credit amounts");
  });

  it("says the analysis is not finished when there is nothing to show", async () => {
    const text = await textOf(
      await leaseAbstractPdf(lease({ status: "active", aiExtractedData: null, fields: [], criticalDates: [] })),
    );
    expect(text).toContain("The analysis has not finished yet");
  });
});
