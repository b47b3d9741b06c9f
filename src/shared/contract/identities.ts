// Third-party sign-in (§2.1 /auth/callback, §7.1 identities): the configured providers and the user's identities.
import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";

export const signInProviderDto = z.object({ id: z.enum(["google", "oidc"]), name: z.string() });
export type SignInProviderDto = z.infer<typeof signInProviderDto>;

/** The providers this server is configured for; none → no buttons. */
export const listSignInProviders = defineRoute({
  method: "GET",
  path: "/api/auth-providers",
  auth: "public",
  response: z.object({ items: z.array(signInProviderDto) }),
});

export const identityDto = z.object({
  id: z.string(),
  /** "credential" (e-mail and password), "google" or "oidc". */
  providerId: z.string(),
  /** "Email and password", "Google" or the configured OIDC name. */
  providerName: z.string(),
  createdAt: z.string(),
});
export type IdentityDto = z.infer<typeof identityDto>;

export const listIdentities = defineRoute({
  method: "GET",
  path: "/api/account/identities",
  response: z.object({ items: z.array(identityDto) }),
});

export const LAST_IDENTITY_MESSAGE = "This is your only way to sign in. Add another before removing it.";

export const unlinkIdentity = defineRoute({
  method: "DELETE",
  path: "/api/account/identities/:id",
  params: z.object({ id: z.uuid("Identity not found") }),
  response: z.object({ unlinked: z.literal(true) }),
});
