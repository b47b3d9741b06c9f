import { describe, expect, it } from "vitest";
import { addMonths, dayInZone, dueGroup, dueRange, hourInZone, isIsoDay } from "#shared/rules/task-dates.ts";

describe("due days", () => {
  it("accepts real days only", () => {
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2027-02-29")).toBe(false);
    expect(isIsoDay("2026-04-31")).toBe(false);
    expect(isIsoDay("2026-4-3")).toBe(false);
    expect(isIsoDay("0001-01-01")).toBe(false);
  });

  it("'today' is the user's day around midnight", () => {
    const instant = new Date("2026-03-01T06:30:00Z"); // 22:30 on Feb 28 in Los Angeles, 19:30 Mar 1 in Auckland
    expect(dayInZone(instant, "America/Los_Angeles")).toBe("2026-02-28");
    expect(dayInZone(instant, "Pacific/Auckland")).toBe("2026-03-01");
    expect(dayInZone(new Date("2026-12-31T23:59:59Z"), "UTC")).toBe("2026-12-31");
    expect(dayInZone(new Date("2027-01-01T00:00:00Z"), "UTC")).toBe("2027-01-01");
    expect(hourInZone(new Date("2026-07-01T12:00:00Z"), "America/New_York")).toBe(8);
  });

  it("filters: overdue, today, next7days, thismonth, noduedate", () => {
    expect(dueRange("overdue", "2026-03-01")).toEqual({ kind: "before", day: "2026-03-01" });
    expect(dueRange("today", "2026-03-01")).toEqual({ kind: "between", from: "2026-03-01", to: "2026-03-01" });
    expect(dueRange("next7days", "2026-12-28")).toEqual({ kind: "between", from: "2026-12-28", to: "2027-01-03" });
    expect(dueRange("thismonth", "2028-02-10")).toEqual({ kind: "between", from: "2028-02-01", to: "2028-02-29" });
    expect(dueRange("thismonth", "2026-02-28")).toEqual({ kind: "between", from: "2026-02-01", to: "2026-02-28" });
    expect(dueRange("thismonth", "2026-12-31")).toEqual({ kind: "between", from: "2026-12-01", to: "2026-12-31" });
    expect(dueRange("noduedate", "2026-03-01")).toEqual({ kind: "none" });
    expect(dueRange("all", "2026-03-01")).toEqual({ kind: "any" });
  });

  it("month arithmetic clamps to the month's end", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
  });

  it("groups: overdue, today, tomorrow, this week, later", () => {
    const today = "2026-02-27";
    expect(dueGroup("2026-02-26", today)).toBe("overdue");
    expect(dueGroup("2026-02-26", today, true)).toBe("earlier");
    expect(dueGroup("2026-02-27", today)).toBe("today");
    expect(dueGroup("2026-02-28", today)).toBe("tomorrow");
    expect(dueGroup("2026-03-05", today)).toBe("this_week");
    expect(dueGroup("2026-03-06", today)).toBe("later");
    expect(dueGroup(null, today)).toBe("no_due_date");
  });
});

describe("zoned wall time", () => {
  it("converts a local due time to UTC across DST", async () => {
    const { zonedTimeToUtc, timeInZone } = await import("#shared/rules/task-dates.ts");
    expect(zonedTimeToUtc("2026-07-01", "14:30", "America/New_York").toISOString()).toBe("2026-07-01T18:30:00.000Z");
    expect(zonedTimeToUtc("2026-12-01", "14:30", "America/New_York").toISOString()).toBe("2026-12-01T19:30:00.000Z");
    expect(zonedTimeToUtc("2026-03-01", "00:30", "Pacific/Auckland").toISOString()).toBe("2026-02-28T11:30:00.000Z");
    expect(timeInZone(new Date("2026-07-01T18:30:00Z"), "America/New_York")).toBe("14:30");
  });
});
