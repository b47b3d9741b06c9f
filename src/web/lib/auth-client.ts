import { createAuthClient } from "better-auth/client";
import { adminClient, inferAdditionalFields, twoFactorClient } from "better-auth/client/plugins";

// The vanilla client is enough: the session lives in the TanStack Query cache (see app/auth-provider.tsx).
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [
    adminClient(),
    twoFactorClient(),
    inferAdditionalFields({
      user: {
        firstName: { type: "string", required: true },
        lastName: { type: "string", required: true },
      },
    }),
  ],
});

export type AuthError = { code?: string; message?: string; status: number; statusText?: string };

/** Messages for Better Auth error codes, in the product's words. */
export function authErrorMessage(
  error: AuthError | null | undefined,
  fallback = "Something went wrong. Please try again.",
): string {
  if (!error) return fallback;
  switch (error.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return "Invalid email or password.";
    case "EMAIL_NOT_VERIFIED":
      return "Please verify your email address first. We have sent you a new verification link.";
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return "An account with this email already exists. Sign in instead, or reset your password.";
    case "PASSWORD_TOO_SHORT":
      return "Password must be at least 8 characters.";
    case "INVALID_PASSWORD":
      return "Your current password is incorrect.";
    case "INVALID_TOKEN":
      return "This link is invalid or has expired. Please request a new one.";
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return "That code is not valid. Check it and try again.";
    case "TOTP_CODE_REUSED":
      return "This code has already been used. Wait for the next code from your authenticator app.";
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return "Too many wrong codes. Your second factor is locked for 15 minutes.";
    case "INVALID_TWO_FACTOR_COOKIE":
      return "Your sign-in took too long. Please enter your email and password again.";
  }
  if (error.status === 429) return "Too many attempts. Please wait a moment and try again.";
  return error.message || fallback;
}

/** §8 Authentication Error: the provider's description, our words for our own refusals, else the default. */
export function describeCallbackError(params: URLSearchParams): string {
  const error = params.get("error") ?? "";
  switch (error.toLowerCase()) {
    case "invalid_token":
    case "token_expired":
      return "This link is invalid or has expired. Please request a new one.";
    case "account_not_linked":
      return "An account with this email already exists. Sign in with your password, then connect this sign-in method from your profile.";
    case "email_not_verified":
      return "Please verify your email address before signing in. Check your inbox for the verification link.";
  }
  return params.get("error_description") || "There was a problem with authentication. Please try again.";
}
