import { type AuthError, authErrorMessage } from "#web/lib/auth-client.ts";

/** Captures the X-Retry-After hint of a 429 answer from Better Auth. */
export function retryHint() {
  const state: { seconds?: number } = {};
  return {
    state,
    fetchOptions: {
      onError: (ctx: { response: Response }) => {
        const seconds = Number(ctx.response.headers.get("x-retry-after") ?? ctx.response.headers.get("retry-after"));
        if (Number.isFinite(seconds) && seconds > 0) state.seconds = Math.ceil(seconds);
      },
    },
  };
}

export function describeAuthError(error: AuthError, retryAfterSeconds?: number, fallback?: string): string {
  if (error.status === 429) {
    return retryAfterSeconds
      ? `Too many attempts. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`
      : "Too many attempts. Please wait a moment and try again.";
  }
  return authErrorMessage(error, fallback);
}
