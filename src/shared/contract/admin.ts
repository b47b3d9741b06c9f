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
  trialEndDate: z.string().nullable(),
  createdAt: z.string(),
  freeUpgradeTypes: z.array(upgradeType),
});
export type AdminUserDto = z.infer<typeof adminUserDto>;

export const listUsers = defineRoute({
  method: "GET",
  path: "/api/admin/users",
  auth: "admin",
  query: listQuery,
  response: listResult(adminUserDto),
});

/** Records an admin-granted payment (stripe_id admin_granted_…) of the chosen upgrade type. */
export const grantUpgrade = defineRoute({
  method: "POST",
  path: "/api/admin/users/:id/grants",
  auth: "admin",
  params: z.object({ id: z.string().min(1) }),
  body: z.object({ upgradeType }),
  response: adminUserDto,
});
