// Deal rooms: rules, permissions and transactions. Access is resolved per request to an Actor — the
// owner, a signed-in member, or an outside visitor holding the room's guest cookie — and every
// room-scoped operation checks the actor's level. Another user's room answers 404 (no existence leak).
import { invalidRichTextMessage, normalizeRichText, richTextProblem } from "#shared/rules/richtext-schema.ts";
import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import * as repo from "#server/features/dealrooms/dealrooms.repository.ts";
import * as docusign from "#server/features/dealrooms/docusign.ts";
import { detectUploadType, safeFileName } from "#server/features/dealrooms/file-type.ts";
import { cleanName } from "#server/features/dealrooms/input-guard.ts";
import { emptyDoc, richTextToPdf, richTextToPlain } from "#server/features/dealrooms/richtext.ts";
import {
  parseCookies,
  signVisitorToken,
  VISITOR_SESSION_SECONDS,
  type VisitorClaims,
  verifyVisitorToken,
  visitorCookie,
  visitorCookieName,
} from "#server/features/dealrooms/visitor-token.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import { type AppContext, currentUser } from "#server/platform/http.ts";
import {
  type AccessLevel,
  type ActivityAction,
  type ActivityDto,
  accessErrors,
  type DealroomDetailDto,
  type DealroomDto,
  type DealroomSort,
  type DocumentDetailDto,
  type DocumentDto,
  DOCUSIGN_HELP,
  docusignMessages,
  type EnvelopeDto,
  type FolderDto,
  type InviteBody,
  type MemberDto,
  type PublicDealroomDto,
  type RichTextDoc,
  realEstateTransactionFolders,
  type ShareLinkAccessDto,
  type VersionDto,
} from "#shared/contract/dealrooms.ts";
import { safeRedirectPath } from "#shared/rules/redirect.ts";

export const DEALROOM_BUCKET = "dealroom_documents";
/** Autosaves within this window of the latest version update it instead of adding another. */
const VERSION_WINDOW_MS = 5 * 60_000;
const FINAL_ENVELOPE = new Set(["completed", "declined", "voided"]);

export type Actor =
  | { kind: "user"; userId: string; email: string; name: string | null; level: AccessLevel }
  | { kind: "visitor"; email: string; name: string; level: AccessLevel; shareLinkId: string; memberId: string | null };

const rank: Record<AccessLevel, number> = { viewer: 0, commenter: 1, editor: 2, owner: 3 };

