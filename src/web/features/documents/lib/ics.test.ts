import { describe, expect, it } from "vitest";
import { buildIcs } from "#web/features/documents/lib/ics.ts";

describe("buildIcs", () => {
  const ics = buildIcs({
    leaseId: "L1",
    leaseTitle: "Acme, Suite 400",
    now: new Date("2025-01-02T03:04:05.000Z"),
    dates: [
      { key: "expiration", title: "Lease expiration", date: "2030-12-31" },
      {
        key: "renewal-1",
        title: "Renewal notice deadline",
        date: "2030-03-31",
        description: "Two options; 9 months' notice",
      },
      { key: "bad", title: "Unknown", date: "sometime" },
    ],
  });

  it("writes one all-day event per valid date with CRLF line ends", () => {
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("DTSTART;VALUE=DATE:20301231\r\nDTEND;VALUE=DATE:20310101");
    expect(ics).toContain("DTSTAMP:20250102T030405Z");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes commas and semicolons in text", () => {
    expect(ics).toContain("SUMMARY:Lease expiration — Acme\\, Suite 400");
    expect(ics).toContain("DESCRIPTION:Two options\\; 9 months' notice");
  });
});
