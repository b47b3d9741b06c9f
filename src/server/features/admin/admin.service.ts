import type { Db } from "#server/db/client.ts";
import { findProfileById, freeUpgradesByUser, listProfiles } from "#server/features/admin/admin.repository.ts";
import { recordAdminGrant } from "#server/features/subscriptions/subscriptions.service.ts";
import { notFound } from "#server/platform/errors.ts";
import type { AdminUserDto } from "#shared/contract/admin.ts";
import type { ListQuery } from "#shared/contract/common.ts";
import type { UpgradeType } from "#shared/rules/access.ts";
import { isUuid } from "#shared/rules/text.ts";

type Row = NonNullable<Awaited<ReturnType<typeof findProfileById>>>;

function toDto(row: Row, upgrades: string[]): AdminUserDto {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerified,
    isAdmin: row.role === "admin",
    trialEndDate: row.trialEndDate ? row.trialEndDate.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    freeUpgradeTypes: upgrades as UpgradeType[],
  };
}

export function createAdminService(db: Db) {
  return {
    async listUsers(query: ListQuery) {
      const { rows, total } = await listProfiles(db, query);
      const upgrades = await freeUpgradesByUser(
        db,
        rows.map((r) => r.id),
        new Date(),
      );
      return { items: rows.map((r) => toDto(r, upgrades.get(r.id) ?? [])), total };
    },
    async grantUpgrade(adminId: string, userId: string, upgradeType: UpgradeType) {
      const target = isUuid(userId) ? await findProfileById(db, userId) : null;
      if (!target) throw notFound("User not found");
      await recordAdminGrant(db, adminId, userId, upgradeType);
      const upgrades = await freeUpgradesByUser(db, [userId], new Date());
      return toDto(target, upgrades.get(userId) ?? []);
    },
  };
}
