import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { criticalDatesFor, toIcs, toIsoDate } from "#server/features/documents/critical-dates.ts";
import { pdfGuard } from "#server/features/documents/pdf-upload.ts";
import type { LeaseAbstract, LeaseOption } from "#shared/contract/lease-abstract.ts";

const field = (value: string, normalized: string | number | null, page = 1) => ({
  value,
  normalized,
  page,
  snippet: `snippet of ${value}`,
  confidence: 0.9,
});
const option = (noticeDeadline: string | null, page = 3): LeaseOption => ({
  count: 1,
  termMonths: 60,
  noticeMonths: 9,
  noticeDeadline,
  rent: null,
  text: "option",
  page,
  snippet: "option snippet",
});

function abstract(over: Partial<LeaseAbstract>): LeaseAbstract {
  return {
    expirationDate: null,
    commencementDate: null,
    rentCommencementDate: null,
    renewalOptions: [],
    terminationOptions: [],
    expansionOptions: [],
    ...over,
  } as LeaseAbstract;
}

describe("toIsoDate", () => {
  it.each([
    ["2029-02-28", "2029-02-28"],
    ["02/28/2029", "2029-02-28"],
    ["February 28, 2029", "2029-02-28"],
    ["2029-02-30", null],
    ["not a date", null],
  ])("%s → %s", (input, out) => {
    expect(toIsoDate(input)).toBe(out);
  });
});

describe("criticalDatesFor", () => {
  it("lists expiration and every option's notice deadline by date", () => {
    const dates = criticalDatesFor(
      abstract({
        expirationDate: field("February 28, 2029", "2029-02-28", 2),
        renewalOptions: [option("2028-05-28"), option("2033-05-28")],
        terminationOptions: [option(null)],
      }),
      new Map(),
    );
    expect(dates.map((d) => [d.kind, d.date, d.label])).toEqual([
      ["renewal_notice", "2028-05-28", "Renewal option notice deadline (1 of 2)"],
      ["expiration", "2029-02-28", "Lease expiration"],
      ["renewal_notice", "2033-05-28", "Renewal option notice deadline (2 of 2)"],
    ]);
    expect(dates[1]).toMatchObject({ page: 2, corrected: false });
  });

  it("applies corrections: a corrected date wins, a cleared one disappears", () => {
    const a = abstract({
      expirationDate: field("2029-02-28", "2029-02-28"),
      commencementDate: field("2024-03-01", "2024-03-01"),
    });
    const dates = criticalDatesFor(
      a,
      new Map([
        ["expirationDate", "06/30/2030"],
        ["commencementDate", null],
      ]),
    );
    expect(dates).toEqual([
      { kind: "expiration", label: "Lease expiration", date: "2030-06-30", page: null, snippet: null, corrected: true },
    ]);
  });

  it("has nothing before the analysis", () => {
    expect(criticalDatesFor(null, new Map())).toEqual([]);
  });
});

