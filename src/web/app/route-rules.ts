// Pure route-guard decisions (§2.1–2.3), kept apart from React so they are unit tested.
import { type Feature, hasFeature, type SubscriptionView } from "#shared/rules/access.ts";
import { paths } from "#web/app/paths.ts";

/** public: anyone; guest: signed-out only (e.g. /auth); user: signed in; admin: signed-in admin. */
export type RouteAccess = "public" | "guest" | "user" | "admin";

export type RouteDecision = { kind: "render" } | { kind: "wait" } | { kind: "redirect"; to: string };

export function decideRoute(input: {
  access: RouteAccess;
  feature?: Feature;
  signedIn: boolean;
  isAdmin: boolean | undefined; // undefined while the profile loads
  /** An admin who must enrol a second factor first (REQUIRE_ADMIN_MFA): admin pages send them to enrol. */
  mfaRequired?: boolean;
  subscription: SubscriptionView | undefined; // undefined while loading
  subscriptionFailed?: boolean;
  location: { pathname: string; search: string; hash: string };
}): RouteDecision {
  const { access, feature, signedIn, location } = input;
  if (access === "public") return { kind: "render" };
  if (access === "guest") return { kind: "render" }; // the guest page itself forwards signed-in users
  if (!signedIn) {
    return {
      kind: "redirect",
      to: paths.auth({ view: "sign_in", redirect: `${location.pathname}${location.search}${location.hash}` }),
    };
  }
  if (access === "admin") {
    if (input.isAdmin === undefined) return { kind: "wait" };
    if (!input.isAdmin) return { kind: "redirect", to: paths.home() };
    if (input.mfaRequired) return { kind: "redirect", to: paths.profile({ enrol: "mfa" }) };
  }
  if (feature) {
    if (input.subscriptionFailed) return { kind: "redirect", to: paths.home() };
    if (!input.subscription) return { kind: "wait" };
    if (!hasFeature(input.subscription, feature)) return { kind: "redirect", to: paths.home() };
  }
  return { kind: "render" };
}
