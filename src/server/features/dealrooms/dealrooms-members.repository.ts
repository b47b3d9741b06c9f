// Deal-room members and their share links. Functions take the room id the service has already authorised.
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { profiles } from "#server/db/schema/auth.ts";
import { dealroomMembers, dealroomShareLinks } from "#server/db/schema/dealrooms.ts";
import type { Exec } from "#server/features/dealrooms/dealrooms.repository.ts";

export type MemberRow = typeof dealroomMembers.$inferSelect;
export type ShareLinkRow = typeof dealroomShareLinks.$inferSelect;

export async function findActiveMembership(db: Exec, roomId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(dealroomMembers)
    .where(
      and(
        eq(dealroomMembers.dealroomId, roomId),
        eq(dealroomMembers.userId, userId),
        eq(dealroomMembers.status, "active"),
        or(isNull(dealroomMembers.expiresAt), sql`${dealroomMembers.expiresAt} > now()`),
      ),
    );
  return row ?? null;
}

export async function listMembersOf(db: Exec, roomId: string) {
  return db
    .select({ member: dealroomMembers, link: dealroomShareLinks })
    .from(dealroomMembers)
    .leftJoin(
      dealroomShareLinks,
      and(eq(dealroomShareLinks.memberId, dealroomMembers.id), isNull(dealroomShareLinks.revokedAt)),
    )
    .where(eq(dealroomMembers.dealroomId, roomId))
    .orderBy(asc(dealroomMembers.createdAt));
}

export async function findMember(db: Exec, roomId: string, memberId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(dealroomMembers)
    .where(and(eq(dealroomMembers.dealroomId, roomId), eq(dealroomMembers.id, memberId)));
  return row ?? null;
}

export async function upsertInvitedMember(
  tx: Exec,
  values: {
    dealroomId: string;
    email: string;
    name: string;
    accessLevel: string;
    invitedBy: string;
    expiresAt: Date | null;
  },
): Promise<MemberRow> {
  const [row] = await tx
    .insert(dealroomMembers)
    .values({ ...values, status: "invited" })
    .onConflictDoUpdate({
      target: [dealroomMembers.dealroomId, dealroomMembers.email],
      set: {
        name: values.name,
        accessLevel: values.accessLevel,
        invitedBy: values.invitedBy,
        expiresAt: values.expiresAt,
        // A re-invited member who had verified before stays active; a revoked one is invited again.
        status: sql`case when ${dealroomMembers.status} = 'active' then 'active' else 'invited' end`,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row as MemberRow;
}

export async function updateMemberRow(
  tx: Exec,
  memberId: string,
  patch: Partial<Pick<MemberRow, "accessLevel" | "status" | "userId" | "verifiedAt" | "name">>,
): Promise<MemberRow | null> {
  const [row] = await tx
    .update(dealroomMembers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(dealroomMembers.id, memberId))
    .returning();
  return row ?? null;
}

export async function revokeLinksOfMember(tx: Exec, memberId: string): Promise<void> {
  await tx
    .update(dealroomShareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(dealroomShareLinks.memberId, memberId), isNull(dealroomShareLinks.revokedAt)));
}

export async function updateLinksOfMember(
  tx: Exec,
  memberId: string,
  patch: Partial<Pick<ShareLinkRow, "accessLevel">>,
) {
  await tx.update(dealroomShareLinks).set(patch).where(eq(dealroomShareLinks.memberId, memberId));
}

export async function insertShareLink(
  tx: Exec,
  values: Omit<typeof dealroomShareLinks.$inferInsert, "id" | "createdAt">,
): Promise<ShareLinkRow> {
  const [row] = await tx.insert(dealroomShareLinks).values(values).returning();
  return row as ShareLinkRow;
}

export async function findShareLinkByToken(db: Exec, token: string) {
  const [row] = await db
    .select({ link: dealroomShareLinks, member: dealroomMembers })
    .from(dealroomShareLinks)
    .leftJoin(dealroomMembers, eq(dealroomMembers.id, dealroomShareLinks.memberId))
    .where(eq(dealroomShareLinks.token, token));
  return row ?? null;
}

export async function findShareLinkById(db: Exec, id: string) {
  const [row] = await db
    .select({ link: dealroomShareLinks, member: dealroomMembers })
    .from(dealroomShareLinks)
    .leftJoin(dealroomMembers, eq(dealroomMembers.id, dealroomShareLinks.memberId))
    .where(eq(dealroomShareLinks.id, id));
  return row ?? null;
}

export async function markLinkVerified(tx: Exec, linkId: string): Promise<void> {
  await tx
    .update(dealroomShareLinks)
    .set({ verifiedAt: sql`coalesce(${dealroomShareLinks.verifiedAt}, now())` })
    .where(eq(dealroomShareLinks.id, linkId));
}

/** The addresses of a room's people who are not revoked: the invitation's address, else the member's account's. */
export async function memberEmailsOf(db: Exec, roomId: string): Promise<string[]> {
  const rows = await db
    .select({ email: sql<string | null>`lower(coalesce(${dealroomMembers.email}, ${profiles.email}))` })
    .from(dealroomMembers)
    .leftJoin(profiles, eq(profiles.id, dealroomMembers.userId))
    .where(and(eq(dealroomMembers.dealroomId, roomId), sql`${dealroomMembers.status} <> 'revoked'`));
  return [...new Set(rows.map((r) => r.email).filter((e): e is string => !!e))];
}

export async function memberUserIds(db: Exec, roomId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: dealroomMembers.userId })
    .from(dealroomMembers)
    .where(and(eq(dealroomMembers.dealroomId, roomId), eq(dealroomMembers.status, "active")));
  return rows.map((r) => r.userId).filter((id): id is string => !!id);
}
