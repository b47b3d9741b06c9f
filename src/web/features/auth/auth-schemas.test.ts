import { describe, expect, it } from "vitest";
import { signUpSchema, updatePasswordSchema } from "#web/features/auth/auth-schemas.ts";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("auth form rules", () => {
  it("reports every bad sign-up field", () => {
    expect(
      messages(signUpSchema.safeParse({ firstName: " ", lastName: "", email: "nope", password: "short" })),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Enter a valid email address",
      password: "Password must be at least 8 characters",
    });
  });
  it("accepts a valid sign-up and trims", () => {
    const result = signUpSchema.parse({
      firstName: " Ada ",
      lastName: "Lovelace",
      email: " ada@example.com ",
      password: "long enough",
    });
    expect(result.firstName).toBe("Ada");
    expect(result.email).toBe("ada@example.com");
  });
  it("requires matching passwords", () => {
    expect(messages(updatePasswordSchema.safeParse({ password: "12345678", confirm: "87654321" }))).toEqual({
      confirm: "Passwords do not match",
    });
  });
});
