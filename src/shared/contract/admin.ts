import { z } from "zod";
import { listQuery, listResult } from "#shared/contract/common.ts";
import { defineRoute } from "#shared/contract/route.ts";
import { upgradeType } from "#shared/contract/subscriptions.ts";

export const adminUserDto = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  trialEndDate: z.string().nullable(),
  createdAt: z.string(),
  freeUpgradeTypes: z.array(upgradeType),
  /** Tier on the profile (features, docanalysis) or null. */
  plan: z.string().nullable(),
  usage: z.object({
    documents: z.number().int(),
    storageBytes: z.number(),
    lastSignInAt: z.string().nullable(),
  }),
});
export type AdminUserDto = z.infer<typeof adminUserDto>;

export const planFilter = z.enum(["features", "docanalysis", "free_upgrade", "none"]);
export const trialFilter = z.enum(["active", "ended"]);

export const listUsers = defineRoute({
  method: "GET",
  path: "/api/admin/users",
  auth: "admin",
  query: listQuery.extend({ plan: planFilter.optional(), trial: trialFilter.optional() }),
  response: listResult(adminUserDto),
});

const userParams = z.object({ id: z.uuid("User not found") });

/** Records an admin-granted payment (stripe_id admin_granted_…) of the chosen upgrade type. */
export const grantUpgrade = defineRoute({
  method: "POST",
  path: "/api/admin/users/:id/grants",
  auth: "admin",
  params: z.object({ id: z.string().min(1) }),
  body: z.object({ upgradeType }),
  response: adminUserDto,
});

/** Removes the admin-granted payments of one upgrade type (paid Stripe subscriptions are never touched). */
export const revokeUpgrade = defineRoute({
  method: "DELETE",
  path: "/api/admin/users/:id/grants/:upgradeType",
  auth: "admin",
  params: userParams.extend({ upgradeType }),
  response: adminUserDto,
});

export const extendTrial = defineRoute({
  method: "POST",
  path: "/api/admin/users/:id/trial",
  auth: "admin",
  params: userParams,
  body: z.object({
    days: z
      .number({ error: "Enter a number of days" })
      .int("Enter whole days")
      .min(1, "Extend by at least 1 day")
      .max(365, "Extend by at most 365 days"),
  }),
  response: adminUserDto,
});

export const setAdmin = defineRoute({
  method: "PUT",
  path: "/api/admin/users/:id/admin",
  auth: "admin",
  params: userParams,
  body: z.object({ isAdmin: z.boolean() }),
  response: adminUserDto,
});

export const banUser = defineRoute({
  method: "POST",
  path: "/api/admin/users/:id/ban",
  auth: "admin",
  params: userParams,
  body: z.object({ reason: z.string().trim().max(500, "Keep the reason under 500 characters").optional() }),
  response: adminUserDto,
});

export const unbanUser = defineRoute({
  method: "DELETE",
  path: "/api/admin/users/:id/ban",
  auth: "admin",
  params: userParams,
  response: adminUserDto,
});
