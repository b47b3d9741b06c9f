import { describe, expect, it } from "vitest";
import { boundedTotal } from "./contacts-common.repository.ts";

describe("boundedTotal", () => {
  const never = async () => {
    throw new Error("counted");
  };
  it("takes the total from a last, partial page without counting", async () => {
    expect(await boundedTotal({ offset: 40, limit: 20, rows: 7 }, never)).toBe(47);
    expect(await boundedTotal({ offset: 0, limit: 20, rows: 0 }, never)).toBe(0);
  });
  it("counts (bounded) when the page is full or past the end", async () => {
    expect(await boundedTotal({ offset: 0, limit: 20, rows: 20 }, async () => 10_001)).toBe(10_001);
    expect(await boundedTotal({ offset: 200, limit: 20, rows: 0 }, async () => 35)).toBe(35);
  });
});
