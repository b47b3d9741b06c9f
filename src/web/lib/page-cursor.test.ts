import { describe, expect, it } from "vitest";
import { ApiError } from "#web/lib/api-client.ts";
import { addressCursor, cursorOnScreen, pageMove, refusedCursor } from "#web/lib/page-cursor.ts";
import { patchParams } from "#web/lib/use-list-params.ts";

describe("the cursor in the address", () => {
  it("moves to a page with the cursor of the page on screen, and reads it back for that page", () => {
    const move = pageMove(2501, "tok");
    expect(move).toEqual({ page: "2501", cursor: "tok" });
    const params = patchParams(new URLSearchParams({ q: "harbor" }), move, { sort: "name" });
    expect(params.toString()).toBe("q=harbor&page=2501&cursor=tok");
    expect(addressCursor(params, 2501)).toBe("tok");
  });

  it("drops both for page 1 and with any filter, sort or search change", () => {
    const params = new URLSearchParams({ page: "3", cursor: "tok" });
    expect(patchParams(params, pageMove(1, "tok"), {}).toString()).toBe("");
    expect(patchParams(params, { sort: "-name" }, { sort: "name" }).toString()).toBe("sort=-name");
    expect(patchParams(params, { q: "lee" }, {}).toString()).toBe("q=lee");
  });

  it("sends none for page 1, or for an address typed without one", () => {
    expect(addressCursor(new URLSearchParams({ cursor: "tok" }), 1)).toBeUndefined();
    expect(addressCursor(new URLSearchParams({ page: "7" }), 7)).toBeUndefined();
  });
});

describe("the cursor of the page on screen", () => {
  const none = new URLSearchParams();
  it("is the answer's cursor once the list's own answer is on screen", () => {
    expect(cursorOnScreen({ data: { cursor: "tok" }, isPlaceholderData: false }, none)).toBe("tok");
    expect(cursorOnScreen({ data: { cursor: null }, isPlaceholderData: false }, none)).toBeUndefined();
    expect(cursorOnScreen({ data: undefined, isPlaceholderData: false }, none)).toBeUndefined();
  });

  it("is none while another list's answer stands in (after a sort, filter or search change)", () => {
    expect(cursorOnScreen({ data: { cursor: "old-sort-tok" }, isPlaceholderData: true }, none)).toBeUndefined();
  });

  it("while the same list's previous page stands in, is the cursor its move wrote into the address", () => {
    const moved = patchParams(new URLSearchParams(), pageMove(2, "page-1-tok"), {});
    expect(cursorOnScreen({ data: { cursor: "page-1-tok" }, isPlaceholderData: true }, moved)).toBe("page-1-tok");
  });
});

describe("a refused cursor", () => {
  it("is a 400 naming the cursor field, and nothing else", () => {
    const refused = new ApiError({
      status: 400,
      code: "BAD_REQUEST",
      title: "Bad request",
      fields: { cursor: "Invalid page cursor" },
    });
    expect(refusedCursor(refused)).toBe(true);
    expect(
      refusedCursor(
        new ApiError({ status: 400, code: "BAD_REQUEST", title: "Bad request", fields: { q: "Too long" } }),
      ),
    ).toBe(false);
    expect(
      refusedCursor(new ApiError({ status: 404, code: "NOT_FOUND", title: "Not found", fields: { cursor: "x" } })),
    ).toBe(false);
    expect(refusedCursor(new Error("Invalid page cursor"))).toBe(false);
    expect(refusedCursor(null)).toBe(false);
  });
});
