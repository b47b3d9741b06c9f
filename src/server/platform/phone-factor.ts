// Phone second factor: Better Auth's two-factor OTP codes, texted to the number in `phone_factors`.
// Enrolment: PUT /api/account/phone-factor stores the number (unverified), /two-factor/send-otp texts a code,
// /two-factor/verify-otp with it verifies the number (and turns two-step verification on). Only a verified
// number receives sign-in codes; asking for a code without one is a clear 400, not a silent nothing.
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { BetterAuthPlugin } from "better-auth";
import type { Db } from "#server/db/client.ts";
import type { SmsSender } from "#server/platform/sms.ts";
import { twoFactorUserOf } from "#server/platform/totp-replay.ts";

export const PHONE_CODE_MINUTES = 5;
export const NO_PHONE_MESSAGE = "No phone number is set up for two-step verification.";

async function phoneOf(db: Db, userId: string, verifiedOnly: boolean): Promise<string | null> {
  const { rows } = await db.$client.query<{ phone: string }>(
    `select phone from phone_factors where user_id = $1 ${verifiedOnly ? "and verified_at is not null" : ""}`,
    [userId],
  );
  return rows[0]?.phone ?? null;
}

/** Better Auth's `otpOptions.sendOTP`: the code goes to the user's number (verified, or being enrolled). */
export function phoneCodeSender(db: Db, sms: SmsSender) {
  return async ({ user, otp }: { user: { id: string }; otp: string }) => {
    const phone = await phoneOf(db, user.id, false);
    if (!phone) return;
    await sms.send({
      to: phone,
      text: `Your Leasedesk verification code is ${otp}. It expires in ${PHONE_CODE_MINUTES} minutes.`,
    });
  };
}

export function phoneFactorGuard(db: Db): BetterAuthPlugin {
  return {
    id: "leasedesk-phone-factor",
    hooks: {
      before: [
        {
          matcher: (context) => context.path === "/two-factor/send-otp",
          handler: createAuthMiddleware(async (ctx) => {
            const pending = await ctx.getSignedCookie(
              ctx.context.createAuthCookie("two_factor").name,
              ctx.context.secret,
            );
            const userId = await twoFactorUserOf(ctx);
            if (!userId) return; // Better Auth answers with its own error
            // Signing in: only a verified number; enrolling (signed in): the number being verified.
            if (!(await phoneOf(db, userId, !!pending))) {
              throw new APIError("BAD_REQUEST", { message: NO_PHONE_MESSAGE, code: "PHONE_NOT_SET_UP" });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (context) => context.path === "/two-factor/verify-otp",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (returned instanceof Error || (returned instanceof Response && !returned.ok)) return;
            const userId = ctx.context.newSession?.user.id ?? (await twoFactorUserOf(ctx));
            if (!userId) return;
            await db.$client.query(
              "update phone_factors set verified_at = now() where user_id = $1 and verified_at is null",
              [userId],
            );
          }),
        },
        {
          // Turning two-step verification off (password) removes every factor, the phone number included.
          matcher: (context) => context.path === "/two-factor/disable",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (returned instanceof Error || (returned instanceof Response && !returned.ok)) return;
            const userId = await twoFactorUserOf(ctx);
            if (userId) await db.$client.query("delete from phone_factors where user_id = $1", [userId]);
          }),
        },
      ],
    },
  };
}
