import { describe, expect, it } from "vitest";
import { addRung } from "#web/features/tasks/lib/ladder.ts";

describe("adding a reminder to a critical date", () => {
  it("keeps the ladder latest-first", () => {
    expect(addRung([180, 90, 30], "60")).toEqual({ days: [180, 90, 60, 30] });
    expect(addRung([], "0")).toEqual({ days: [0] });
  });

  it("refuses blanks, fractions, out-of-range, duplicates and an eleventh rung", () => {
    const range = { error: "Enter a whole number of days from 0 to 730" };
    expect(addRung([30], "")).toEqual(range);
    expect(addRung([30], "1.5")).toEqual(range);
    expect(addRung([30], "-1")).toEqual(range);
    expect(addRung([30], "731")).toEqual(range);
    expect(addRung([30], "30")).toEqual({ error: "There is already a reminder 30 days before" });
    expect(addRung([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "11")).toEqual({ error: "At most 10 reminders" });
  });
});
