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

/** "+1 555 123 4567" → "+15551234567"; null when it is not an international number. */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, "");
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}
export const PHONE_FORMAT_MESSAGE = "Enter the number in international format, e.g. +1 555 123 4567.";

/** Sets the number codes are texted to (unverified until a code sent to it is entered). */
export const setPhoneFactor = defineRoute({
  method: "PUT",
  path: "/api/account/phone-factor",
  body: z.object({
    phone: z
      .string()
      .max(40, PHONE_FORMAT_MESSAGE)
      .refine((v) => normalizePhone(v) !== null, PHONE_FORMAT_MESSAGE),
  }),
  response: factorDto,
});

export const removePhoneFactor = defineRoute({
  method: "DELETE",
  path: "/api/account/phone-factor",
  response: z.object({ removed: z.literal(true) }),
});
