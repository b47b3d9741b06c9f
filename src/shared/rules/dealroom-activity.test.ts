import { describe, expect, it } from "vitest";
import { describeActivity } from "#shared/rules/dealroom-activity.ts";

describe("describeActivity", () => {
  it.each([
    [
      { actionType: "created", entityType: "dealroom", details: { name: "Acme room" } },
      "created the deal room Acme room",
    ],
    [
      { actionType: "uploaded", entityType: "document", details: { name: "LOI.pdf", version: 2 } },
      "uploaded LOI.pdf (version 2)",
    ],
    [
      { actionType: "downloaded", entityType: "document", details: { name: "LOI", format: "pdf" } },
      "downloaded LOI as PDF",
    ],
    [
      { actionType: "renamed", entityType: "dealroom", details: { old_name: "A", new_name: "B" } },
      'renamed the deal room from "A" to "B"',
    ],
  ] as const)("%o → %s", (row, words) => {
    expect(describeActivity(row)).toBe(words);
  });
});
