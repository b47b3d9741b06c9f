import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  businessDayOnOrBefore,
  holidayName,
  usFederalHolidays,
} from "#shared/rules/task-business-days.ts";

describe("US federal holidays and business days", () => {
  it("knows the observed holidays", () => {
    const h2026 = usFederalHolidays(2026);
    expect(h2026.get("2026-07-03")).toBe("Independence Day"); // July 4 is a Saturday
    expect(h2026.get("2026-11-26")).toBe("Thanksgiving Day");
    expect(h2026.get("2026-01-19")).toBe("Martin Luther King Jr. Day");
    expect(h2026.get("2026-06-19")).toBe("Juneteenth National Independence Day");
    expect(holidayName("2027-12-31")).toBe("New Year's Day"); // Jan 1 2028 is a Saturday
    expect(holidayName("2027-12-24")).toBe("Christmas Day"); // Dec 25 2027 is a Saturday
    expect(holidayName("2026-03-02")).toBeNull();
  });
  it("moves a deadline on a weekend or holiday to the business day before, and says so", () => {
    expect(businessDayOnOrBefore("2026-03-04")).toEqual({ date: "2026-03-04", note: null });
    const sat = businessDayOnOrBefore("2026-03-07");
    expect(sat.date).toBe("2026-03-06");
    expect(sat.note).toBe("The deadline 2026-03-07 falls on a Saturday; moved to the business day before, 2026-03-06.");
    const xmas = businessDayOnOrBefore("2026-12-25");
    expect(xmas.date).toBe("2026-12-24");
    expect(xmas.note).toMatch(/Christmas Day \(a US federal holiday\)/);
    // Monday holiday after a weekend goes back to Friday
    expect(businessDayOnOrBefore("2026-09-07").date).toBe("2026-09-04");
    expect(businessDayOnOrBefore("2027-01-01").date).toBe("2026-12-31");
  });
  it("adds business days across weekends and holidays", () => {
    expect(addBusinessDays("2026-11-25", 1)).toBe("2026-11-27");
    expect(addBusinessDays("2026-03-06", 1)).toBe("2026-03-09");
    expect(addBusinessDays("2026-03-09", -1)).toBe("2026-03-06");
    expect(addBusinessDays("2026-03-02", 5)).toBe("2026-03-09");
  });
});
