import { describe, expect, it } from "vitest";
import { inactiveSubscription, type SubscriptionView } from "#shared/rules/access.ts";
import { decideRoute } from "#web/app/route-rules.ts";

const location = { pathname: "/dealrooms", search: "?x=1", hash: "#h" };
const trial: SubscriptionView = {
  ...inactiveSubscription,
  isTrialActive: true,
  trialEndsAt: "2099-01-01T00:00:00.000Z",
};
const expired: SubscriptionView = { ...inactiveSubscription, trialEndsAt: "2000-01-01T00:00:00.000Z" };

describe("decideRoute", () => {
  it("renders public routes for anyone", () => {
    expect(
      decideRoute({ access: "public", signedIn: false, isAdmin: undefined, subscription: undefined, location }),
    ).toEqual({ kind: "render" });
  });
  it("sends signed-out visitors of protected routes to sign-in with the full path as redirect", () => {
    expect(
      decideRoute({ access: "user", signedIn: false, isAdmin: undefined, subscription: undefined, location }),
    ).toEqual({
      kind: "redirect",
      to: "/auth?view=sign_in&redirect=%2Fdealrooms%3Fx%3D1%23h",
    });
  });
  it("sends non-admins home from admin routes, waits while unknown", () => {
    const base = { access: "admin" as const, signedIn: true, subscription: trial, location };
    expect(decideRoute({ ...base, isAdmin: false })).toEqual({ kind: "redirect", to: "/" });
    expect(decideRoute({ ...base, isAdmin: undefined })).toEqual({ kind: "wait" });
    expect(decideRoute({ ...base, isAdmin: true })).toEqual({ kind: "render" });
  });
  it("sends an admin without a required second factor to enrol on /profile", () => {
    const base = { access: "admin" as const, signedIn: true, subscription: trial, location, isAdmin: true };
    expect(decideRoute({ ...base, mfaRequired: true })).toEqual({ kind: "redirect", to: "/profile?enrol=mfa" });
    expect(decideRoute({ ...base, mfaRequired: false })).toEqual({ kind: "render" });
    expect(decideRoute({ ...base, access: "user", mfaRequired: true })).toEqual({ kind: "render" });
  });
  it("gates features: trial renders, expired goes home, loading waits, failure goes home", () => {
    const base = { access: "user" as const, feature: "dealrooms" as const, signedIn: true, isAdmin: false, location };
    expect(decideRoute({ ...base, subscription: trial })).toEqual({ kind: "render" });
    expect(decideRoute({ ...base, subscription: expired })).toEqual({ kind: "redirect", to: "/" });
    expect(decideRoute({ ...base, subscription: undefined })).toEqual({ kind: "wait" });
    expect(decideRoute({ ...base, subscription: undefined, subscriptionFailed: true })).toEqual({
      kind: "redirect",
      to: "/",
    });
    expect(decideRoute({ ...base, subscription: { ...expired, freeUpgradeTypes: ["dealrooms"] } })).toEqual({
      kind: "render",
    });
  });
});
