// Spaces, files (photos → property_photos, brochures and floor plans → property-documents) and links of a
// property. Rule: the property must be the caller's (else 404); a linked record must be one the caller may
// open (else 404); a space's lease likewise.
import { randomUUID } from "node:crypto";
import * as parts from "#server/features/properties/properties-parts.repository.ts";
import { toFileDto, toLinkDto, toSpaceDto } from "#server/features/properties/properties-dto.ts";
import type { PropertiesService } from "#server/features/properties/properties.service.ts";
import { safeName, sniff, type Upload } from "#server/features/properties/properties-upload.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import { PDF_REQUIRED } from "#shared/contract/properties.ts";
import type { FileKind, LinkType, SpaceDto, spaceFields, spaceUpdate } from "#shared/contract/properties-parts.ts";
import type { z } from "zod";

export const PHOTO_BUCKET = "property_photos";
export const DOCUMENT_BUCKET = "property-documents";
type Ctx = Pick<AppContext, "db" | "storage" | "log">;

export function createPropertyPartsService(ctx: Ctx, properties: PropertiesService) {
  const { db } = ctx;

  async function space(userId: string, propertyId: string, spaceId: string): Promise<SpaceDto> {
    const row = await parts.findSpaceRow(db, userId, propertyId, spaceId);
    if (!row) throw notFound("Space not found");
    return toSpaceDto(row);
  }

  async function checkLease(userId: string, leaseId: string | null | undefined) {
    if (!leaseId) return;
    const found = await parts.linkableRecords(db, userId, "lease", [leaseId]);
    if (found.length === 0) throw notFound("Lease not found");
  }

  return {
    async createSpace(userId: string, propertyId: string, body: z.output<typeof spaceFields>) {
      await properties.requireProperty(userId, propertyId);
      await checkLease(userId, body.leaseId);
      const id = await parts.insertSpaceRow(db, userId, propertyId, body);
      await properties.publish(userId, propertyId);
      return space(userId, propertyId, id);
    },

    async updateSpace(userId: string, propertyId: string, spaceId: string, body: z.output<typeof spaceUpdate>) {
      await properties.requireProperty(userId, propertyId);
      await checkLease(userId, body.leaseId);
      if (!(await parts.updateSpaceRow(db, userId, propertyId, spaceId, body))) throw notFound("Space not found");
      await properties.publish(userId, propertyId);
      return space(userId, propertyId, spaceId);
    },

    async deleteSpace(userId: string, propertyId: string, spaceId: string) {
      if (!(await parts.deleteSpaceRow(db, userId, propertyId, spaceId))) throw notFound("Space not found");
      await properties.publish(userId, propertyId);
      return { ok: true as const };
    },

    async upload(userId: string, propertyId: string, kind: FileKind, upload: Upload) {
      await properties.requireProperty(userId, propertyId);
      const type = sniff(upload.bytes);
      if (kind === "photo" && (type === null || type === "application/pdf")) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Please select an image (JPEG, PNG, WebP or GIF)");
      }
      if (kind === "brochure" && type !== "application/pdf") throw new AppError("UNSUPPORTED_MEDIA_TYPE", PDF_REQUIRED);
      if (kind === "floorplan" && type === null) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Please select a PDF or an image");
      }
      const bucket = kind === "photo" ? PHOTO_BUCKET : DOCUMENT_BUCKET;
      const name = safeName(upload.filename);
      // §7: {userId}/{timestamp}-{filename}; a random part keeps two uploads in one millisecond apart.
      const key = `${userId}/${Date.now()}-${randomUUID().slice(0, 8)}-${name}`;
      const stored = await ctx.storage.put(bucket, key, upload.bytes, type as string);
      const [row] = await parts.insertFileRows(db, userId, [
        {
          propertyId,
          kind,
          bucket,
          storageKey: key,
          name,
          size: stored.size,
          contentType: type as string,
          source: "upload",
        },
      ]);
      await properties.publish(userId, propertyId);
      return toFileDto(ctx.storage, row as parts.FileRow);
    },

    async deleteFile(userId: string, propertyId: string, fileId: string) {
      const row = await parts.deleteFileRow(db, userId, propertyId, fileId);
      if (!row) throw notFound("File not found");
      if ((await parts.fileKeyUses(db, row.bucket, row.storageKey)) === 0) {
        await ctx.storage
          .remove(row.bucket, [row.storageKey])
          .catch((err) => ctx.log.warn({ err }, "file not removed"));
      }
      await properties.publish(userId, propertyId);
      return { ok: true as const };
    },

    async addLink(userId: string, propertyId: string, type: LinkType, entityId: string) {
      await properties.requireProperty(userId, propertyId);
      const [record] = await parts.linkableRecords(db, userId, type, [entityId]);
      if (!record) throw notFound("Record not found");
      const row = await parts.insertLinkRow(db, userId, propertyId, type, entityId);
      await properties.publish(userId, propertyId);
      return toLinkDto(row, record.title);
    },

    async removeLink(userId: string, propertyId: string, linkId: string) {
      if (!(await parts.deleteLinkRow(db, userId, propertyId, linkId))) throw notFound("Link not found");
      await properties.publish(userId, propertyId);
      return { ok: true as const };
    },

    async linkCandidates(userId: string, type: LinkType, q: string | undefined) {
      return { items: await parts.linkableRecords(db, userId, type, null, q) };
    },
  };
}
