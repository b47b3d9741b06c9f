import { describe, expect, it } from "vitest";
import {
  addMonths,
  dayLabel,
  formatTime,
  formatUsDate,
  HALF_HOURS,
  monthGrid,
  moveFocus,
  parseUsDate,
  readUsDate,
} from "#web/components/ui/date-picker-model.ts";

describe("MM/dd/yyyy text", () => {
  it("parses padded and unpadded US dates", () => {
    expect(parseUsDate("11/24/2026")).toBe("2026-11-24");
    expect(parseUsDate(" 3/7/2027 ")).toBe("2027-03-07");
    expect(parseUsDate("03-07-2027")).toBe("2027-03-07");
  });

  it("refuses impossible, malformed and out-of-range dates", () => {
    expect(parseUsDate("02/29/2026")).toBeNull();
    expect(parseUsDate("02/29/2028")).toBe("2028-02-29");
    expect(parseUsDate("13/01/2026")).toBeNull();
    expect(parseUsDate("04/31/2026")).toBeNull();
    expect(parseUsDate("2026-11-24")).toBeNull();
    expect(parseUsDate("11/24/26")).toBeNull();
    expect(parseUsDate("11/24/1899")).toBeNull();
    expect(parseUsDate("11/24/2201")).toBeNull();
    expect(parseUsDate("tomorrow")).toBeNull();
  });

  it("formats days and tells blank from wrong", () => {
    expect(formatUsDate("2026-01-05")).toBe("01/05/2026");
    expect(formatUsDate(null)).toBe("");
    expect(readUsDate("  ")).toEqual({ ok: true, value: null });
    expect(readUsDate("1/5/2026")).toEqual({ ok: true, value: "2026-01-05" });
    expect(readUsDate("1/32/2026")).toEqual({ ok: false });
  });
});

describe("30-minute times", () => {
  it("lists 48 steps from midnight and formats them in 12-hour time", () => {
    expect(HALF_HOURS).toHaveLength(48);
    expect(HALF_HOURS[0]).toBe("00:00");
    expect(HALF_HOURS[29]).toBe("14:30");
    expect(HALF_HOURS.at(-1)).toBe("23:30");
    expect(formatTime("00:00")).toBe("12:00 AM");
    expect(formatTime("12:30")).toBe("12:30 PM");
    expect(formatTime("14:30")).toBe("2:30 PM");
  });
});

describe("calendar", () => {
  it("covers the month in Sunday-first weeks", () => {
    const weeks = monthGrid("2026-11-24");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe("2026-11-01");
    expect(weeks.at(-1)?.at(-1)).toBe("2026-12-05");
    const feb = monthGrid("2026-02-10");
    expect(feb[0]?.[0]).toBe("2026-02-01");
    expect(feb).toHaveLength(4);
    expect(monthGrid("2026-08-01")[0]?.[0]).toBe("2026-07-26");
  });

  it("moves by day, week, week ends, month and year; clamps month ends", () => {
    expect(moveFocus("2026-12-31", "ArrowRight")).toBe("2027-01-01");
    expect(moveFocus("2026-03-01", "ArrowLeft")).toBe("2026-02-28");
    expect(moveFocus("2026-11-24", "ArrowUp")).toBe("2026-11-17");
    expect(moveFocus("2026-11-24", "ArrowDown")).toBe("2026-12-01");
    expect(moveFocus("2026-11-24", "Home")).toBe("2026-11-22");
    expect(moveFocus("2026-11-24", "End")).toBe("2026-11-28");
    expect(moveFocus("2026-01-31", "PageDown")).toBe("2026-02-28");
    expect(moveFocus("2028-02-29", "PageUp", true)).toBe("2027-02-28");
    expect(moveFocus("2026-11-24", "Enter")).toBeNull();
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
  });

  it("names days for screen readers", () => {
    expect(dayLabel("2026-11-24")).toBe("Tuesday, November 24, 2026");
  });
});