describe("toIcs", () => {
  it("renders all-day events with escaped text and folded CRLF lines", () => {
    const ics = toIcs({
      leaseId: "l1",
      title: 'Suite 410, Market; "HQ"',
      url: "http://localhost/lease/l1",
      dates: [
        {
          kind: "expiration",
          label: "Lease expiration",
          date: "2029-02-28",
          page: 2,
          snippet: "x".repeat(120),
          corrected: false,
        },
      ],
      now: new Date("2024-01-01T00:00:00Z"),
    });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("DTSTART;VALUE=DATE:20290228\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20290301\r\n");
    expect(ics).toContain('SUMMARY:Suite 410\\, Market\\; "HQ": Lease expiration');
    expect(ics).toContain("DTSTAMP:20240101T000000Z");
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});

describe("pdfGuard", () => {
  const collect = async (chunks: string[]) => {
    const out: Buffer[] = [];
    for await (const c of pdfGuard(Readable.from(chunks.map((s) => Buffer.from(s))))) out.push(c);
    return Buffer.concat(out).toString();
  };
  it("passes a PDF through even when the magic is split across chunks", async () => {
    expect(await collect(["%P", "DF-1.7\n", "rest"])).toBe("%PDF-1.7\nrest");
  });
  it("refuses anything else, including an empty or tiny file", async () => {
    await expect(collect(["hello world"])).rejects.toThrow("Only PDF files are supported");
    await expect(collect([])).rejects.toThrow("Only PDF files are supported");
    await expect(collect(["%PD"])).rejects.toThrow("Only PDF files are supported");
  });
});

describe("criticalDatesFor recomputes what follows from a correction", () => {
  const base = () =>
    abstract({
      commencementDate: field("January 1, 2025", "2025-01-01"),
      termMonths: field("60 months", 60),
      expirationDate: field("December 31, 2029", "2029-12-31"),
      renewalOptions: [option("2029-03-31")],
    });
  it("moves the expiration and the renewal deadline when commencement is corrected", () => {
    const dates = criticalDatesFor(base(), new Map([["commencementDate", "2025-04-01"]]));
    expect(dates.find((d) => d.kind === "expiration")).toMatchObject({ date: "2030-03-31", corrected: true });
    expect(dates.find((d) => d.kind === "renewal_notice")).toMatchObject({ date: "2029-06-30", corrected: true });
  });
  it("lists a renewal deadline after the expiration itself is corrected", () => {
    const a = { ...base(), renewalOptions: [option(null)] };
    const dates = criticalDatesFor(a, new Map([["expirationDate", "2031-06-30"]]));
    expect(dates.find((d) => d.kind === "renewal_notice")?.date).toBe("2030-09-30");
  });
  it("derives the expiration from commencement + term when the lease states none", () => {
    const a = { ...base(), expirationDate: null, renewalOptions: [] };
    const dates = criticalDatesFor(a, new Map([["termMonths", "36 months"]]));
    expect(dates.find((d) => d.kind === "expiration")?.date).toBe("2027-12-31");
  });
  it("counts a notice stated in days in days", () => {
    // The analyzer stores 45 days as 1.5 months.
    const a = {
      ...base(),
      renewalOptions: [
        { ...option(null), noticeMonths: 6 },
        { ...option(null), noticeMonths: 1.5 },
      ],
    };
    const dates = criticalDatesFor(a, new Map());
    expect(dates.filter((d) => d.kind === "renewal_notice").map((d) => d.date)).toEqual(["2029-06-30", "2029-11-16"]);
  });
  it("lists contraction and first-right deadlines as *_notice kinds, the tasks feature tracks them all", () => {
    const a = {
      ...base(),
      contractionOptions: [{ ...option("2027-03-31"), count: null, termMonths: null }],
      firstRefusalRights: [{ ...option("2028-06-30"), deadlineFrom: "stated_date" as const }],
      firstOfferRights: [{ ...option(null), noticeMonths: 24, deadlineFrom: "expiration" as const }],
    };
    const dates = criticalDatesFor(a, new Map());
    expect(dates.filter((d) => d.kind.endsWith("_notice")).map((d) => [d.kind, d.date, d.label])).toEqual([
      ["contraction_notice", "2027-03-31", "Contraction option notice deadline"],
      ["rofo_notice", "2027-12-31", "Right of first offer deadline"],
      ["rofr_notice", "2028-06-30", "Right of first refusal deadline"],
      ["renewal_notice", "2029-03-31", "Renewal option notice deadline"],
    ]);
  });
  it("moves a first right measured from the end of the term with a corrected expiration, not a stated one", () => {
    const a = {
      ...base(),
      renewalOptions: [{ ...option("2029-01-15"), deadlineFrom: "stated_date" as const }],
      firstOfferRights: [{ ...option("2027-12-31"), noticeMonths: 24, deadlineFrom: "expiration" as const }],
    };
    const dates = criticalDatesFor(a, new Map([["expirationDate", "2030-12-31"]]));
    expect(dates.find((d) => d.kind === "rofo_notice")).toMatchObject({ date: "2028-12-31", corrected: true });
    expect(dates.find((d) => d.kind === "renewal_notice")?.date).toBe("2029-01-15");
  });
});
