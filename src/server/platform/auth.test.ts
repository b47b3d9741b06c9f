import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readSignedCookie, sessionTokenFromCookie } from "#server/platform/auth.ts";

const secret = "test-secret-for-cookies";
const signed = (token: string, key = secret) =>
  encodeURIComponent(`${token}.${createHmac("sha256", key).update(token).digest("base64")}`);

describe("sessionTokenFromCookie", () => {
  it("returns the token of a correctly signed session cookie, plain or __Secure-", () => {
    expect(sessionTokenFromCookie(`a=1; better-auth.session_token=${signed("tok123")}; b=2`, secret)).toBe("tok123");
    expect(sessionTokenFromCookie(`__Secure-better-auth.session_token=${signed("tok.with.dots")}`, secret)).toBe(
      "tok.with.dots",
    );
  });

  it("refuses a wrong signature, a tampered token, a bad encoding and a missing cookie", () => {
    expect(sessionTokenFromCookie(`better-auth.session_token=${signed("tok123", "other")}`, secret)).toBeNull();
    const tampered = signed("tok123").replace("tok123", "tok124");
    expect(sessionTokenFromCookie(`better-auth.session_token=${tampered}`, secret)).toBeNull();
    expect(sessionTokenFromCookie("better-auth.session_token=%E0%A4%A", secret)).toBeNull();
    expect(sessionTokenFromCookie("better-auth.session_token=nodot", secret)).toBeNull();
    expect(sessionTokenFromCookie("other=1", secret)).toBeNull();
    expect(sessionTokenFromCookie(undefined, secret)).toBeNull();
  });
});

describe("readSignedCookie", () => {
  it("answers a remembered signature only for its own secret", () => {
    const header = `better-auth.session_token=${signed("remembered")}`;
    expect(sessionTokenFromCookie(header, secret)).toBe("remembered");
    expect(sessionTokenFromCookie(header, secret)).toBe("remembered");
    expect(sessionTokenFromCookie(header, "another-secret")).toBeNull();
    expect(
      sessionTokenFromCookie(`better-auth.session_token=${signed("remembered", "another-secret")}`, secret),
    ).toBeNull();
  });

  it("reads any Better Auth signed cookie by name (the impersonating admin's session too)", () => {
    const header = `better-auth.session_token=${signed("user-tok")}; better-auth.admin_session=${signed("admin-tok")}`;
    expect(readSignedCookie(header, "admin_session", secret)).toBe("admin-tok");
    expect(readSignedCookie(header, "session_token", secret)).toBe("user-tok");
    expect(readSignedCookie(header, "dont_remember", secret)).toBeNull();
    expect(
      readSignedCookie(`better-auth.admin_session=${signed("admin-tok", "other")}`, "admin_session", secret),
    ).toBeNull();
  });
});
