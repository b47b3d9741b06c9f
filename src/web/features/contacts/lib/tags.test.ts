import { describe, expect, it } from "vitest";
import { addTagName } from "#web/features/contacts/lib/tags.ts";

describe("addTagName", () => {
  it("ignores blanks and duplicates after trimming", () => {
    expect(addTagName(["Investor"], "  ")).toEqual(["Investor"]);
    expect(addTagName(["Investor"], " investor ")).toEqual(["Investor"]);
    expect(addTagName(["Investor"], " Tenant rep ")).toEqual(["Investor", "Tenant rep"]);
  });
});
