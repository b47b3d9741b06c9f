// Members and sharing: who is in a room, invitations by e-mail with a share link, access changes, revocation.
import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { type RoomCore, requireLevel } from "#server/features/dealrooms/dealrooms-access.ts";
import { iso, toMemberDto } from "#server/features/dealrooms/dealrooms-dto.ts";
import * as repo from "#server/features/dealrooms/dealrooms.repository.ts";
import * as membersRepo from "#server/features/dealrooms/dealrooms-members.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { AccessLevel } from "#shared/contract/dealrooms.ts";
import type { InviteBody, MemberDto } from "#shared/contract/dealrooms-sharing.ts";

export function createSharingService(core: RoomCore) {
  const { ctx, db, notify, log, resolve, ownerProfile } = core;

  function shareUrl(token: string) {
    return `${ctx.config.appUrl}/dealrooms/verify-access?token=${encodeURIComponent(token)}`;
  }

  return {
    async members(request: FastifyRequest, roomId: string) {
      const { room, actor } = await resolve(request, roomId);
      const owner = await ownerProfile(room.createdBy);
      const rows = await membersRepo.listMembersOf(db, roomId);
      const isOwner = actor.level === "owner";
      const byMember = new Map<string, MemberDto>();
      for (const { member, link } of rows) {
        const existing = byMember.get(member.id);
        if (existing?.shareUrl) continue;
        byMember.set(member.id, toMemberDto(member, isOwner && link ? shareUrl(link.token) : null));
      }
      return {
        owner: { id: owner.id, name: `${owner.firstName} ${owner.lastName}`.trim() || owner.email, email: owner.email },
        // Members see who else is in the room, never the links.
        items: [...byMember.values()].filter((m) => isOwner || m.status === "active"),
      };
    },

    async invite(request: FastifyRequest, roomId: string, body: InviteBody): Promise<MemberDto> {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "owner");
      if (actor.kind !== "user") throw notFound();
      const owner = await ownerProfile(room.createdBy);
      if (body.email === owner.email.toLowerCase()) {
        throw new AppError("VALIDATION_FAILED", "You own this deal room", {
          fields: { email: "You own this deal room" },
        });
      }
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
      const token = randomBytes(32).toString("base64url");
      const member = await db.transaction(async (tx) => {
        const m = await membersRepo.upsertInvitedMember(tx, {
          dealroomId: roomId,
          email: body.email,
          name: body.name,
          accessLevel: body.accessLevel,
          invitedBy: actor.userId,
          expiresAt,
        });
        // One live link per member: a new invitation replaces the old link.
        await membersRepo.revokeLinksOfMember(tx, m.id);
        await membersRepo.insertShareLink(tx, {
          token,
          dealroomId: roomId,
          memberId: m.id,
          email: body.email,
          name: body.name,
          accessLevel: body.accessLevel,
          expiresAt,
          createdBy: actor.userId,
        });
        await log(tx, roomId, actor, "invited", "member", m.id, {
          email: body.email,
          name: body.name,
          access_level: body.accessLevel,
          expires_at: iso(expiresAt),
        });
        await repo.touchRoom(tx, roomId);
        return m;
      });
      const sharer = `${owner.firstName} ${owner.lastName}`.trim() || owner.email;
      await ctx.mailer.send({
        to: body.email,
        subject: `Deal room shared with you: ${room.name}`,
        text: [
          `Hello ${body.name},`,
          "",
          `${sharer} (${owner.email}) invited you to the deal room "${room.name}" on Leasedesk with ${body.accessLevel} access.`,
          "",
          "Open the deal room with this link, then confirm your e-mail address and name:",
          "",
          shareUrl(token),
          "",
          expiresAt
            ? `The link is valid until ${expiresAt.toUTCString()}.`
            : "The link stays valid until the owner revokes it.",
          "If you did not expect this invitation, you can ignore this message.",
        ].join("\n"),
      });
      await notify(roomId, room.createdBy);
      return toMemberDto(member, shareUrl(token));
    },

    async updateMember(request: FastifyRequest, roomId: string, memberId: string, accessLevel: AccessLevel) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "owner");
      const member = await membersRepo.findMember(db, roomId, memberId);
      if (!member) throw notFound("Member not found");
      const row = await db.transaction(async (tx) => {
        const updated = await membersRepo.updateMemberRow(tx, memberId, { accessLevel });
        await membersRepo.updateLinksOfMember(tx, memberId, { accessLevel });
        await log(tx, roomId, actor, "edited", "member", memberId, {
          email: member.email,
          old_access_level: member.accessLevel,
          new_access_level: accessLevel,
        });
        return updated as membersRepo.MemberRow;
      });
      await notify(roomId, room.createdBy);
      return toMemberDto(row, null);
    },

    async revokeMember(request: FastifyRequest, roomId: string, memberId: string) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "owner");
      const member = await membersRepo.findMember(db, roomId, memberId);
      if (!member) throw notFound("Member not found");
      const row = await db.transaction(async (tx) => {
        const updated = await membersRepo.updateMemberRow(tx, memberId, { status: "revoked" });
        await membersRepo.revokeLinksOfMember(tx, memberId);
        await log(tx, roomId, actor, "revoked", "member", memberId, { email: member.email, name: member.name });
        return updated as membersRepo.MemberRow;
      });
      await notify(roomId, room.createdBy);
      return toMemberDto(row, null);
    },
  };
}
