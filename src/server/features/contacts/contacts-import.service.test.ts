import { describe, expect, it } from "vitest";
import { mapRecord } from "#server/features/contacts/contacts-import-map.ts";

describe("mapRecord", () => {
  it("takes the first non-blank value per target, joins address parts and gathers tags", () => {
    const values = mapRecord(
      [" Ann ", "", "ann@x.io", "1 Main St", "Springfield", "vip", "lead"],
      ["firstName", "email", "email", "address", "address", "tags", "tags"],
    );
    expect(values).toEqual({
      firstName: "Ann",
      email: "ann@x.io",
      address: "1 Main St, Springfield",
      tags: "vip;lead",
    });
  });

  it("ignores unmapped columns and missing cells", () => {
    expect(mapRecord(["a", "b"], [null, "lastName", "email"])).toEqual({ lastName: "b" });
  });

  it("drops NUL characters and broken surrogates that the database cannot store", () => {
    expect(mapRecord(["Jo\u0000hn", "\u0000", "x\ud800"], ["firstName", "lastName", "position"])).toEqual({
      firstName: "John",
      position: "x\uFFFD",
    });
  });
});
