// Second factor after third-party sign-in. Better Auth's two-factor plugin challenges only e-mail/password
// sign-ins; a user with a factor signing in through Google or OIDC would skip it. This hook does for the OAuth
// callback what the plugin does for the password: the new session is dropped, the same pending-sign-in record
// and signed `two_factor` cookie are made (so /two-factor/verify-* finish the sign-in exactly as after a
// password), and the browser lands on the callback page told to ask for the code.
import { createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import type { BetterAuthPlugin } from "better-auth";
import type { Db } from "#server/db/client.ts";

/** The query parameter the callback page reads: the challenge's methods, comma separated ("totp,otp"). */
export const SECOND_FACTOR_PARAM = "second_factor";
/** The two-factor plugin's own default lifetime of a pending sign-in. */
const PENDING_SECONDS = 600;

/** The redirect with the challenge added; a relative callback stays relative. */
export function withSecondFactor(location: string, methods: string[], appUrl: string): string {
  const url = new URL(location, appUrl);
  url.searchParams.set(SECOND_FACTOR_PARAM, methods.join(","));
  return location.startsWith("/") ? `${url.pathname}${url.search}` : url.toString();
}

export function providerSecondFactor(db: Db, appUrl: string): BetterAuthPlugin {
  return {
    id: "leasedesk-provider-second-factor",
    hooks: {
      after: [
        {
          matcher: (context) => context.path === "/callback/:id",
          handler: createAuthMiddleware(async (ctx) => {
            const data = ctx.context.newSession;
            if (!data?.user || !(data.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
            const returned = ctx.context.returned as { headers?: Headers } | undefined;
            const location = returned?.headers?.get?.("location");
            if (!location) return;

            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(data.session.token);
            ctx.context.setNewSession(null);
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + PENDING_SECONDS * 1000);
            await ctx.context.internalAdapter.createVerificationValue({ value: data.user.id, identifier, expiresAt });
            await ctx.context.internalAdapter.createVerificationValue({
              value: "0",
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            const cookie = ctx.context.createAuthCookie("two_factor", { maxAge: PENDING_SECONDS });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);

            // The same methods the plugin offers after a password: TOTP when enrolled, texted codes always
            // (the phone guard answers clearly when no number is verified).
            const { rows } = await db.$client.query("select 1 from two_factors where user_id = $1 and verified", [
              data.user.id,
            ]);
            const methods = [...(rows.length > 0 ? ["totp"] : []), "otp"];
            throw ctx.redirect(withSecondFactor(location, methods, appUrl));
          }),
        },
      ],
    },
  };
}
