import { describe, expect, it } from "vitest";
import { checkAuthInput } from "#server/platform/auth-input.ts";

const UNSTORABLE = "Contains characters that cannot be saved";
const ID = "2f1c7f0e-7a43-4f55-9a59-0b2f3f3f0c11";

describe("checkAuthInput", () => {
  it.each([
    ["a GET without body", "/get-session", undefined, {}, null],
    ["a sign-in", "/sign-in/email", { email: "a@b.co", password: "secret-pass" }, {}, null],
    [
      "a sign-up with names",
      "/sign-up/email",
      { name: "A B", firstName: "A", lastName: "B", email: "a@b.co", password: "x" },
      {},
      null,
    ],
    ["an array body", "/sign-in/email", [1], {}, { field: "_", message: "The request body must be a JSON object" }],
    ["a null body", "/sign-in/email", null, {}, { field: "_", message: "The request body must be a JSON object" }],
    ["a string body", "/sign-out", "x", {}, { field: "_", message: "The request body must be a JSON object" }],
    [
      "NUL in a password",
      "/sign-in/email",
      { email: "a@b.co", password: "a\u0000" },
      {},
      { field: "password", message: UNSTORABLE },
    ],
    ["a lone high surrogate", "/sign-in/email", { email: "a\ud800@b.co" }, {}, { field: "email", message: UNSTORABLE }],
    ["a lone low surrogate deep inside", "/x", { a: [{ b: "\udc00" }] }, {}, { field: "a.0.b", message: UNSTORABLE }],
    ["NUL in a key", "/x", { "a\u0000": 1 }, {}, { field: "a\u0000", message: UNSTORABLE }],
    ["NUL in the query", "/verify-email", undefined, { token: "a\u0000" }, { field: "token", message: UNSTORABLE }],
    [
      "a sign-up without a last name",
      "/sign-up/email",
      { name: "A", firstName: "A", email: "a@b.co", password: "x" },
      {},
      { field: "lastName", message: "Last name is required" },
    ],
    [
      "a sign-up with a numeric first name",
      "/sign-up/email",
      { name: "A", firstName: 5, lastName: "B" },
      {},
      { field: "firstName", message: "First name is required" },
    ],
    [
      "a sign-up with a 101-character last name",
      "/sign-up/email",
      { name: "A", firstName: "A", lastName: "x".repeat(101) },
      {},
      { field: "lastName", message: "Last name must be at most 100 characters" },
    ],
    ["update-user with only an image", "/update-user", { image: null }, {}, null],
    [
      "update-user with a null first name",
      "/update-user",
      { firstName: null },
      {},
      { field: "firstName", message: "First name is required" },
    ],
    [
      "admin update-user with a blank name",
      "/admin/update-user",
      { userId: ID, data: { name: " " } },
      {},
      { field: "name", message: "Name is required" },
    ],
    [
      "admin update-user with data not an object",
      "/admin/update-user",
      { userId: ID, data: [] },
      {},
      { field: "data", message: "Expected an object" },
    ],
    ["impersonation of a uuid", "/admin/impersonate-user", { userId: ID }, {}, null],
    [
      "impersonation of a non-uuid",
      "/admin/impersonate-user",
      { userId: "x" },
      {},
      { field: "userId", message: "Expected a user id" },
    ],
    [
      "impersonation of a number",
      "/admin/impersonate-user",
      { userId: 1 },
      {},
      { field: "userId", message: "Expected a user id" },
    ],
    [
      "a numeric session token",
      "/admin/revoke-user-session",
      { sessionToken: 1 },
      {},
      { field: "sessionToken", message: "Expected a string" },
    ],
    [
      "admin get-user of a non-uuid",
      "/admin/get-user",
      undefined,
      { id: "1" },
      { field: "id", message: "Expected a user id" },
    ],
    ["admin get-user of a uuid", "/admin/get-user", undefined, { id: ID }, null],
  ] as const)("%s", (_, path, body, query, expected) => {
    expect(checkAuthInput(path, body, query as Record<string, unknown>)).toEqual(expected);
  });

  it("stops at absurd nesting instead of recursing without end", () => {
    let deep: unknown = "ok";
    for (let i = 0; i < 50; i++) deep = { d: deep };
    expect(checkAuthInput("/x", deep)).toMatchObject({ message: UNSTORABLE });
  });
});
