import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";

export const health = defineRoute({
  method: "GET",
  path: "/api/health",
  auth: "public",
  response: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
});

/** Server-Sent Event payload on /api/events: a row of `entity` changed for this user. */
export const appEvent = z.object({
  type: z.string(), // e.g. "lease.updated", "profile.updated"
  entity: z.string(),
  id: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type AppEvent = z.infer<typeof appEvent>;

/** §7.1: the public keys API tokens are signed with (RFC 7517), for clients that verify them themselves. */
export const getJwks = defineRoute({
  method: "GET",
  path: "/.well-known/jwks.json",
  auth: "public",
  response: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
});
