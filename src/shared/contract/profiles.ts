import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "#shared/rules/contacts-text.ts";

/** Text PostgreSQL can store: no NUL characters, no unpaired surrogates (a 400, never a database 500). */
const storable = (schema: z.ZodString) => schema.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

export const profileDto = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  trialEndDate: z.string().nullable(),
  subscriptionTierId: z.string().nullable(),
  completedGuides: z.array(z.string()),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  country: z.string().nullable(),
  /** A verified second factor is on. */
  twoFactorEnabled: z.boolean(),
  /** An admin who must enrol a second factor before admin pages work (REQUIRE_ADMIN_MFA). */
  mfaRequired: z.boolean(),
  /** Set while an admin is viewing the app as this user. */
  impersonatedBy: z.string().nullable(),
});
export const ADMIN_MFA_REQUIRED_MESSAGE =
  "Administrators must set up two-factor authentication before using admin pages.";

export type ProfileDto = z.infer<typeof profileDto>;

const optionalText = (max: number) =>
  storable(z.string().trim().max(max))
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

export const profileUpdate = z.object({
  firstName: storable(z.string().trim().min(1, "First name is required").max(100)).optional(),
  lastName: storable(z.string().trim().min(1, "Last name is required").max(100)).optional(),
  phone: optionalText(50),
  position: optionalText(120),
  company: optionalText(200),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, "Use a two-letter country code")
    .optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const getProfile = defineRoute({ method: "GET", path: "/api/profile", response: profileDto });
export const updateProfile = defineRoute({
  method: "PATCH",
  path: "/api/profile",
  body: profileUpdate,
  response: profileDto,
});
export const completeGuide = defineRoute({
  method: "POST",
  path: "/api/profile/completed-guides",
  body: z.object({ guide: storable(z.string().trim().min(1).max(100)) }),
  response: profileDto,
});
export const detectCountry = defineRoute({
  method: "GET",
  path: "/api/detect-country",
  auth: "public",
  response: z.object({ success: z.boolean(), country_code: z.string() }),
});
