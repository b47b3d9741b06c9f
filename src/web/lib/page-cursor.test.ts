import { describe, expect, it } from "vitest";
import { cursorFor } from "#web/lib/page-cursor.ts";

describe("cursorFor", () => {
  const held = { scope: "people|lastName|", cursor: "abc" };
  it("sends the kept cursor for another page of the same list", () => {
    expect(cursorFor(held, "people|lastName|", 2)).toBe("abc");
    expect(cursorFor(held, "people|lastName|", 40)).toBe("abc");
  });
  it("sends none for page 1, or once the filters or sort changed", () => {
    expect(cursorFor(held, "people|lastName|", 1)).toBeUndefined();
    expect(cursorFor(held, "people|-lastName|", 2)).toBeUndefined();
    expect(cursorFor({ scope: "people|lastName|" }, "people|lastName|", 2)).toBeUndefined();
  });
});
