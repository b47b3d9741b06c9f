import type { Db } from "#server/db/client.ts";
import {
  appendCompletedGuide,
  findProfile,
  type ProfileRow,
  updateProfileRow,
} from "#server/features/profiles/profiles.repository.ts";
import { notFound } from "#server/platform/errors.ts";
import type { ProfileDto, ProfileUpdate } from "#shared/contract/profiles.ts";

export function toProfileDto(
  row: ProfileRow,
  impersonatedBy: string | null = null,
  requireAdminMfa = false,
): ProfileDto {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerified,
    isAdmin: row.role === "admin",
    trialEndDate: row.trialEndDate ? row.trialEndDate.toISOString() : null,
    subscriptionTierId: row.subscriptionTierId,
    completedGuides: row.completedGuides,
    phone: row.phone,
    position: row.position,
    company: row.company,
    country: row.country,
    twoFactorEnabled: row.twoFactorEnabled,
    mfaRequired: requireAdminMfa && row.role === "admin" && !row.twoFactorEnabled,
    impersonatedBy,
  };
}

export function createProfileService(db: Db) {
  return {
    async get(userId: string): Promise<ProfileRow> {
      const row = await findProfile(db, userId);
      if (!row) throw notFound("Profile not found");
      return row;
    },
    async update(userId: string, patch: ProfileUpdate): Promise<ProfileRow> {
      const row = await updateProfileRow(db, userId, {
        firstName: patch.firstName,
        lastName: patch.lastName,
        phone: patch.phone,
        position: patch.position,
        company: patch.company,
        country: patch.country,
      });
      if (!row) throw notFound("Profile not found");
      return row;
    },
    async completeGuide(userId: string, guide: string): Promise<ProfileRow> {
      const row = await appendCompletedGuide(db, userId, guide);
      if (!row) throw notFound("Profile not found");
      return row;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

/** detect-country: the CDN/proxy country header when present, else the browser's language region, else US. */
export function detectCountryFromHeaders(headers: Record<string, string | string[] | undefined>): string {
  const header = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  for (const name of [
    "cf-ipcountry",
    "x-vercel-ip-country",
    "cloudfront-viewer-country",
    "x-country-code",
    "x-appengine-country",
  ]) {
    const v = header(name)?.trim().toUpperCase();
    if (v && /^[A-Z]{2}$/.test(v) && v !== "XX") return v;
  }
  const lang = header("accept-language");
  const match = lang?.match(/^[a-z]{2,3}-([A-Z]{2})\b/i);
  return match ? match[1].toUpperCase() : "US";
}
