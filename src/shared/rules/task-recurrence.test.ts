import { describe, expect, it } from "vitest";
import { describeRecurrence, nextDueDate, nthWeekdayOfMonth, recurrenceError } from "#shared/rules/task-recurrence.ts";

describe("recurrence", () => {
  it("next due days", () => {
    expect(nextDueDate({ kind: "days", interval: 3 }, "2026-12-30")).toBe("2027-01-02");
    expect(nextDueDate({ kind: "weeks", interval: 2 }, "2026-02-20")).toBe("2026-03-06");
    expect(nextDueDate({ kind: "months", interval: 1 }, "2026-01-31")).toBe("2026-02-28");
    expect(nextDueDate({ kind: "months", interval: 12 }, "2028-02-29")).toBe("2029-02-28");
    // second Tuesday of every month
    expect(nextDueDate({ kind: "month_weekday", interval: 1, week: 2, weekday: 2 }, "2026-01-13")).toBe("2026-02-10");
    // last Friday every 3 months
    expect(nextDueDate({ kind: "month_weekday", interval: 3, week: 5, weekday: 5 }, "2026-01-30")).toBe("2026-04-24");
  });
  it("nth weekday", () => {
    expect(nthWeekdayOfMonth(2026, 11, 4, 4)).toBe("2026-11-26");
    expect(nthWeekdayOfMonth(2026, 5, 5, 1)).toBe("2026-05-25");
    expect(nthWeekdayOfMonth(2026, 3, 1, 0)).toBe("2026-03-01");
  });
  it("refuses interval 0 and absurd intervals", () => {
    expect(recurrenceError({ kind: "days", interval: 0 })).toBe("Repeat interval must be at least 1");
    expect(recurrenceError({ kind: "months", interval: 12000 })).toMatch(/at most 24 months/);
    expect(recurrenceError({ kind: "month_weekday", interval: 1, week: 6, weekday: 1 })).toMatch(/Week/);
    expect(recurrenceError({ kind: "weeks", interval: 2 })).toBeNull();
  });
  it("describes itself", () => {
    expect(describeRecurrence({ kind: "weeks", interval: 1 })).toBe("Every week");
    expect(describeRecurrence({ kind: "month_weekday", interval: 1, week: 5, weekday: 5 })).toBe(
      "Every month on the last Friday",
    );
  });
});
