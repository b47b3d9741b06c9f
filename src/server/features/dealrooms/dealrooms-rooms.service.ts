// Deal rooms themselves: the owner's list, create, rename/archive, delete, and the room's activity log.
import type { FastifyRequest } from "fastify";
import { DEALROOM_BUCKET, type RoomCore, requireLevel } from "#server/features/dealrooms/dealrooms-access.ts";
import { toDealroomDto } from "#server/features/dealrooms/dealrooms-dto.ts";
import { listRooms, roomSort } from "#server/features/dealrooms/dealrooms-list.repository.ts";
import * as repo from "#server/features/dealrooms/dealrooms.repository.ts";
import * as membersRepo from "#server/features/dealrooms/dealrooms-members.repository.ts";
import { notFound } from "#server/platform/errors.ts";
import { pageCursor, seekFromCursor } from "#server/platform/keyset.ts";
import type { ActivityDto, DealroomDetailDto, DealroomDto, DealroomSort } from "#shared/contract/dealrooms.ts";

export function createRoomsService(core: RoomCore) {
  const { ctx, db, notify, log, resolve, ownerProfile } = core;

  /** The one deletion of a room and its files, whoever asks (the owner's Delete or account deletion). */
  async function destroy(room: repo.DealroomRow): Promise<boolean> {
    const memberIds = await membersRepo.memberUserIds(db, room.id);
    const keys = await repo.roomStorageKeys(db, room.id);
    const deleted = await db.transaction((tx) => repo.deleteRoom(tx, room.id));
    if (!deleted) return false;
    await ctx.storage
      .remove(DEALROOM_BUCKET, keys)
      .catch((err) => ctx.log.warn({ err, roomId: room.id }, "deal room files not removed"));
    await ctx.events.publish([room.createdBy, ...memberIds], {
      type: "dealrooms.deleted",
      entity: "dealrooms",
      id: room.id,
    });
    return true;
  }

  return {
    async list(
      userId: string,
      opts: { q?: string; sort: DealroomSort; page: number; pageSize: number; cursor?: string },
    ) {
      const q = opts.q?.trim();
      const page = { sort: opts.sort, pageSize: opts.pageSize, page: opts.page };
      const seek = seekFromCursor(opts.cursor, page, roomSort);
      const { itemsJson, total, ends } = await listRooms(db, userId, { ...opts, q: q || undefined, seek });
      // The items are the contract's JSON as PostgreSQL wrote it (the route splices it into the answer).
      return { itemsJson, total, cursor: pageCursor(page, ends) };
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
      if (!(await destroy(room))) throw notFound("Deal room not found");
      return { ok: true as const };
    },

    /**
     * Account deletion (no request): every room the user owns is deleted like the owner's Delete does; the
     * other people of a room (members and invitees not revoked) are e-mailed first, so a crash between the
     * two repeats a notice rather than losing one.
     */
    async removeAllOwnedBy(owner: { id: string; email: string; name: string }) {
      const rooms = await repo.roomsOwnedBy(db, owner.id);
      let notices = 0;
      for (const room of rooms) {
        const emails = (await membersRepo.memberEmailsOf(db, room.id)).filter((e) => e !== owner.email.toLowerCase());
        for (const to of emails) {
          await ctx.mailer.send({
            to,
            subject: `The deal room "${room.name}" was deleted`,
            text: `Hello,\n\n${owner.name || owner.email} (${owner.email}) closed their Leasedesk account, so the deal room "${room.name}" you were part of has been deleted with its documents.\n\nIf you need any of its documents, ask ${owner.name || owner.email} for a copy.`,
          });
          notices += 1;
        }
        await destroy(room);
      }
      return { rooms: rooms.length, notices };
    },

    /** §3 get_dealroom_by_id: id, name, creator and sharer (the inviting user when a token is given). */
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
  };
}
