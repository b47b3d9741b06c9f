import { describe, expect, it } from "vitest";
import { accessGate, verifyAccessUrl } from "./access-gate.ts";

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
      clearStored: false,
    });
    expect(accessGate({ ...base, status: 404, linkToken: "t1" })).toMatchObject({ kind: "verify" });
  });

  it("re-verifies a stored record once, forgetting it so a revoked link cannot loop", () => {
    expect(accessGate({ ...base, status: 404, storedToken: "s" })).toEqual({
      kind: "verify",
      token: "s",
      clearStored: true,
    });
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
});
