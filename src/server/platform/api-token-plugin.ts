// The signing side of API tokens (Better Auth jwt plugin); the verifying side is api-tokens.ts (decision 0042).
import { jwt } from "better-auth/plugins";

/** How long a token lasts: short, since it cannot be recalled before its session ends. */
export const API_TOKEN_MINUTES = 15;

export function apiTokenPlugin(appUrl: string) {
  return jwt({
    jwks: { keyPairConfig: { alg: "EdDSA", crv: "Ed25519" } },
    jwt: {
      issuer: appUrl,
      audience: appUrl,
      expirationTime: `${API_TOKEN_MINUTES}m`,
      definePayload: ({ user, session }) => ({ email: user.email, sid: session.id }),
    },
    // Browsers use the session cookie; only API clients ask for a token, at /api/auth/token.
    disableSettingJwtHeader: true,
  });
}
