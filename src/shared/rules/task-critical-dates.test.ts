import { describe, expect, it } from "vitest";
import { criticalDateTasks } from "#shared/rules/task-critical-dates.ts";

describe("critical-date tasks", () => {
  it("tracks the expiration and every notice deadline, moved off weekends and holidays", () => {
    const plans = criticalDateTasks("Kestrel Tower lease", [
      { kind: "commencement", label: "Commencement date", date: "2024-01-01" },
      { kind: "expiration", label: "Lease expiration", date: "2031-12-31" },
      { kind: "renewal_notice", label: "Renewal option notice deadline (2 of 2)", date: "2036-03-31" },
      { kind: "renewal_notice", label: "Renewal option notice deadline (1 of 2)", date: "2031-03-29" },
      { kind: "termination_notice", label: "Termination option notice deadline", date: "2028-12-25" },
    ]);
    expect(plans.map((p) => [p.key, p.dueDate])).toEqual([
      ["termination_notice:1", "2028-12-22"], // Christmas (Monday) → Friday before
      ["renewal_notice:1", "2031-03-28"], // Saturday → Friday
      ["expiration", "2031-12-31"],
      ["renewal_notice:2", "2036-03-31"],
    ]);
    expect(plans[0]?.note).toMatch(
      /Christmas Day \(a US federal holiday\); moved to the business day before, 2028-12-22/,
    );
    expect(plans[2]?.note).toBeNull();
    expect(plans[1]?.title).toBe("Renewal option notice deadline (1 of 2) — Kestrel Tower lease");
    expect(plans[1]?.leaseDate).toBe("2031-03-29");
  });
});
