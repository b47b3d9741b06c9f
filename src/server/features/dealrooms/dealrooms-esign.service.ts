// E-signature: the user's DocuSign connection (OAuth with PKCE), sending a room document in an envelope, and
// following the envelope until it is final (the signed PDF comes back into the room once).
import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { DEALROOM_BUCKET, type RoomCore, requireLevel } from "#server/features/dealrooms/dealrooms-access.ts";
import { toEnvelopeDto } from "#server/features/dealrooms/dealrooms-dto.ts";
import * as repo from "#server/features/dealrooms/dealrooms.repository.ts";
import * as documentsRepo from "#server/features/dealrooms/dealrooms-documents.repository.ts";
import * as esignRepo from "#server/features/dealrooms/dealrooms-esign.repository.ts";
import * as docusign from "#server/features/dealrooms/docusign.ts";
import { safeFileName } from "#server/features/dealrooms/file-type.ts";
import { richTextToPdf } from "#server/features/dealrooms/richtext.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { EnvelopeDto, RichTextDoc } from "#shared/contract/dealrooms-documents.ts";
import { DOCUSIGN_HELP, docusignMessages } from "#shared/contract/dealrooms-esign.ts";
import { safeRedirectPath } from "#shared/rules/redirect.ts";

export const SYNC_JOB = "dealrooms.docusign-sync";
const FINAL_ENVELOPE = new Set(["completed", "declined", "voided"]);

function normaliseStatus(raw: string | undefined): EnvelopeDto["status"] | null {
  const s = (raw ?? "").toLowerCase();
  return ["created", "sent", "delivered", "completed", "declined", "voided"].includes(s)
    ? (s as EnvelopeDto["status"])
    : null;
}

export function createEsignService(core: RoomCore) {
  const { ctx, db, notify, log, resolve } = core;

  async function docusignApi(userId: string): Promise<docusign.EnvelopeApi> {
    const cfg = ctx.config.docusign;
    if (!cfg) throw new AppError("NOT_CONFIGURED", "E-signature is not configured", { detail: DOCUSIGN_HELP });
    let conn = await esignRepo.findConnection(db, userId);
    if (!conn?.accessToken || !conn.accountId || !conn.baseUri) {
      throw new AppError("CONFLICT", "Connect DocuSign first", {
        detail: "Connect your DocuSign account from the deal room, then send the document again.",
      });
    }
    if (conn.expiresAt && conn.expiresAt.getTime() < Date.now() + 60_000 && conn.refreshToken) {
      const tokens = await docusign.refreshTokens(cfg, conn.refreshToken);
      conn = await esignRepo.upsertConnection(db, userId, {
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
    async docusignStatus(userId: string) {
      const conn = await esignRepo.findConnection(db, userId);
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
      await esignRepo.upsertConnection(db, userId, { pendingVerifierHash: docusign.verifierHash(codeVerifier) });
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
      const conn = await esignRepo.findConnection(db, userId);
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
      await esignRepo.upsertConnection(db, userId, {
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
      const doc = await documentsRepo.findDocument(db, roomId, documentId);
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
        const envelope = await esignRepo.insertEnvelope(tx, {
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
      const envelope = (await esignRepo.latestEnvelopes(db, [documentId])).get(documentId);
      if (!envelope || envelope.dealroomId !== roomId) throw notFound("No signature request for this document");
      return toEnvelopeDto(await service.syncEnvelope(envelope.id));
    },

    /** Follows the envelope's status; on completion stores the signed PDF back in the room (once). */
    async syncEnvelope(envelopeRowId: string): Promise<esignRepo.EnvelopeRow> {
      const envelope = await esignRepo.findEnvelopeById(db, envelopeRowId);
      if (!envelope) throw notFound("Envelope not found");
      if (FINAL_ENVELOPE.has(envelope.status) && (envelope.status !== "completed" || envelope.signedDocumentId))
        return envelope;
      const api = await docusignApi(envelope.createdBy);
      const remote = await docusign.getEnvelope(api, envelope.envelopeId);
      const status = normaliseStatus(remote.status) ?? envelope.status;
      let signedDocumentId = envelope.signedDocumentId;
      const room = await repo.findRoom(db, envelope.dealroomId);
      const doc = await documentsRepo.findDocument(db, envelope.dealroomId, envelope.documentId);
      if (status === "completed" && !signedDocumentId && room && doc) {
        const pdf = await docusign.getSignedDocument(api, envelope.envelopeId);
        // The sync job and a member's refresh can both see 'completed' at once: the row lock makes the
        // second one find the first one's copy instead of storing another.
        signedDocumentId = await db.transaction(async (tx) => {
          const locked = await esignRepo.findEnvelopeById(tx, envelope.id, true);
          if (locked?.signedDocumentId) return locked.signedDocumentId;
          const id = randomUUID();
          const name = `${doc.name.replace(/\.[a-z0-9]+$/i, "")} (signed).pdf`.slice(0, 255);
          const key = `${room.id}/${id}/v1-${safeFileName(name, "pdf")}`;
          await ctx.storage.put(DEALROOM_BUCKET, key, pdf, "application/pdf");
          await documentsRepo.insertDocument(tx, {
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
          await documentsRepo.insertVersion(tx, {
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
          await esignRepo.updateEnvelope(tx, envelope.id, { signedDocumentId: id });
          return id;
        });
      }
      const updated = (await esignRepo.updateEnvelope(db, envelope.id, {
        status,
        signedDocumentId,
      })) as esignRepo.EnvelopeRow;
      if (room && (status !== envelope.status || signedDocumentId !== envelope.signedDocumentId))
        await notify(room.id, room.createdBy);
      return updated;
    },
  };
  return service;
}
