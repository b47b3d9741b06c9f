// Sharing a lease or memorandum: the owner invites by e-mail (a one-time token, stored hashed), lists and
// revokes access; the invitee accepts while signed in with the invited address.
import { createHash, randomBytes } from "node:crypto";
import * as access from "#server/features/documents/document-access.repository.ts";
import { type DocumentsCore, documentEvent } from "#server/features/documents/documents-core.ts";
import { accessDto } from "#server/features/documents/documents-dto.ts";
import * as repo from "#server/features/documents/documents.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import {
  type AccessLevel,
  type DocumentType,
  documentEvents,
  type InviteAccessLevel,
} from "#shared/contract/documents.ts";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const accessEvent = (id: string) => ({ type: documentEvents.documentAccess, entity: "document_access", id });
const levelOrder: AccessLevel[] = ["viewer", "commenter", "editor", "owner"];

export function createSharingService(core: DocumentsCore) {
  const { db, publish, publishDocument } = core;

  return {
    async listAccess(userId: string, type: DocumentType, id: string) {
      await core.ownerOnly(userId, type, id);
      const rows = await access.accessRowsOf(db, type, id);
      const users = await repo.findUsers(
        db,
        rows.map((r) => r.userId).filter((u): u is string => !!u),
      );
      const items = rows
        .map((r) => accessDto(r, users))
        .sort((a, b) => Number(b.accessLevel === "owner") - Number(a.accessLevel === "owner"));
      return { items };
    },

    async invite(
      userId: string,
      type: DocumentType,
      id: string,
      input: { email: string; accessLevel: InviteAccessLevel },
    ) {
      const doc = await core.ownerOnly(userId, type, id);
      const email = input.email.trim().toLowerCase();
      const inviter = (await repo.findUsers(db, [userId])).get(userId);
      if (inviter && inviter.email.toLowerCase() === email) {
        throw new AppError("VALIDATION_FAILED", "You already own this document", {
          fields: { email: "You already own this document" },
        });
      }
      const token = randomBytes(24).toString("base64url");
      const row = await access.upsertInvitation(db, userId, {
        type,
        documentId: id,
        email,
        accessLevel: input.accessLevel,
        tokenHash: sha256(token),
      });
      const path = type === "lease" ? "lease" : "offering-memorandum";
      const link = `${core.deps.appUrl}/${path}/${id}?invite=${encodeURIComponent(token)}`;
      const what = type === "lease" ? "a lease" : "an offering memorandum";
      await core.deps.mailer.send({
        to: email,
        subject: `${inviter?.name ?? "A colleague"} shared ${what} with you on Leasedesk`,
        text: [
          `${inviter?.name ?? "A colleague"} (${inviter?.email ?? ""}) invited you to ${input.accessLevel === "editor" ? "edit" : "view"} "${doc.title}".`,
          "",
          `Open it here: ${link}`,
          "",
          `Sign in or create your Leasedesk account with ${email} to accept the invitation.`,
        ].join("\n"),
      });
      await publish([userId], accessEvent(id));
      return accessDto(row, new Map());
    },

    async revokeAccess(userId: string, type: DocumentType, id: string, accessId: string) {
      const doc = await core.ownerOnly(userId, type, id);
      const row = await access.findAccessRow(db, type, id, accessId);
      if (!row || row.status === "revoked") throw notFound("Access not found");
      if (row.accessLevel === "owner") {
        throw new AppError("VALIDATION_FAILED", "The owner's access cannot be revoked");
      }
      await access.updateAccessRow(db, userId, row.id, { status: "revoked", inviteTokenHash: null });
      const affected = [userId, ...(row.userId ? [row.userId] : [])];
      await publish(affected, accessEvent(id));
      if (row.userId) {
        await publishDocument(type, id, doc.ownerId).catch(() => {});
        // The revoked user has left the document's audience: they hear of the change directly.
        await publish([row.userId], documentEvent(type, id));
      }
      return { ok: true as const };
    },

    async acceptInvitation(user: { id: string; email: string }, token: string) {
      const row = await access.findAccessByTokenHash(db, sha256(token));
      if (!row || row.status === "revoked") throw notFound("Invitation not found");
      const type = row.documentType as DocumentType;
      const doc = await repo.findDocumentById(db, type, row.documentId);
      if (!doc) throw notFound("Invitation not found");
      const result = { documentType: type, documentId: row.documentId };
      if (row.status === "active") {
        // Accepting twice is harmless for the invitee, and reveals nothing to anyone else.
        if (row.userId === user.id) return { ...result, accessLevel: row.accessLevel as AccessLevel };
        throw notFound("Invitation not found");
      }
      if ((row.inviteEmail ?? "").toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError("FORBIDDEN", "This invitation was sent to a different e-mail address", {
          detail: `Sign in as ${row.inviteEmail} to accept it.`,
        });
      }
      if (doc.ownerId === user.id) {
        await access.updateAccessRow(db, user.id, row.id, { status: "revoked", inviteTokenHash: null });
        return { ...result, accessLevel: "owner" as const };
      }
      const level = await db.transaction(async (tx) => {
        const existing = await access.findActiveAccessOfUser(tx, user.id, type, row.documentId);
        if (existing) {
          // Keep the higher of the two levels; the invitation row is used up.
          const best =
            levelOrder.indexOf(row.accessLevel as AccessLevel) > levelOrder.indexOf(existing.accessLevel as AccessLevel)
              ? row.accessLevel
              : existing.accessLevel;
          await access.updateAccessRow(tx, user.id, existing.id, { accessLevel: best });
          await access.updateAccessRow(tx, user.id, row.id, { status: "revoked", inviteTokenHash: null });
          return best as AccessLevel;
        }
        await access.updateAccessRow(tx, user.id, row.id, { status: "active", userId: user.id });
        return row.accessLevel as AccessLevel;
      });
      await publish([doc.ownerId, user.id], accessEvent(row.documentId));
      await publishDocument(type, row.documentId, doc.ownerId);
      return { ...result, accessLevel: level };
    },
  };
}
