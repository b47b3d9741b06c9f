import { describe, expect, it } from "vitest";
import {
  checkConfirm,
  checkEmail,
  checkFirstName,
  checkLastName,
  checkNewPassword,
} from "#web/features/auth/auth-rules.ts";

describe("auth form rules", () => {
  it.each([
    ["", "Email is required"],
    ["  ", "Email is required"],
    ["nope", "Enter a valid email address"],
    ["a@b", "Enter a valid email address"],
    ["a b@c.com", "Enter a valid email address"],
    [" ada@example.com ", true],
  ])("email %j", (value, expected) => expect(checkEmail(value)).toBe(expected));

  it("passwords need 8 to 128 characters", () => {
    expect(checkNewPassword("short")).toBe("Password must be at least 8 characters");
    expect(checkNewPassword("12345678")).toBe(true);
    expect(checkNewPassword("x".repeat(129))).toBe("Password must be at most 128 characters");
  });

  it("names are required", () => {
    expect(checkFirstName(" ")).toBe("First name is required");
    expect(checkLastName("")).toBe("Last name is required");
    expect(checkFirstName("Ada")).toBe(true);
  });

  it("confirmation must match", () => {
    expect(checkConfirm(() => "12345678")("87654321")).toBe("Passwords do not match");
    expect(checkConfirm(() => "12345678")("12345678")).toBe(true);
  });
});
