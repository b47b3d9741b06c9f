import { describe, expect, it } from "vitest";
import { accessGate, justVerified, REVERIFY_AFTER_MS, verifyAccessUrl } from "./access-gate.ts";

const base = { linkToken: null, storedToken: null, accessVerified: false };

describe("deal-room access gate (§2.1)", () => {
  it("stays while loading or when the room answered", () => {
    expect(accessGate(base)).toEqual({ kind: "stay" });
    expect(accessGate({ ...base, linkToken: "t" })).toEqual({ kind: "stay" });
  });

  it("sends a refused visitor with a token in the address to the access gate", () => {
    expect(accessGate({ ...base, status: 401, linkToken: "t1", storedToken: "old" })).toEqual({
      kind: "verify",
      token: "t1",
    });
    expect(accessGate({ ...base, status: 404, linkToken: "t1" })).toMatchObject({ kind: "verify" });
  });

  it("re-verifies with a stored record, unless the visitor has just been verified", () => {
    expect(accessGate({ ...base, status: 404, storedToken: "s" })).toEqual({ kind: "verify", token: "s" });
    expect(accessGate({ ...base, status: 401, storedToken: "s" })).toEqual({ kind: "verify", token: "s" });
    expect(accessGate({ ...base, status: 404, storedToken: "s", accessVerified: true })).toEqual({ kind: "stay" });
  });

  it("sends the signed-out to sign-in, the unsubscribed home, and shows not-found otherwise", () => {
    expect(accessGate({ ...base, status: 401 })).toEqual({ kind: "sign-in" });
    expect(accessGate({ ...base, status: 403, code: "FEATURE_REQUIRED", storedToken: "s" })).toEqual({
      kind: "home",
    });
    expect(accessGate({ ...base, status: 404 })).toEqual({ kind: "stay" });
    expect(accessGate({ ...base, status: 500, storedToken: "s" })).toEqual({ kind: "stay" });
  });

  it("builds the access-gate address", () => {
    expect(verifyAccessUrl("a b/c")).toBe("/dealrooms/verify-access?token=a%20b%2Fc");
  });

  it("takes the accessVerified flag as fresh only while the stored record is recent (history survives reloads)", () => {
    const now = 1_000_000_000;
    expect(justVerified(true, { timestamp: now - 1000 }, now)).toBe(true);
    expect(justVerified(true, { timestamp: now - REVERIFY_AFTER_MS - 1 }, now)).toBe(false);
    expect(justVerified(true, null, now)).toBe(false);
    expect(justVerified(false, { timestamp: now }, now)).toBe(false);
  });
});
