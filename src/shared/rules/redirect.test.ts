import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "#shared/rules/redirect.ts";

describe("safeRedirectPath (§5)", () => {
  it.each([
    ["https://evil.example.com/contacts?x=1#top", "/contacts?x=1#top"],
    ["http://localhost:3000/lease/abc", "/lease/abc"],
    ["contacts", "/contacts"],
    ["/documents", "/documents"],
    ["//evil.example.com/path", "/evil.example.com/path"],
    ["/\\evil.example.com", "/evil.example.com"],
    ["javascript:alert(1)", "/alert(1)"],
    ["", "/"],
    [null, "/"],
    ["   ", "/"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