function requireLevel(actor: Actor, needed: AccessLevel): void {
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

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const actorFields = (actor: Actor) =>
  actor.kind === "user" ? { userId: actor.userId, visitorEmail: null } : { userId: null, visitorEmail: actor.email };

export function toDealroomDto(row: repo.DealroomRow): DealroomDto {
  return {
    id: row.id,
    name: row.name,
    status: row.status as DealroomDto["status"],
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toEnvelopeDto(row: repo.EnvelopeRow): EnvelopeDto {
  return {
    id: row.id,
    envelopeId: row.envelopeId,
    documentId: row.documentId,
    status: row.status as EnvelopeDto["status"],
    recipients: row.recipients as EnvelopeDto["recipients"],
    signedDocumentId: row.signedDocumentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDocumentDto(row: repo.DocumentRow, envelope?: repo.EnvelopeRow | null): DocumentDto {
  return {
    id: row.id,
    dealroomId: row.dealroomId,
    folderId: row.folderId,
    name: row.name,
    kind: row.kind as DocumentDto["kind"],
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    currentVersion: row.currentVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    signature: envelope ? toEnvelopeDto(envelope) : null,
  };
}

const toFolderDto = (row: repo.FolderRow): FolderDto => ({
  id: row.id,
  name: row.name,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
});

function linkState(link: repo.ShareLinkRow, member: repo.MemberRow | null, now = Date.now()) {
  if (link.revokedAt || member?.status === "revoked") return "revoked" as const;
  if (link.expiresAt && link.expiresAt.getTime() <= now) return "expired" as const;
  if (member?.expiresAt && member.expiresAt.getTime() <= now) return "expired" as const;
  return "valid" as const;
}

export function createDealroomService(ctx: AppContext) {
  const { db } = ctx;
  const secure = ctx.config.appUrl.startsWith("https://");

  async function notify(roomId: string, ownerId: string) {
    const ids = new Set([ownerId, ...(await repo.memberUserIds(db, roomId))]);
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
        const member = await repo.findActiveMembership(db, roomId, user.id);
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
      const found = await repo.findShareLinkById(db, claims.shareLinkId);
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

  async function docusignApi(userId: string): Promise<docusign.EnvelopeApi> {
    const cfg = ctx.config.docusign;
    if (!cfg) throw new AppError("NOT_CONFIGURED", "E-signature is not configured", { detail: DOCUSIGN_HELP });
    let conn = await repo.findConnection(db, userId);
    if (!conn?.accessToken || !conn.accountId || !conn.baseUri) {
      throw new AppError("CONFLICT", "Connect DocuSign first", {
        detail: "Connect your DocuSign account from the deal room, then send the document again.",
      });
    }
    if (conn.expiresAt && conn.expiresAt.getTime() < Date.now() + 60_000 && conn.refreshToken) {
      const tokens = await docusign.refreshTokens(cfg, conn.refreshToken);
      conn = await repo.upsertConnection(db, userId, {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? conn.refreshToken,
        expiresAt: new Date(Date.now() + (tokens.expires_in ?? 3600) * 1000),
      });
    }
    return {
      baseUri: conn.baseUri as string,
      accountId: conn.accountId as string,
      accessToken: conn.accessToken as string,
    };
  }

  const service = {
    resolve,

    // ── Rooms ──
    async list(userId: string, opts: { q?: string; sort: DealroomSort; page: number; pageSize: number }) {
      const q = opts.q?.trim();
      const { rows, total } = await repo.listRooms(db, userId, { ...opts, q: q || undefined });
      return { items: rows.map(toDealroomDto), total };
    },

    async create(userId: string, name: string): Promise<DealroomDto> {
      const row = await db.transaction(async (tx) => {
        const room = await repo.insertRoom(tx, userId, name.trim());
        await repo.insertActivity(tx, {
          dealroomId: room.id,
          actionType: "created",
          entityType: "dealroom",
          entityId: room.id,
          userId,
          details: { name: room.name },
        });
        return room;
      });
      await notify(row.id, userId);
      return toDealroomDto(row);
    },

    async detail(request: FastifyRequest, roomId: string): Promise<DealroomDetailDto> {
      const { room, actor } = await resolve(request, roomId);
      const owner = await ownerProfile(room.createdBy);
      return {
        ...toDealroomDto(room),
        viewer: { kind: actor.kind, accessLevel: actor.level, email: actor.email, name: actor.name },
        owner: { firstName: owner.firstName, lastName: owner.lastName, email: owner.email },
        docusignConfigured: !!ctx.config.docusign,
      };
    },

    async update(request: FastifyRequest, roomId: string, patch: { name?: string; status?: "active" | "archived" }) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "owner");
      const name = patch.name?.trim();
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateRoom(tx, roomId, {
          ...(name ? { name } : {}),
          ...(patch.status ? { status: patch.status } : {}),
        });
        if (!updated) throw notFound("Deal room not found");
        if (name && name !== room.name) {
          await log(tx, roomId, actor, "renamed", "dealroom", roomId, { old_name: room.name, new_name: name });
        }
        return updated;
      });
      await notify(roomId, room.createdBy);
      return toDealroomDto(row);
    },

    /** Deletes the room with its folders, documents, versions, links, members and logs, then its files. */
    async remove(request: FastifyRequest, roomId: string) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "owner");
      const memberIds = await repo.memberUserIds(db, roomId);
      const keys = await repo.roomStorageKeys(db, roomId);
      const deleted = await db.transaction((tx) => repo.deleteRoom(tx, roomId));
      if (!deleted) throw notFound("Deal room not found");
      await ctx.storage
        .remove(DEALROOM_BUCKET, keys)
        .catch((err) => ctx.log.warn({ err, roomId }, "deal room files not removed"));
      await ctx.events.publish([room.createdBy, ...memberIds], {
        type: "dealrooms.deleted",
        entity: "dealrooms",
        id: roomId,
      });
      return { ok: true as const };
    },

    /** §3 get_dealroom_by_id: id, name, creator and sharer (the inviting user when a token is given). */
    async publicLookup(roomId: string, token?: string): Promise<PublicDealroomDto> {
      const room = await repo.findRoom(db, roomId);
      if (!room) throw notFound("Deal room not found");
      let sharerId = room.createdBy;
      if (token) {
        const found = await repo.findShareLinkByToken(db, token);
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

    // ── Share links and members ──
    async shareLinkAccess(token: string): Promise<ShareLinkAccessDto> {
      const fail = (error: string): ShareLinkAccessDto => ({
        success: false,
        error,
        entity_id: null,
        entity_type: "dealroom",
        access_level: null,
        dealroom: null,
      });
      const found = await repo.findShareLinkByToken(db, token);
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
      const found = await repo.findShareLinkByToken(db, body.token);
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
        await repo.markLinkVerified(tx, link.id);
        if (member) {
          await repo.updateMemberRow(tx, member.id, {
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

    async members(request: FastifyRequest, roomId: string) {
      const { room, actor } = await resolve(request, roomId);
      const owner = await ownerProfile(room.createdBy);
      const rows = await repo.listMembersOf(db, roomId);
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
        const m = await repo.upsertInvitedMember(tx, {
          dealroomId: roomId,
          email: body.email,
          name: body.name,
          accessLevel: body.accessLevel,
          invitedBy: actor.userId,
          expiresAt,
        });
        // One live link per member: a new invitation replaces the old link.
        await repo.revokeLinksOfMember(tx, m.id);
        await repo.insertShareLink(tx, {
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
      const member = await repo.findMember(db, roomId, memberId);
      if (!member) throw notFound("Member not found");
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateMemberRow(tx, memberId, { accessLevel });
        await repo.updateLinksOfMember(tx, memberId, { accessLevel });
        await log(tx, roomId, actor, "edited", "member", memberId, {
          email: member.email,
          old_access_level: member.accessLevel,
          new_access_level: accessLevel,
        });
        return updated as repo.MemberRow;
      });
      await notify(roomId, room.createdBy);
      return toMemberDto(row, null);
    },

    async revokeMember(request: FastifyRequest, roomId: string, memberId: string) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "owner");
      const member = await repo.findMember(db, roomId, memberId);
      if (!member) throw notFound("Member not found");
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateMemberRow(tx, memberId, { status: "revoked" });
        await repo.revokeLinksOfMember(tx, memberId);
        await log(tx, roomId, actor, "revoked", "member", memberId, { email: member.email, name: member.name });
        return updated as repo.MemberRow;
      });
      await notify(roomId, room.createdBy);
      return toMemberDto(row, null);
    },

    async activity(request: FastifyRequest, roomId: string, page: number, pageSize: number) {
      const { actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const { rows, total } = await repo.listActivityOf(db, roomId, page, pageSize);
      const items: ActivityDto[] = rows.map(({ log: row, firstName, lastName, email }) => ({
        id: row.id,
        entityId: row.entityId,
        entityType: row.entityType,
        actionType: row.actionType as ActivityDto["actionType"],
        actor: row.userId
          ? `${firstName ?? ""} ${lastName ?? ""}`.trim() || email || "Former user"
          : row.visitorEmail
            ? row.visitorEmail
            : "System",
        actorKind: row.userId ? "user" : row.visitorEmail ? "visitor" : "system",
        details: (row.details ?? {}) as Record<string, unknown>,
        createdAt: row.createdAt.toISOString(),
      }));
      return { items, total };
    },

    // ── Folders ──
    async folders(request: FastifyRequest, roomId: string) {
      await resolve(request, roomId);
      return { items: (await repo.listFoldersOf(db, roomId)).map(toFolderDto) };
    },

    async createFolder(request: FastifyRequest, roomId: string, name: string): Promise<FolderDto> {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const existing = await repo.listFoldersOf(db, roomId);
      if (existing.some((f) => f.name.toLowerCase() === name.trim().toLowerCase())) {
        throw new AppError("CONFLICT", "A folder with this name already exists", {
          fields: { name: "A folder with this name already exists" },
        });
      }
      const [row] = await db.transaction(async (tx) => {
        const rows = await repo.insertFolders(
          tx,
          roomId,
          actor.kind === "user" ? actor.userId : null,
          [name.trim()],
          existing.length,
        );
        if (rows[0]) await log(tx, roomId, actor, "created", "folder", rows[0].id, { name: rows[0].name });
        await repo.touchRoom(tx, roomId);
        return rows;
      });
      if (!row) throw new AppError("CONFLICT", "A folder with this name already exists");
      await notify(roomId, room.createdBy);
      return toFolderDto(row);
    },

    async applyTemplate(request: FastifyRequest, roomId: string) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const existing = await repo.listFoldersOf(db, roomId);
      const have = new Set(existing.map((f) => f.name.toLowerCase()));
      const missing = realEstateTransactionFolders.filter((n) => !have.has(n.toLowerCase()));
      await db.transaction(async (tx) => {
        const rows = await repo.insertFolders(
          tx,
          roomId,
          actor.kind === "user" ? actor.userId : null,
          missing,
          existing.length,
        );
        if (rows.length) {
          await log(tx, roomId, actor, "created", "folder", null, {
            template: "Real Estate Transaction",
            folders: rows.map((r) => r.name),
          });
          await repo.touchRoom(tx, roomId);
        }
      });
      await notify(roomId, room.createdBy);
      return { items: (await repo.listFoldersOf(db, roomId)).map(toFolderDto) };
    },

    async deleteFolder(request: FastifyRequest, roomId: string, folderId: string) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const folder = await repo.findFolder(db, roomId, folderId);
      if (!folder) throw notFound("Folder not found");
      // Documents in it move to the room's top level (FK on delete set null).
      await db.transaction(async (tx) => {
        await repo.deleteFolderRow(tx, roomId, folderId);
        await log(tx, roomId, actor, "deleted", "folder", folderId, { name: folder.name });
        await repo.touchRoom(tx, roomId);
      });
      await notify(roomId, room.createdBy);
      return { ok: true as const };
    },

    // ── Documents ──
    async documents(request: FastifyRequest, roomId: string) {
      await resolve(request, roomId);
      const rows = await repo.listDocumentsOf(db, roomId);
      const envelopes = await repo.latestEnvelopes(
        db,
        rows.map((r) => r.id),
      );
      return { items: rows.map((r) => toDocumentDto(r, envelopes.get(r.id))) };
    },

    async upload(
      request: FastifyRequest,
      roomId: string,
      input: { filename: string; bytes: Buffer; folderId: string | null },
    ): Promise<DocumentDto> {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      if (input.bytes.length === 0) throw new AppError("VALIDATION_FAILED", "The file is empty");
      const type = detectUploadType(input.filename, input.bytes);
      if (!type) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Unsupported file type", {
          detail: "Upload a PDF or an Office document (Word, Excel or PowerPoint).",
        });
      }
      if (input.folderId && !(await repo.findFolder(db, roomId, input.folderId))) throw notFound("Folder not found");
      const name = cleanName(input.filename).slice(0, 255) || `document.${type.ext}`;
      const existing = (await repo.listDocumentsOf(db, roomId)).find(
        (d) => d.kind === "file" && d.name === name && d.folderId === (input.folderId ?? null),
      );
      const documentId = existing?.id ?? randomUUID();
      const version = existing ? existing.currentVersion + 1 : 1;
      const key = `${roomId}/${documentId}/v${version}-${randomBytes(6).toString("hex")}-${safeFileName(name, type.ext)}`;
      await ctx.storage.put(DEALROOM_BUCKET, key, input.bytes, type.mimeType);
      const who =
        actor.kind === "user"
          ? { createdBy: actor.userId, createdByEmail: null }
          : { createdBy: null, createdByEmail: actor.email };
      let row: repo.DocumentRow;
      try {
        row = await db.transaction(async (tx) => {
          const doc = existing
            ? ((await repo.updateDocumentRow(tx, documentId, {
                storageKey: key,
                mimeType: type.mimeType,
                sizeBytes: input.bytes.length,
                currentVersion: version,
              })) as repo.DocumentRow)
            : await repo.insertDocument(tx, {
                id: documentId,
                dealroomId: roomId,
                folderId: input.folderId,
                name,
                kind: "file",
                storageKey: key,
                mimeType: type.mimeType,
                sizeBytes: input.bytes.length,
                ...who,
              });
          await repo.insertVersion(tx, { documentId, version, storageKey: key, sizeBytes: input.bytes.length, ...who });
          await log(tx, roomId, actor, "uploaded", "document", documentId, {
            name,
            version,
            size_bytes: input.bytes.length,
          });
          await repo.touchRoom(tx, roomId);
          return doc;
        });
      } catch (err) {
        await ctx.storage.remove(DEALROOM_BUCKET, [key]).catch(() => undefined);
        throw err;
      }
      await notify(roomId, room.createdBy);
      return toDocumentDto(row);
    },

    async createRichText(request: FastifyRequest, roomId: string, body: { name: string; folderId?: string | null }) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      if (body.folderId && !(await repo.findFolder(db, roomId, body.folderId))) throw notFound("Folder not found");
      const who =
        actor.kind === "user"
          ? { createdBy: actor.userId, createdByEmail: null }
          : { createdBy: null, createdByEmail: actor.email };
      const content = emptyDoc();
      const row = await db.transaction(async (tx) => {
        const doc = await repo.insertDocument(tx, {
          dealroomId: roomId,
          folderId: body.folderId ?? null,
          name: body.name.trim(),
          kind: "richtext",
          mimeType: "application/vnd.leasedesk.richtext+json",
          content,
          contentText: "",
          ...who,
        });
        await repo.insertVersion(tx, {
          documentId: doc.id,
          version: 1,
          content,
          contentText: "",
          note: "Created",
          ...who,
        });
        await log(tx, roomId, actor, "created", "document", doc.id, { name: doc.name });
        await repo.touchRoom(tx, roomId);
        return doc;
      });
      await notify(roomId, room.createdBy);
      return toDocumentDto(row);
    },

    async document(request: FastifyRequest, roomId: string, documentId: string): Promise<DocumentDetailDto> {
      const { actor } = await resolve(request, roomId);
      const doc = await repo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      const envelope = (await repo.latestEnvelopes(db, [doc.id])).get(doc.id);
      return {
        ...toDocumentDto(doc, envelope),
        content: doc.kind === "richtext" ? ((doc.content as RichTextDoc | null) ?? emptyDoc()) : null,
        canEdit: rank[actor.level] >= rank.editor && doc.kind === "richtext",
      };
    },

    async updateDocument(
      request: FastifyRequest,
      roomId: string,
      documentId: string,
      patch: { name?: string; folderId?: string | null },
    ) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const doc = await repo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      if (patch.folderId && !(await repo.findFolder(db, roomId, patch.folderId))) throw notFound("Folder not found");
      const row = await db.transaction(async (tx) => {
        const updated = (await repo.updateDocumentRow(tx, documentId, {
          ...(patch.name ? { name: patch.name.trim() } : {}),
          ...(patch.folderId !== undefined ? { folderId: patch.folderId } : {}),
        })) as repo.DocumentRow;
        if (patch.name && patch.name.trim() !== doc.name) {
          await log(tx, roomId, actor, "renamed", "document", documentId, {
            old_name: doc.name,
            new_name: patch.name.trim(),
          });
        }
        await repo.touchRoom(tx, roomId);
        return updated;
      });
      await notify(roomId, room.createdBy);
      return toDocumentDto(row);
    },

    async saveContent(
      request: FastifyRequest,
      roomId: string,
      documentId: string,
      body: { content: RichTextDoc; snapshot: boolean; note?: string },
    ): Promise<DocumentDetailDto> {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const doc = await repo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      if (doc.kind !== "richtext")
        throw new AppError("CONFLICT", "Only room documents created in the editor can be edited here");
      // Only documents the editor can open are stored: anything else would load as an empty page (issue 13).
      const invalid = richTextProblem(body.content);
      if (invalid) {
        throw new AppError("VALIDATION_FAILED", invalidRichTextMessage, {
          detail: `${invalidRichTextMessage}: ${invalid}`,
          fields: { content: invalidRichTextMessage },
        });
      }
      body = { ...body, content: normalizeRichText(body.content) };
      const contentText = richTextToPlain(body.content);
      const who =
        actor.kind === "user"
          ? { createdBy: actor.userId, createdByEmail: null }
          : { createdBy: null, createdByEmail: actor.email };
      await db.transaction(async (tx) => {
        // Saves of one document take turns: two at once would both add "the next" version (the first-autosave 500).
        await repo.lockDocument(tx, documentId);
        const latest = await repo.latestVersion(tx, documentId);
        const sameAuthor = latest && latest.createdBy === who.createdBy && latest.createdByEmail === who.createdByEmail;
        const recent = latest && Date.now() - latest.createdAt.getTime() < VERSION_WINDOW_MS;
        let version = doc.currentVersion;
        if (!body.snapshot && latest && sameAuthor && recent && latest.version > 1) {
          // Autosave keeps refining the latest version of this author's editing session.
          await repo.updateVersionContent(tx, latest.id, body.content, contentText);
        } else {
          version = (latest?.version ?? 0) + 1;
          await repo.insertVersion(tx, {
            documentId,
            version,
            content: body.content,
            contentText,
            note: body.note ?? null,
            ...who,
          });
          await log(tx, roomId, actor, "edited", "document", documentId, { name: doc.name, version });
        }
        await repo.updateDocumentRow(tx, documentId, { content: body.content, contentText, currentVersion: version });
        await repo.touchRoom(tx, roomId);
      });
      await notify(roomId, room.createdBy);
      return service.document(request, roomId, documentId);
    },

    async versions(request: FastifyRequest, roomId: string, documentId: string): Promise<{ items: VersionDto[] }> {
      await resolve(request, roomId);
      const doc = await repo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      const rows = await repo.listVersionsOf(db, documentId);
      return {
        items: rows.map(({ version: v, firstName, lastName }) => ({
          id: v.id,
          version: v.version,
          note: v.note,
          author: v.createdBy
            ? `${firstName ?? ""} ${lastName ?? ""}`.trim() || "Member"
            : (v.createdByEmail ?? "Unknown"),
          createdAt: v.createdAt.toISOString(),
          sizeBytes: v.sizeBytes,
          preview: (v.contentText ?? "").slice(0, 160),
        })),
      };
    },

    async restore(request: FastifyRequest, roomId: string, documentId: string, versionId: string) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const doc = await repo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      const source = await repo.findVersion(db, documentId, versionId);
      if (!source) throw notFound("Version not found");
      const who =
        actor.kind === "user"
          ? { createdBy: actor.userId, createdByEmail: null }
          : { createdBy: null, createdByEmail: actor.email };
      await db.transaction(async (tx) => {
        // Saves of one document take turns: two at once would both add "the next" version (the first-autosave 500).
        await repo.lockDocument(tx, documentId);
        const latest = await repo.latestVersion(tx, documentId);
        const version = (latest?.version ?? 0) + 1;
        await repo.insertVersion(tx, {
          documentId,
          version,
          content: source.content,
          contentText: source.contentText,
          storageKey: source.storageKey,
          sizeBytes: source.sizeBytes,
          note: `Restored from version ${source.version}`,
          ...who,
        });
        await repo.updateDocumentRow(tx, documentId, {
          currentVersion: version,
          ...(doc.kind === "richtext"
            ? { content: source.content, contentText: source.contentText }
            : { storageKey: source.storageKey, sizeBytes: source.sizeBytes }),
        });
        await log(tx, roomId, actor, "restored", "document", documentId, {
          name: doc.name,
          from_version: source.version,
          version,
        });
        await repo.touchRoom(tx, roomId);
      });
      await notify(roomId, room.createdBy);
      return service.document(request, roomId, documentId);
    },

    async exportPdf(request: FastifyRequest, roomId: string, documentId: string) {
      const { actor } = await resolve(request, roomId);
      const doc = await repo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      if (doc.kind !== "richtext") throw new AppError("CONFLICT", "Only editor documents can be exported");
      const bytes = await richTextToPdf(doc.name, doc.content as RichTextDoc | null);
      await log(db, roomId, actor, "downloaded", "document", documentId, { name: doc.name, format: "pdf" });
      return { name: `${doc.name.replace(/\.pdf$/i, "")}.pdf`, bytes };
    },

    async deleteDocument(request: FastifyRequest, roomId: string, documentId: string) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const doc = await repo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      const keys = await repo.documentStorageKeys(db, documentId);
      await db.transaction(async (tx) => {
        await repo.deleteDocumentRow(tx, roomId, documentId);
        await log(tx, roomId, actor, "deleted", "document", documentId, { name: doc.name });
        await repo.touchRoom(tx, roomId);
      });
      await ctx.storage
        .remove(DEALROOM_BUCKET, keys)
        .catch((err) => ctx.log.warn({ err }, "document files not removed"));
      await notify(roomId, room.createdBy);
      return { ok: true as const };
    },

    /** A signed URL (2 h) to one document of the room the actor may read; logs viewed / downloaded. */
    async documentUrl(request: FastifyRequest, roomId: string, documentId: string, action: "view" | "download") {
      const { actor } = await resolve(request, roomId);
      return signedDocumentUrl(roomId, documentId, action, actor);
    },

    /** crm-documents §7 get-public-document-url: the share token must be the one of the visitor's session. */
    async publicDocumentUrl(
      request: FastifyRequest,
      body: { token: string; dealroomId: string; documentId: string; action: "view" | "download" },
    ) {
      const { actor } = await resolve(request, body.dealroomId);
      if (actor.kind === "visitor") {
        const found = await repo.findShareLinkByToken(db, body.token);
        if (!found || found.link.id !== actor.shareLinkId) throw new AppError("FORBIDDEN", accessErrors.invalidToken);
      }
      return signedDocumentUrl(body.dealroomId, body.documentId, body.action, actor);
    },

    // ── DocuSign ──
    async docusignStatus(userId: string) {
      const conn = await repo.findConnection(db, userId);
      const connected = !!conn?.accessToken && !!conn.accountId;
      return {
        configured: !!ctx.config.docusign,
        connected,
        accountName: connected ? (conn?.accountName ?? null) : null,
        email: connected ? (conn?.email ?? null) : null,
      };
    },

    async docusignAuthorize(userId: string, returnUrl: string) {
      const cfg = ctx.config.docusign;
      if (!cfg) throw new AppError("NOT_CONFIGURED", "E-signature is not configured", { detail: DOCUSIGN_HELP });
      const codeVerifier = docusign.newCodeVerifier();
      await repo.upsertConnection(db, userId, { pendingVerifierHash: docusign.verifierHash(codeVerifier) });
      const state = docusign.encodeState({ returnUrl: safeRedirectPath(returnUrl, "/dealrooms"), codeVerifier });
      return {
        url: docusign.authorizeUrl(cfg, {
          redirectUri: `${ctx.config.appUrl}/docusign/callback`,
          state,
          challenge: docusign.codeChallenge(codeVerifier),
        }),
      };
    },

    async docusignCallback(userId: string, body: { code: string; state: string }) {
      const cfg = ctx.config.docusign;
      if (!cfg) throw new AppError("NOT_CONFIGURED", "E-signature is not configured", { detail: DOCUSIGN_HELP });
      const decoded = docusign.decodeState(body.state);
      if (!decoded.ok) {
        throw new AppError(
          "VALIDATION_FAILED",
          decoded.reason === "parse" ? docusignMessages.unparsable : docusignMessages.missingFields,
        );
      }
      const conn = await repo.findConnection(db, userId);
      // The state must carry the verifier of the flow this user started: a tampered state fails here.
      if (
        !conn?.pendingVerifierHash ||
        conn.pendingVerifierHash !== docusign.verifierHash(decoded.state.codeVerifier)
      ) {
        throw new AppError("VALIDATION_FAILED", docusignMessages.missingFields, {
          detail: "The sign-in did not start from this account. Connect DocuSign again.",
        });
      }
      const tokens = await docusign.exchangeCode(cfg, {
        code: body.code,
        codeVerifier: decoded.state.codeVerifier,
        redirectUri: `${ctx.config.appUrl}/docusign/callback`,
      });
      const info = await docusign.userInfo(cfg, tokens.access_token);
      const account = info.accounts?.find((a) => a.is_default) ?? info.accounts?.[0];
      if (!account) throw new AppError("UNPROCESSABLE", "This DocuSign user has no account");
      await repo.upsertConnection(db, userId, {
        pendingVerifierHash: null,
        accountId: account.account_id,
        accountName: account.account_name ?? null,
        baseUri: account.base_uri ?? cfg.apiUrl.replace(/\/restapi\/?$/, ""),
        email: info.email ?? null,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? null,
        expiresAt: new Date(Date.now() + (tokens.expires_in ?? 3600) * 1000),
        connectedAt: new Date(),
      });
      return {
        success: true as const,
        data: {
          accountName: account.account_name ?? null,
          email: info.email ?? null,
          returnUrl: safeRedirectPath(decoded.state.returnUrl, "/dealrooms"),
        },
      };
    },

    async sendForSignature(
      request: FastifyRequest,
      roomId: string,
      documentId: string,
      body: { recipients: { name: string; email: string }[]; subject?: string },
    ): Promise<EnvelopeDto> {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "owner");
      if (actor.kind !== "user") throw notFound();
      const doc = await repo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      const api = await docusignApi(actor.userId);
      let bytes: Buffer;
      let ext: string;
      if (doc.kind === "richtext") {
        bytes = await richTextToPdf(doc.name, doc.content as RichTextDoc | null);
        ext = "pdf";
      } else {
        bytes = await ctx.storage.readBuffer(DEALROOM_BUCKET, doc.storageKey as string);
        ext = (doc.storageKey as string).split(".").pop() ?? "pdf";
      }
      const created = await docusign.createEnvelope(api, {
        subject: body.subject || `Please sign: ${doc.name}`.slice(0, 100),
        document: { name: doc.name, ext, bytes },
        recipients: body.recipients,
      });
      const row = await db.transaction(async (tx) => {
        const envelope = await repo.insertEnvelope(tx, {
          dealroomId: roomId,
          documentId,
          envelopeId: created.envelopeId,
          status: normaliseStatus(created.status) ?? "sent",
          recipients: body.recipients,
          createdBy: actor.userId,
        });
        await log(tx, roomId, actor, "sent_for_signature", "envelope", envelope.id, {
          name: doc.name,
          document_id: documentId,
          recipients: body.recipients.map((r) => r.email),
        });
        return envelope;
      });
      await ctx.jobs.send(SYNC_JOB, { envelopeRowId: row.id });
      await notify(roomId, room.createdBy);
      return toEnvelopeDto(row);
    },

    async refreshSignature(request: FastifyRequest, roomId: string, documentId: string): Promise<EnvelopeDto> {
      const { actor } = await resolve(request, roomId);
      requireLevel(actor, "viewer");
      const envelope = (await repo.latestEnvelopes(db, [documentId])).get(documentId);
      if (!envelope || envelope.dealroomId !== roomId) throw notFound("No signature request for this document");
      return toEnvelopeDto(await service.syncEnvelope(envelope.id));
    },

    /** Follows the envelope's status; on completion stores the signed PDF back in the room (once). */
    async syncEnvelope(envelopeRowId: string): Promise<repo.EnvelopeRow> {
      const envelope = await repo.findEnvelopeById(db, envelopeRowId);
      if (!envelope) throw notFound("Envelope not found");
      if (FINAL_ENVELOPE.has(envelope.status) && (envelope.status !== "completed" || envelope.signedDocumentId))
        return envelope;
      const api = await docusignApi(envelope.createdBy);
      const remote = await docusign.getEnvelope(api, envelope.envelopeId);
      const status = normaliseStatus(remote.status) ?? envelope.status;
      let signedDocumentId = envelope.signedDocumentId;
      const room = await repo.findRoom(db, envelope.dealroomId);
      const doc = await repo.findDocument(db, envelope.dealroomId, envelope.documentId);
      if (status === "completed" && !signedDocumentId && room && doc) {
        const pdf = await docusign.getSignedDocument(api, envelope.envelopeId);
        const id = randomUUID();
        const name = `${doc.name.replace(/\.[a-z0-9]+$/i, "")} (signed).pdf`.slice(0, 255);
        const key = `${room.id}/${id}/v1-${safeFileName(name, "pdf")}`;
        await ctx.storage.put(DEALROOM_BUCKET, key, pdf, "application/pdf");
        await db.transaction(async (tx) => {
          await repo.insertDocument(tx, {
            id,
            dealroomId: room.id,
            folderId: doc.folderId,
            name,
            kind: "file",
            storageKey: key,
            mimeType: "application/pdf",
            sizeBytes: pdf.length,
            createdBy: envelope.createdBy,
          });
          await repo.insertVersion(tx, {
            documentId: id,
            version: 1,
            storageKey: key,
            sizeBytes: pdf.length,
            note: "Signed via DocuSign",
            createdBy: envelope.createdBy,
          });
          await repo.insertActivity(tx, {
            dealroomId: room.id,
            actionType: "signed",
            entityType: "document",
            entityId: id,
            details: {
              name: doc.name,
              signed_name: name,
              envelope_id: envelope.envelopeId,
              recipients: envelope.recipients,
            },
          });
          await repo.touchRoom(tx, room.id);
        });
        signedDocumentId = id;
      }
      const updated = (await repo.updateEnvelope(db, envelope.id, { status, signedDocumentId })) as repo.EnvelopeRow;
      if (room && (status !== envelope.status || signedDocumentId !== envelope.signedDocumentId))
        await notify(room.id, room.createdBy);
      return updated;
    },
  };

  function shareUrl(token: string) {
    return `${ctx.config.appUrl}/dealrooms/verify-access?token=${encodeURIComponent(token)}`;
  }

  async function signedDocumentUrl(roomId: string, documentId: string, action: "view" | "download", actor: Actor) {
    const doc = await repo.findDocument(db, roomId, documentId);
    if (!doc) throw notFound("Document not found");
    if (doc.kind !== "file" || !doc.storageKey) throw new AppError("CONFLICT", "Open this document in the editor");
    const signedUrl = await ctx.storage.signedUrl(DEALROOM_BUCKET, doc.storageKey, {
      download: action === "download" ? doc.name : undefined,
    });
    await log(db, roomId, actor, action === "download" ? "downloaded" : "viewed", "document", documentId, {
      name: doc.name,
    });
    return { signedUrl };
  }

  return service;
}

export const SYNC_JOB = "dealrooms.docusign-sync";

function normaliseStatus(raw: string | undefined): EnvelopeDto["status"] | null {
  const s = (raw ?? "").toLowerCase();
  return ["created", "sent", "delivered", "completed", "declined", "voided"].includes(s)
    ? (s as EnvelopeDto["status"])
    : null;
}

function toMemberDto(row: repo.MemberRow, url: string | null): MemberDto {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    name: row.name,
    accessLevel: row.accessLevel as AccessLevel,
    status: row.status as MemberDto["status"],
    expiresAt: iso(row.expiresAt),
    verifiedAt: iso(row.verifiedAt),
    createdAt: row.createdAt.toISOString(),
    shareUrl: row.status === "revoked" ? null : url,
    expired: !!row.expiresAt && row.expiresAt.getTime() <= Date.now(),
  };
}

export type DealroomService = ReturnType<typeof createDealroomService>;
