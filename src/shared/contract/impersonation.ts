import { z } from "zod";
import { listQuery, listResult } from "#shared/contract/common.ts";
import { defineRoute } from "#shared/contract/route.ts";

/** §4.4 / §9: an impersonation lasts at most one hour. */
export const IMPERSONATION_MAX_SECONDS = 3600;

export const impersonationDto = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  admin: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  reason: z.string(),
  startedAt: z.string(),
  until: z.string(),
});
export type ImpersonationDto = z.infer<typeof impersonationDto>;

export const startImpersonation = defineRoute({
  method: "POST",
  path: "/api/admin/impersonation",
  auth: "admin",
  body: z.object({
    userId: z.uuid("User not found"),
    reason: z
      .string({ error: "Give a reason" })
      .trim()
      .min(3, "Give a reason (at least 3 characters)")
      .max(500, "Keep the reason under 500 characters"),
  }),
  response: impersonationDto,
});

/** The impersonation the current session is (null when it is not one). */
export const getImpersonation = defineRoute({
  method: "GET",
  path: "/api/impersonation",
  response: z.object({ impersonation: impersonationDto.nullable() }),
});

/** Ends the impersonation (also after its hour is over) and restores the admin's own session. */
export const stopImpersonation = defineRoute({
  method: "POST",
  path: "/api/impersonation/stop",
  auth: "public",
  response: z.object({ returned: z.boolean(), expired: z.boolean() }),
});

export const auditAction = z.enum([
  "impersonation.started",
  "impersonation.stopped",
  "impersonation.expired",
  "impersonation.refused",
  "impersonation.write",
  "user.trial_extended",
  "user.upgrade_granted",
  "user.upgrade_revoked",
  "user.admin_granted",
  "user.admin_removed",
  "user.banned",
  "user.unbanned",
]);
export type AuditAction = z.infer<typeof auditAction>;

const person = z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable();

export const auditEntryDto = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actor: person,
  user: person,
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;

export const listAuditLog = defineRoute({
  method: "GET",
  path: "/api/admin/audit",
  auth: "admin",
  query: listQuery.extend({ action: z.string().max(64).optional(), userId: z.uuid().optional() }),
  response: listResult(auditEntryDto),
});

/** The signed-in user's own account: when an administrator viewed it. */
export const accountViewDto = z.object({
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  admin: z.string(),
  reason: z.string(),
});
export const listAccountViews = defineRoute({
  method: "GET",
  path: "/api/account/views",
  response: z.object({ items: z.array(accountViewDto) }),
});
