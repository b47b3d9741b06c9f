// Deal-room access, shared by every deal-room service: who is acting on a room (the owner, a signed-in
// member, or an outside visitor holding the room's guest cookie), at which level, and the two side effects
// every change has (an activity row and a realtime event to the room's people).
import type { FastifyRequest } from "fastify";
import * as repo from "#server/features/dealrooms/dealrooms.repository.ts";
import * as membersRepo from "#server/features/dealrooms/dealrooms-members.repository.ts";
import {
  parseCookies,
  type VisitorClaims,
  verifyVisitorToken,
  visitorCookieName,
} from "#server/features/dealrooms/visitor-token.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import { type AppContext, currentUser } from "#server/platform/http.ts";
import type { AccessLevel, ActivityAction } from "#shared/contract/dealrooms.ts";

export const DEALROOM_BUCKET = "dealroom_documents";

export type Actor =
  | { kind: "user"; userId: string; email: string; name: string | null; level: AccessLevel }
  | { kind: "visitor"; email: string; name: string; level: AccessLevel; shareLinkId: string; memberId: string | null };

export const rank: Record<AccessLevel, number> = { viewer: 0, commenter: 1, editor: 2, owner: 3 };

export function requireLevel(actor: Actor, needed: AccessLevel): void {
  if (rank[actor.level] < rank[needed]) {
    throw new AppError(
      "FORBIDDEN",
      needed === "owner" ? "Only the deal room owner can do this" : "You have read-only access to this deal room",
      {
        detail: `This needs ${needed} access; you have ${actor.level} access.`,
      },
    );
  }
}

export const actorFields = (actor: Actor) =>
  actor.kind === "user" ? { userId: actor.userId, visitorEmail: null } : { userId: null, visitorEmail: actor.email };

export function linkState(link: membersRepo.ShareLinkRow, member: membersRepo.MemberRow | null, now = Date.now()) {
  if (link.revokedAt || member?.status === "revoked") return "revoked" as const;
  if (link.expiresAt && link.expiresAt.getTime() <= now) return "expired" as const;
  if (member?.expiresAt && member.expiresAt.getTime() <= now) return "expired" as const;
  return "valid" as const;
}

export type RoomCore = ReturnType<typeof createRoomCore>;

export function createRoomCore(ctx: AppContext) {
  const { db } = ctx;
  async function notify(roomId: string, ownerId: string) {
    const ids = new Set([ownerId, ...(await membersRepo.memberUserIds(db, roomId))]);
    await ctx.events.publish([...ids], { type: "dealrooms.updated", entity: "dealrooms", id: roomId });
  }

  async function log(
    tx: repo.Tx | typeof db,
    roomId: string,
    actor: Actor | null,
    actionType: ActivityAction,
    entityType: string,
    entityId: string | null,
    details: Record<string, unknown> = {},
  ) {
    await repo.insertActivity(tx, {
      dealroomId: roomId,
      actionType,
      entityType,
      entityId,
      ...(actor ? actorFields(actor) : {}),
      details,
    });
  }

  /** The visitor claims for this room from its guest cookie, when present and well signed. */
  function visitorClaims(request: FastifyRequest, roomId: string): VisitorClaims | null {
    const cookie = parseCookies(request.headers.cookie)[visitorCookieName(roomId)];
    if (!cookie) return null;
    const claims = verifyVisitorToken(ctx.config.authSecret, cookie);
    return claims && claims.dealroomId === roomId ? claims : null;
  }

  /** Resolves who is acting on a room, or throws 401 (nobody), 403 (feature), 404 (no access). */
  async function resolve(request: FastifyRequest, roomId: string): Promise<{ room: repo.DealroomRow; actor: Actor }> {
    const user = await currentUser(ctx, request);
    const claims = visitorClaims(request, roomId);
    const room = await repo.findRoom(db, roomId);
    let featureMissing = false;
    if (room && user) {
      let level: AccessLevel | null = null;
      let name: string | null = null;
      if (room.createdBy === user.id) level = "owner";
      else {
        const member = await membersRepo.findActiveMembership(db, roomId, user.id);
        if (member) {
          level = member.accessLevel as AccessLevel;
          name = member.name || null;
        }
      }
      if (level) {
        if (await ctx.access.hasFeature(user.id, "dealrooms")) {
          return { room, actor: { kind: "user", userId: user.id, email: user.email, name, level } };
        }
        featureMissing = true;
      }
    }
    if (room && claims) {
      const found = await membersRepo.findShareLinkById(db, claims.shareLinkId);
      if (found && found.link.dealroomId === roomId && linkState(found.link, found.member) === "valid") {
        const level = (found.member?.accessLevel ?? found.link.accessLevel) as AccessLevel;
        return {
          room,
          actor: {
            kind: "visitor",
            email: found.link.email,
            name: found.member?.name || found.link.name,
            level: level === "owner" ? "editor" : level,
            shareLinkId: found.link.id,
            memberId: found.member?.id ?? null,
          },
        };
      }
    }
    if (featureMissing) {
      throw new AppError("FEATURE_REQUIRED", "Upgrade Your Account", {
        detail: "To access all features including adding and viewing leases, you need an active subscription",
      });
    }
    // A guest session of another room is not anonymous: it gets the same 404 as a stranger.
    const hasGuestSession = Object.keys(parseCookies(request.headers.cookie)).some((n) => n.startsWith("ld_drv_"));
    if (!user && !claims && !hasGuestSession) throw new AppError("UNAUTHENTICATED", "You must be signed in");
    throw notFound("Deal room not found");
  }

  async function ownerProfile(userId: string) {
    return (await repo.findOwnerProfile(db, userId)) ?? { id: userId, firstName: "", lastName: "", email: "" };
  }

  return { ctx, db, notify, log, resolve, ownerProfile };
}
