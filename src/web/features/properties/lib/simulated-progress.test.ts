import { describe, expect, it } from "vitest";
import { creep, PROGRESS_CAP } from "#web/features/properties/lib/simulated-progress.ts";

describe("simulated progress", () => {
  it("creeps up at random and never past 85", () => {
    expect(creep(30, 0)).toBe(31);
    expect(creep(30, 0.99)).toBe(34);
    expect(creep(84, 0.99)).toBe(PROGRESS_CAP);
    expect(creep(85, 0.5)).toBe(85);
  });
});
