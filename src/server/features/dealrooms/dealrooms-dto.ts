// Rows → response DTOs of the deal-room contract (columns not in the contract never leave).
import type * as repo from "#server/features/dealrooms/dealrooms.repository.ts";
import type * as documentsRepo from "#server/features/dealrooms/dealrooms-documents.repository.ts";
import type * as esignRepo from "#server/features/dealrooms/dealrooms-esign.repository.ts";
import type * as membersRepo from "#server/features/dealrooms/dealrooms-members.repository.ts";
import type { AccessLevel, DealroomDto } from "#shared/contract/dealrooms.ts";
import type { DocumentDto, EnvelopeDto, FolderDto } from "#shared/contract/dealrooms-documents.ts";
import type { MemberDto } from "#shared/contract/dealrooms-sharing.ts";

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

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

export function toEnvelopeDto(row: esignRepo.EnvelopeRow): EnvelopeDto {
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

export function toDocumentDto(row: documentsRepo.DocumentRow, envelope?: esignRepo.EnvelopeRow | null): DocumentDto {
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

export const toFolderDto = (row: documentsRepo.FolderRow): FolderDto => ({
  id: row.id,
  name: row.name,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
});

export function toMemberDto(row: membersRepo.MemberRow, url: string | null): MemberDto {
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
