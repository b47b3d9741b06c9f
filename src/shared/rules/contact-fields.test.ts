import { describe, expect, it } from "vitest";
import {
  contactFieldWarning,
  isPlausiblePhone,
  isPlausibleUrl,
  isValidEmail,
  normalizePhone,
  normalizeUrl,
} from "#shared/rules/contact-fields.ts";

describe("isValidEmail", () => {
  it.each(["dana@northwind.com", "dana.o'brien+leases@mail.northwind.co.uk", "  DANA@NORTHWIND.COM ", "a@b.io"])(
    "accepts %s",
    (v) => expect(isValidEmail(v)).toBe(true),
  );
  it.each([
    "not-an-email",
    "dana@",
    "@northwind.com",
    "dana@northwind",
    "dana@north wind.com",
    "dana@@northwind.com",
    "dana..x@northwind.com",
    "dana@-northwind.com",
    "Dana <dana@northwind.com>",
  ])("refuses %s", (v) => expect(isValidEmail(v)).toBe(false));
});

describe("normalizePhone", () => {
  it.each([
    ["2125550148", "(212) 555-0148"],
    ["212.555.0148", "(212) 555-0148"],
    ["(212) 555 0148", "(212) 555-0148"],
    ["1-212-555-0148", "+1 (212) 555-0148"],
    ["+1 212 555 0148", "+1 (212) 555-0148"],
    ["212-555-0148 x204", "(212) 555-0148 ext. 204"],
    ["212 555 0148 ext. 12", "(212) 555-0148 ext. 12"],
  ])("formats the North American %s as %s", (input, out) => expect(normalizePhone(input)).toBe(out));
  it.each([
    ["+44 20  7946 0958", "+44 20 7946 0958"],
    ["020 7946 0958", "020 7946 0958"],
    ["555-0148", "555-0148"],
    ["call me", "call me"],
    ["  +49 30 901820 ", "+49 30 901820"],
  ])("leaves the ambiguous %s as typed (%s)", (input, out) => expect(normalizePhone(input)).toBe(out));
  it("reads plausibility from the digits and the characters", () => {
    expect(isPlausiblePhone("+44 20 7946 0958")).toBe(true);
    expect(isPlausiblePhone("(212) 555-0148 ext 9")).toBe(true);
    expect(isPlausiblePhone("12345")).toBe(false);
    expect(isPlausiblePhone("212-555-CALL")).toBe(false);
    expect(isPlausiblePhone("1234567890123456")).toBe(false);
  });
});

describe("normalizeUrl", () => {
  it.each([
    ["northwind.com", "https://northwind.com"],
    ["www.Northwind.COM/About", "https://www.northwind.com/About"],
    ["http://northwind.com", "http://northwind.com"],
    ["HTTPS://LinkedIn.com/in/dana", "https://linkedin.com/in/dana"],
    ["linkedin.com/company/northwind?x=1", "https://linkedin.com/company/northwind?x=1"],
  ])("normalises %s to %s", (input, out) => expect(normalizeUrl(input)).toBe(out));
  it.each(["northwind", "not a url", "ftp://northwind.com", "javascript:alert(1)"])("keeps %s as typed", (v) => {
    expect(normalizeUrl(v)).toBe(v);
    expect(isPlausibleUrl(v)).toBe(false);
  });
});

describe("contactFieldWarning", () => {
  it("flags what looks wrong and passes blanks", () => {
    expect(contactFieldWarning("email", "dana at northwind")).toBe("Enter a valid email address");
    expect(contactFieldWarning("email", "")).toBeUndefined();
    expect(contactFieldWarning("phone", "12")).toBe("Check this phone number");
    expect(contactFieldWarning("phone", "(212) 555-0148")).toBeUndefined();
    expect(contactFieldWarning("url", "northwind")).toBe("Check this web address");
    expect(contactFieldWarning("url", "northwind.com")).toBeUndefined();
  });
});
