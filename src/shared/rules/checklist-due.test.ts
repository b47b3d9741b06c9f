import { describe, expect, it } from "vitest";
import { checklistDueDate, describeOffset } from "#shared/rules/checklist-due.ts";

const applied = { appliedOn: "2026-11-25", keyDate: "2027-01-04" }; // Wednesday before Thanksgiving

describe("checklist due dates", () => {
  it("counts calendar days after the applied date", () => {
    expect(checklistDueDate({ offsetDays: 7, offsetUnit: "calendar", anchor: "applied" }, applied)).toBe("2026-12-02");
    expect(checklistDueDate({ offsetDays: 0, offsetUnit: "calendar", anchor: "applied" }, applied)).toBe("2026-11-25");
  });

  it("skips the weekend and Thanksgiving for business days", () => {
    expect(checklistDueDate({ offsetDays: 1, offsetUnit: "business", anchor: "applied" }, applied)).toBe("2026-11-27");
    expect(checklistDueDate({ offsetDays: 3, offsetUnit: "business", anchor: "applied" }, applied)).toBe("2026-12-01");
  });

  it("counts back from the key date, skipping New Year's Day and Christmas", () => {
    // 2027-01-04 is a Monday; New Year (Fri Jan 1) and Christmas (Fri Dec 25) are holidays.
    expect(checklistDueDate({ offsetDays: 1, offsetUnit: "business", anchor: "key_date" }, applied)).toBe("2026-12-31");
    expect(checklistDueDate({ offsetDays: 5, offsetUnit: "business", anchor: "key_date" }, applied)).toBe("2026-12-24");
    expect(checklistDueDate({ offsetDays: 270, offsetUnit: "calendar", anchor: "key_date" }, applied)).toBe(
      "2026-04-09",
    );
  });

  it("has no due date without an offset and needs the key date for key-date items", () => {
    expect(checklistDueDate({ offsetDays: null, offsetUnit: "calendar", anchor: "key_date" }, applied)).toBeNull();
    expect(() =>
      checklistDueDate({ offsetDays: 3, offsetUnit: "calendar", anchor: "key_date" }, { appliedOn: "2026-11-25" }),
    ).toThrow();
  });

  it("describes offsets", () => {
    expect(describeOffset({ offsetDays: 5, offsetUnit: "business", anchor: "applied" })).toBe(
      "5 business days after applied",
    );
    expect(describeOffset({ offsetDays: 1, offsetUnit: "calendar", anchor: "key_date" }, "Lease expiration")).toBe(
      "1 day before Lease expiration",
    );
    expect(describeOffset({ offsetDays: null, offsetUnit: "calendar", anchor: "applied" })).toBe("No due date");
  });
});
