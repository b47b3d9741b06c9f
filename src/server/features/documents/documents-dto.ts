// Rows → the contract's DTOs (the response schema is what leaves the server). A lease's fields merge the AI's
// abstract with the broker's corrections, which is why its DTO reads the database.
import { criticalDatesFor } from "#server/features/documents/critical-dates.ts";
import * as repo from "#server/features/documents/documents.repository.ts";
import { correctionsOf } from "#server/features/documents/lease-corrections.repository.ts";
import type {
  AccessLevel,
  DocumentListItem,
  DocumentType,
  ExtractionDetail,
  FolderDto,
  LeaseStatus,
  OmStatus,
} from "#shared/contract/documents.ts";
import type { AdminLeaseDto } from "#shared/contract/documents-admin.ts";
import type { LeaseDto, LeaseFieldView } from "#shared/contract/documents-leases.ts";
import type { OfferingMemorandumDto } from "#shared/contract/documents-memoranda.ts";
import type { AccessDto } from "#shared/contract/documents-sharing.ts";
import { type LeaseAbstract, leaseAbstractSchema, leaseFieldKeys } from "#shared/contract/lease-abstract.ts";
import { type OmAbstract, omAbstractSchema } from "#shared/contract/om-abstract.ts";

export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
export const isoReq = (d: Date | string) => new Date(d).toISOString();

/** A stored abstract that no longer matches the schema shows as "not analysed", never as a 500. */
function parseLeaseAbstract(data: unknown): LeaseAbstract | null {
  if (!data) return null;
  const parsed = leaseAbstractSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
function parseOmAbstract(data: unknown): OmAbstract | null {
  if (!data) return null;
  const parsed = omAbstractSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export const folderDto = (f: repo.FolderRow): FolderDto => ({
  id: f.id,
  name: f.name,
  parentFolderId: f.parentFolderId,
  createdAt: isoReq(f.createdAt),
  updatedAt: isoReq(f.updatedAt),
});

export const listItem = (doc: repo.DocRow, accessLevel: AccessLevel, owner: repo.UserRefRow): DocumentListItem => ({
  id: doc.id,
  type: doc.type,
  title: doc.title,
  status: doc.status as LeaseStatus,
  folderId: doc.folderId,
  owner,
  accessLevel,
  fileSize: doc.fileSize,
  originalFileName: doc.originalFileName,
  errorReason: doc.errorReason,
  processingCompletedAt: iso(doc.processingCompletedAt),
  createdAt: isoReq(doc.createdAt),
  updatedAt: isoReq(doc.updatedAt),
});

export const listRowDto = (r: repo.DocumentListRow): DocumentListItem => ({
  id: r.id,
  type: r.type,
  title: r.title,
  status: r.status as LeaseStatus,
  folderId: r.folder_id,
  owner: { id: r.owner_id, name: r.owner_name ?? "User", email: r.owner_email ?? "" },
  accessLevel: r.access_level as AccessLevel,
  fileSize: r.file_size === null ? null : Number(r.file_size),
  originalFileName: r.original_file_name,
  errorReason: r.error_reason,
  processingCompletedAt: iso(r.processing_completed_at),
  createdAt: isoReq(r.created_at),
  updatedAt: isoReq(r.updated_at),
});

export async function leaseDto(db: repo.DbLike, lease: repo.LeaseRow, accessLevel: AccessLevel): Promise<LeaseDto> {
  const abstract = parseLeaseAbstract(lease.aiExtractedData);
  const corrections = await correctionsOf(db, lease.id);
  const users = await repo.findUsers(db, [
    lease.ownerId,
    ...corrections.map((c) => c.correctedBy).filter((u): u is string => !!u),
  ]);
  const byKey = new Map(corrections.map((c) => [c.fieldKey, c]));
  const fields: LeaseFieldView[] = abstract
    ? leaseFieldKeys.map((key) => {
        const ai = abstract[key] ?? null;
        const c = byKey.get(key);
        const correction = c
          ? {
              value: c.value,
              correctedBy: (c.correctedBy && users.get(c.correctedBy)) || { id: "", name: "Former user", email: "" },
              correctedAt: isoReq(c.correctedAt),
            }
          : null;
        return { key, ai, correction, value: correction ? correction.value : (ai?.value ?? null) };
      })
    : [];
  return {
    id: lease.id,
    type: "lease",
    title: lease.title,
    status: lease.status as LeaseStatus,
    extractionDetail: lease.extractionDetail as ExtractionDetail,
    folderId: lease.folderId,
    owner: users.get(lease.ownerId) ?? { id: lease.ownerId, name: "User", email: "" },
    accessLevel,
    fileSize: lease.fileSize,
    originalFileName: lease.originalFileName,
    errorReason: lease.errorReason,
    processingStartedAt: iso(lease.processingStartedAt),
    processingCompletedAt: iso(lease.processingCompletedAt),
    createdAt: isoReq(lease.createdAt),
    updatedAt: isoReq(lease.updatedAt),
    aiExtractedData: abstract,
    fields,
    criticalDates: criticalDatesFor(abstract, new Map(corrections.map((c) => [c.fieldKey, c.value]))),
  };
}

export const omDto = (om: repo.OmRow, accessLevel: AccessLevel, owner: repo.UserRefRow): OfferingMemorandumDto => ({
  id: om.id,
  type: "offering_memorandum",
  title: om.title,
  status: om.status as OmStatus,
  folderId: om.folderId,
  owner,
  accessLevel,
  fileSize: om.fileSize,
  originalFileName: om.originalFileName,
  errorReason: om.errorReason,
  processingStartedAt: iso(om.processingStartedAt),
  processingCompletedAt: iso(om.processingCompletedAt),
  createdAt: isoReq(om.createdAt),
  updatedAt: isoReq(om.updatedAt),
  extractedData: parseOmAbstract(om.extractedData),
});

export function accessDto(row: repo.AccessRow, users: Map<string, repo.UserRefRow>): AccessDto {
  return {
    id: row.id,
    documentId: row.documentId,
    documentType: row.documentType as DocumentType,
    accessLevel: row.accessLevel as AccessLevel,
    status: row.status as AccessDto["status"],
    user: row.userId ? (users.get(row.userId) ?? null) : null,
    inviteEmail: row.inviteEmail,
    createdAt: isoReq(row.createdAt),
  };
}

export function adminLeaseDto(lease: repo.LeaseRow, owner: repo.UserRefRow): AdminLeaseDto {
  const started = lease.processingStartedAt ? new Date(lease.processingStartedAt).getTime() : null;
  const done = lease.processingCompletedAt ? new Date(lease.processingCompletedAt).getTime() : null;
  return {
    id: lease.id,
    title: lease.title,
    status: lease.status as LeaseStatus,
    owner,
    extractionDetail: lease.extractionDetail as ExtractionDetail,
    fileSize: lease.fileSize,
    errorReason: lease.errorReason,
    createdAt: isoReq(lease.createdAt),
    processingStartedAt: iso(lease.processingStartedAt),
    processingCompletedAt: iso(lease.processingCompletedAt),
    processingSeconds: started !== null && done !== null && done >= started ? (done - started) / 1000 : null,
  };
}
