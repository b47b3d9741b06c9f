import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";

export const sessionDto = z.object({
  id: z.string(),
  /** "Chrome on macOS", from the user agent; "Unknown device" when it says nothing useful. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionDto>;

export const listSessions = defineRoute({
  method: "GET",
  path: "/api/account/sessions",
  response: z.object({ items: z.array(sessionDto) }),
});

/** Signs out every other session of the user (this browser stays signed in). */
export const revokeOtherSessions = defineRoute({
  method: "DELETE",
  path: "/api/account/sessions",
  response: z.object({ revoked: z.number().int() }),
});

export const revokeSession = defineRoute({
  method: "DELETE",
  path: "/api/account/sessions/:id",
  params: z.object({ id: z.uuid("Session not found") }),
  response: z.object({ revoked: z.number().int() }),
});

/** §3 multi-factor factor. */
export const factorDto = z.object({
  id: z.string(),
  factorType: z.enum(["totp", "phone"]),
  status: z.enum(["verified", "unverified"]),
  friendlyName: z.string(),
  issuer: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string(),
});
export type FactorDto = z.infer<typeof factorDto>;

export const listFactors = defineRoute({
  method: "GET",
  path: "/api/account/factors",
  response: z.object({ enabled: z.boolean(), items: z.array(factorDto) }),
});
