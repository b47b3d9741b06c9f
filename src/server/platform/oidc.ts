// Third-party sign-in: Google and any OpenID Connect provider through Better Auth's generic OAuth plugin.
// Discovery gives the endpoints and the JWKS; every sign-in uses authorization code + PKCE (S256) with state
// and a nonce, and the ID token is verified against the provider's JWKS (signature, issuer, audience, nonce).
// Google goes through the same generic path so the local test provider can stand in for it.
import { genericOAuth } from "better-auth/plugins";
import type { OidcProviderConfig } from "#server/config.ts";

type OidcProfile = Record<string, unknown> & { name?: string; given_name?: string; family_name?: string };

/** First and last name from an ID token's claims (given/family names, else the display name split once). */
export function namesFromClaims(profile: OidcProfile): { firstName: string; lastName: string } {
  const given = typeof profile.given_name === "string" ? profile.given_name.trim() : "";
  const family = typeof profile.family_name === "string" ? profile.family_name.trim() : "";
  if (given || family) return { firstName: given, lastName: family };
  const name = typeof profile.name === "string" ? profile.name.trim() : "";
  const space = name.indexOf(" ");
  return space < 0
    ? { firstName: name, lastName: "" }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() };
}

export function oidcPlugin(providers: OidcProviderConfig[]) {
  return genericOAuth({
    config: providers.map((p) => ({
      providerId: p.id,
      name: p.name,
      discoveryUrl: p.discoveryUrl,
      clientId: p.clientId,
      clientSecret: p.clientSecret,
      scopes: ["openid", "email", "profile"],
      pkce: true,
      // No ID token verified against the provider's JWKS, no sign-in.
      requireIdTokenVerification: true,
      // An address the provider has not verified gets our confirmation e-mail before it signs anyone in.
      requireEmailVerification: true,
      mapProfileToUser: (profile: OidcProfile) => namesFromClaims(profile),
    })),
  });
}
