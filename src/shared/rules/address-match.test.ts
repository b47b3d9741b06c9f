import { describe, expect, it } from "vitest";
import { addressQuery, inBatches, mergeById, sameBuilding } from "#shared/rules/address-match.ts";

describe("address matching", () => {
  it("builds a query from the building part of the street, none for blank", () => {
    expect(addressQuery("1200 Main Street, Suite 300", "Austin")).toEqual({
      street: "1200 main st",
      city: "austin",
      words: ["1200", "main", "st"],
    });
    expect(addressQuery("   ", "Austin")).toBeNull();
    expect(addressQuery(null)).toBeNull();
  });

  it("merges the three reads by id, first wins", () => {
    const merged = mergeById([
      [{ id: "a", n: 1 }],
      [
        { id: "b", n: 2 },
        { id: "a", n: 3 },
      ],
      [{ id: "c", n: 4 }],
    ]);
    expect(merged).toEqual([
      { id: "a", n: 1 },
      { id: "b", n: 2 },
      { id: "c", n: 4 },
    ]);
  });

  it("processes addresses in batches of 5", () => {
    expect(inBatches([1, 2, 3, 4, 5, 6, 7]).map((b) => b.length)).toEqual([5, 2]);
    expect(inBatches([])).toEqual([]);
  });

  it("keeps the same building (any unit, same city) and drops look-alikes", () => {
    const q = addressQuery("12 Main St", "Austin");
    if (!q) throw new Error("query");
    expect(sameBuilding(q, { streetKey: "12 main st ste 4", cityKey: "austin" })).toBe(true);
    expect(sameBuilding(q, { streetKey: "12 main st", cityKey: null })).toBe(true);
    expect(sameBuilding(q, { streetKey: "112 main st", cityKey: "austin" })).toBe(false);
    expect(sameBuilding(q, { streetKey: "12 main st", cityKey: "dallas" })).toBe(false);
    expect(sameBuilding(q, { streetKey: null, cityKey: "austin" })).toBe(false);
  });
});
