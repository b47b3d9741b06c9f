import { describe, expect, it } from "vitest";
import { sortChoices } from "./sort-select.tsx";

describe("sortChoices", () => {
  it("offers every field in both directions, worded by kind, dates newest first", () => {
    expect(
      sortChoices([
        { label: "Name", field: "name" },
        { label: "Size", field: "sizeSf", kind: "number" },
        { label: "Updated", field: "updatedAt", kind: "date" },
      ]),
    ).toEqual([
      { value: "name", label: "Name (A–Z)" },
      { value: "-name", label: "Name (Z–A)" },
      { value: "sizeSf", label: "Size (smallest first)" },
      { value: "-sizeSf", label: "Size (largest first)" },
      { value: "-updatedAt", label: "Updated (newest first)" },
      { value: "updatedAt", label: "Updated (oldest first)" },
    ]);
  });
});
