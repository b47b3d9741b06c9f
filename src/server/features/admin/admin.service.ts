// Admin → Users: list with filters and usage, free upgrades, trials, admin rights, bans. Every change is audited.
import type { Db } from "#server/db/client.ts";
import {
  deleteGrants,
  extendTrialEnd,
  findProfileById,
  freeUpgradesByUser,
  listProfiles,
  setBanned,
  setRole,
  type UserFilters,
  usageByUser,
} from "#server/features/admin/admin.repository.ts";
import { insertAudit } from "#server/features/admin/audit.repository.ts";
import { recordAdminGrant } from "#server/features/subscriptions/subscriptions.service.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { AdminUserDto } from "#shared/contract/admin.ts";
import type { UpgradeType } from "#shared/rules/access.ts";
import { isUuid } from "#shared/rules/text.ts";

type Row = NonNullable<Awaited<ReturnType<typeof findProfileById>>>;
const noUsage = { documents: 0, storageBytes: 0, lastSignInAt: null };

export function createAdminService(db: Db, now: () => Date = () => new Date()) {
  async function toDtos(rows: Row[]): Promise<AdminUserDto[]> {
    const ids = rows.map((r) => r.profile.id);
    const [upgrades, usage] = await Promise.all([freeUpgradesByUser(db, ids, now()), usageByUser(db, ids)]);
    return rows.map(({ profile: p, plan }) => ({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      emailVerified: p.emailVerified,
      isAdmin: p.role === "admin",
      banned: !!p.banned,
      banReason: p.banReason ?? null,
      trialEndDate: p.trialEndDate ? p.trialEndDate.toISOString() : null,
      createdAt: p.createdAt.toISOString(),
      freeUpgradeTypes: (upgrades.get(p.id) ?? []) as UpgradeType[],
      plan: plan ?? null,
      usage: usage.get(p.id) ?? noUsage,
    }));
  }

  async function target(id: string): Promise<Row> {
    const row = isUuid(id) ? await findProfileById(db, id) : null;
    if (!row) throw notFound("User not found");
    return row;
  }

  async function dto(id: string): Promise<AdminUserDto> {
    const [one] = await toDtos([await target(id)]);
    return one;
  }

  return {
    async listUsers(query: UserFilters) {
      const { rows, total } = await listProfiles(db, query, now());
      return { items: await toDtos(rows), total };
    },
    async grantUpgrade(adminId: string, userId: string, upgradeType: UpgradeType) {
      await target(userId);
      await recordAdminGrant(db, adminId, userId, upgradeType);
      await insertAudit(db, { action: "user.upgrade_granted", actorId: adminId, userId, details: { upgradeType } });
      return dto(userId);
    },
    async revokeUpgrade(adminId: string, userId: string, upgradeType: UpgradeType) {
      await target(userId);
      const removed = await deleteGrants(db, userId, upgradeType);
      if (removed === 0) throw new AppError("NOT_FOUND", "This user has no such free upgrade");
      await insertAudit(db, { action: "user.upgrade_revoked", actorId: adminId, userId, details: { upgradeType } });
      return dto(userId);
    },
    async extendTrial(adminId: string, userId: string, days: number) {
      const before = await target(userId);
      await extendTrialEnd(db, userId, days, now());
      const after = await dto(userId);
      await insertAudit(db, {
        action: "user.trial_extended",
        actorId: adminId,
        userId,
        details: { days, from: before.profile.trialEndDate?.toISOString() ?? null, to: after.trialEndDate },
      });
      return after;
    },
    async setAdmin(adminId: string, userId: string, isAdmin: boolean) {
      const row = await target(userId);
      if (row.profile.banned && isAdmin) throw new AppError("CONFLICT", "Unban this user before making them an admin");
      if ((row.profile.role === "admin") === isAdmin) return dto(userId);
      if (!(await setRole(db, userId, isAdmin ? "admin" : "user"))) {
        throw new AppError("CONFLICT", "There must always be at least one admin");
      }
      await insertAudit(db, {
        action: isAdmin ? "user.admin_granted" : "user.admin_removed",
        actorId: adminId,
        userId,
      });
      return dto(userId);
    },
    async ban(adminId: string, userId: string, reason: string | undefined) {
      const row = await target(userId);
      if (userId === adminId) throw new AppError("BAD_REQUEST", "You cannot ban yourself");
      if (row.profile.role === "admin")
        throw new AppError("CONFLICT", "Remove this user's admin rights before banning");
      await setBanned(db, userId, true, reason?.trim() || null);
      await insertAudit(db, { action: "user.banned", actorId: adminId, userId, reason: reason?.trim() || null });
      return dto(userId);
    },
    async unban(adminId: string, userId: string) {
      await target(userId);
      await setBanned(db, userId, false, null);
      await insertAudit(db, { action: "user.unbanned", actorId: adminId, userId });
      return dto(userId);
    },
  };
}
