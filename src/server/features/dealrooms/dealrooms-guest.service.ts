// Guest access (crm-documents §3, §7): the public room lookup, share-link checks and verify-shared-access,
// which opens a room-scoped guest session for the invited e-mail.
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type Actor, linkState, type RoomCore } from "#server/features/dealrooms/dealrooms-access.ts";
import * as repo from "#server/features/dealrooms/dealrooms.repository.ts";
import * as membersRepo from "#server/features/dealrooms/dealrooms-members.repository.ts";
import { signVisitorToken, VISITOR_SESSION_SECONDS, visitorCookie } from "#server/features/dealrooms/visitor-token.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import { currentUser } from "#server/platform/http.ts";
import type { AccessLevel, PublicDealroomDto } from "#shared/contract/dealrooms.ts";
import { accessErrors, type ShareLinkAccessDto } from "#shared/contract/dealrooms-sharing.ts";

export function createGuestService(core: RoomCore) {
  const { ctx, db, notify, log } = core;
  const secure = ctx.config.appUrl.startsWith("https://");
  const service = {
    /** §3 get_dealroom_by_id: id, name, creator and sharer (the inviting user when a token is given). */
    async publicLookup(roomId: string, token?: string): Promise<PublicDealroomDto> {
      const room = await repo.findRoom(db, roomId);
      if (!room) throw notFound("Deal room not found");
      let sharerId = room.createdBy;
      if (token) {
        const found = await membersRepo.findShareLinkByToken(db, token);
        if (found && found.link.dealroomId === roomId && found.link.createdBy) sharerId = found.link.createdBy;
      }
      const sharer = await repo.findOwnerProfile(db, sharerId);
      return {
        id: room.id,
        name: room.name,
        created_by: room.createdBy,
        sharer_first_name: sharer?.firstName || null,
        sharer_last_name: sharer?.lastName || null,
        sharer_email: sharer?.email ?? null,
      };
    },

    async shareLinkAccess(token: string): Promise<ShareLinkAccessDto> {
      const fail = (error: string): ShareLinkAccessDto => ({
        success: false,
        error,
        entity_id: null,
        entity_type: "dealroom",
        access_level: null,
        dealroom: null,
      });
      const found = await membersRepo.findShareLinkByToken(db, token);
      if (!found) return fail(accessErrors.notFound);
      if (linkState(found.link, found.member) !== "valid") return fail(accessErrors.invalidToken);
      return {
        success: true,
        error: null,
        entity_id: found.link.dealroomId,
        entity_type: "dealroom",
        access_level: (found.member?.accessLevel ?? found.link.accessLevel) as AccessLevel,
        dealroom: await service.publicLookup(found.link.dealroomId, token),
      };
    },

    /** verify-shared-access: checks the link and the invitee's e-mail, then opens a session for the room. */
    async verifyAccess(
      request: FastifyRequest,
      reply: FastifyReply,
      body: { token: string; email: string; name: string },
    ) {
      const traceId = randomUUID();
      const found = await membersRepo.findShareLinkByToken(db, body.token);
      if (!found) throw new AppError("NOT_FOUND", accessErrors.notFound, { detail: accessErrors.notFound });
      const { link, member } = found;
      if (linkState(link, member) !== "valid") {
        throw new AppError("LINK_EXPIRED", accessErrors.invalidToken, { detail: accessErrors.invalidToken });
      }
      if (body.email.trim().toLowerCase() !== link.email.toLowerCase()) {
        throw new AppError("FORBIDDEN", accessErrors.emailMismatch, { detail: accessErrors.emailMismatch });
      }
      const user = await currentUser(ctx, request);
      const sameUser = !!user && user.email.toLowerCase() === link.email.toLowerCase();
      const level = (member?.accessLevel ?? link.accessLevel) as AccessLevel;
      const visitor: Actor = {
        kind: "visitor",
        email: link.email,
        name: body.name.trim(),
        level,
        shareLinkId: link.id,
        memberId: member?.id ?? null,
      };
      const firstTime = !link.verifiedAt;
      await db.transaction(async (tx) => {
        await membersRepo.markLinkVerified(tx, link.id);
        if (member) {
          await membersRepo.updateMemberRow(tx, member.id, {
            status: "active",
            verifiedAt: member.verifiedAt ?? new Date(),
            name: body.name.trim(),
            // A signed-in invitee with the invited address becomes a member of their own account.
            ...(sameUser && user ? { userId: user.id } : {}),
          });
        }
        await log(
          tx,
          link.dealroomId,
          sameUser && user ? { kind: "user", userId: user.id, email: user.email, name: null, level } : visitor,
          "verified",
          "share_link",
          link.id,
          { email: link.email, name: body.name.trim(), first_time: firstTime },
        );
      });
      const limits = [Date.now() + VISITOR_SESSION_SECONDS * 1000];
      if (link.expiresAt) limits.push(link.expiresAt.getTime());
      if (member?.expiresAt) limits.push(member.expiresAt.getTime());
      const expiresAt = Math.min(...limits);
      // Every verified browser also gets the room-scoped guest cookie, so access works even for a
      // signed-in invitee whose own subscription lacks deal rooms.
      const token = signVisitorToken(ctx.config.authSecret, {
        dealroomId: link.dealroomId,
        shareLinkId: link.id,
        email: link.email,
        accessLevel: level,
        exp: Math.floor(expiresAt / 1000),
      });
      reply.header(
        "set-cookie",
        visitorCookie(link.dealroomId, token, { maxAgeSeconds: (expiresAt - Date.now()) / 1000, secure }),
      );
      const room = await repo.findRoom(db, link.dealroomId);
      if (room) await notify(room.id, room.createdBy);
      return {
        success: true,
        message: "Access verified",
        traceId,
        signInUrl: null,
        session: {
          kind: sameUser ? ("user" as const) : ("visitor" as const),
          expiresAt: new Date(expiresAt).toISOString(),
        },
        entity_id: link.dealroomId,
        entity_type: "dealroom" as const,
        access_level: level,
      };
    },
  };
  return service;
}
