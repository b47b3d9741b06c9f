// extract-property-url and extract-property-pdf (crm-documents.md §7, §8): run the listing / brochure engines,
// then match each extracted property's address against the user's properties for the hierarchy step.
// Input the user got wrong (not http(s), a private address, too large, too slow, not a PDF, encrypted or
// truncated) is a 4xx with a clear message; what the page says is reported as the §8 error_code.
import { randomUUID } from "node:crypto";
import { extractPropertiesFromUrl } from "#server/analysis/listing/extract-url.ts";
import { extractPdfImagesBounded, extractPropertiesFromPdfBounded } from "#server/analysis/pdf/bounded-extract.ts";
import { PdfError } from "#server/analysis/pdf/pdf-errors.ts";
import type { createPropertyCreationService } from "#server/features/properties/properties-create.service.ts";
import type { PdfImagesJob } from "#server/features/properties/properties-create.service.ts";
import * as parts from "#server/features/properties/properties-parts.repository.ts";
import { DOCUMENT_BUCKET, PHOTO_BUCKET } from "#server/features/properties/properties-parts.service.ts";
import type { PropertiesService } from "#server/features/properties/properties.service.ts";
import { safeName, type Upload } from "#server/features/properties/properties-upload.ts";
import { AppError } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import { SafeFetchError } from "#server/platform/safe-fetch.ts";
import { PDF_REQUIRED } from "#shared/contract/properties.ts";
import type { ExtractionResponse } from "#shared/contract/properties-extract.ts";
import { extractionErrorMessages, type ExtractionResult } from "#shared/contract/property-extraction.ts";

/** Ten page renders take a few seconds; a PDF that takes minutes is stopped, not left holding the queue. */
const IMAGE_LIMITS = { timeoutMs: 120_000 };

type Ctx = Pick<AppContext, "db" | "storage" | "log" | "config">;
type Creation = ReturnType<typeof createPropertyCreationService>;

const fetchMessages: Record<string, string> = {
  INVALID_URL: "Enter a web address starting with http:// or https://",
  FORBIDDEN_ADDRESS: "That address points to a private or local network and cannot be fetched",
  DNS_FAILED: "That website's address could not be found",
  TOO_MANY_REDIRECTS: "The page redirected too many times",
  TOO_LARGE: "The page is larger than 5 MB",
  TIMEOUT: "The page took longer than 15 seconds to load",
  NETWORK: "The website could not be reached",
};

/** Brochure keys are {userId}/...: a key from another user is never accepted. */
export function ownsBrochureKey(userId: string, key: string): boolean {
  return key.startsWith(`${userId}/`) && !key.includes("..") && key.length <= 400;
}

export function createPropertyExtractionService(ctx: Ctx, creation: Creation, properties: PropertiesService) {
  async function withMatches(userId: string, result: ExtractionResult): Promise<ExtractionResponse> {
    const matches = await creation.matchAddresses(
      userId,
      result.properties.map((p) => ({ street: p.street_address ?? p.full_address, city: p.city })),
    );
    const candidates = result.properties.map((property, i) => ({ property, matches: matches[i] ?? [] }));
    const failed = candidates.length === 0;
    return {
      success: !failed,
      count: candidates.length,
      candidates,
      ...(failed
        ? {
            error_code: result.error_code ?? "NO_PROPERTIES_FOUND",
            error: result.error ?? extractionErrorMessages.NO_PROPERTIES_FOUND,
          }
        : {}),
      ...(result.final_url ? { finalUrl: result.final_url } : {}),
    };
  }

  const pdfFailure = (err: unknown): never => {
    if (err instanceof PdfError) throw new AppError("UNPROCESSABLE", err.message);
    throw err;
  };

  return {
    async extractUrl(userId: string, url: string): Promise<ExtractionResponse> {
      let result: ExtractionResult;
      try {
        result = await extractPropertiesFromUrl(url, {
          fetchOptions: { allowAddresses: ctx.config.safeFetchAllowAddresses },
          extractPdf: (bytes) => extractPropertiesFromPdfBounded(bytes),
        });
      } catch (err) {
        if (err instanceof SafeFetchError) {
          throw new AppError("BAD_REQUEST", fetchMessages[err.code] ?? err.message, { detail: err.message });
        }
        if (err instanceof PdfError)
          return withMatches(userId, {
            properties: [],
            error_code: "AI_PROCESSING_ERROR",
            error: extractionErrorMessages.AI_PROCESSING_ERROR,
          });
        ctx.log.warn({ err, url }, "listing extraction failed");
        return withMatches(userId, {
          properties: [],
          error_code: "AI_PROCESSING_ERROR",
          error: extractionErrorMessages.AI_PROCESSING_ERROR,
        });
      }
      return withMatches(userId, result);
    },

    /** Reads the brochure, stores it (to attach to the properties created from it) and matches addresses. */
    async extractPdf(userId: string, upload: Upload): Promise<ExtractionResponse> {
      if (upload.bytes.subarray(0, 5).toString("latin1") !== "%PDF-") {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", PDF_REQUIRED);
      }
      const result = await extractPropertiesFromPdfBounded(new Uint8Array(upload.bytes), {
        fileName: upload.filename,
      }).catch(pdfFailure);
      const response = await withMatches(userId, result);
      if (!response.success) return response;
      const name = safeName(upload.filename);
      const key = `${userId}/${Date.now()}-${randomUUID().slice(0, 8)}-${name}`;
      await ctx.storage.put(DOCUMENT_BUCKET, key, upload.bytes, "application/pdf");
      return { ...response, brochureKey: key, brochureName: name };
    },

    async brochureSize(userId: string, key: string): Promise<number> {
      if (!ownsBrochureKey(userId, key) || !(await ctx.storage.exists(DOCUMENT_BUCKET, key))) {
        throw new AppError("NOT_FOUND", "Brochure not found");
      }
      return (await ctx.storage.readBuffer(DOCUMENT_BUCKET, key)).length;
    },

    /** extract-pdf-images job: page renders saved as photos of each new property; failures only logged. */
    async extractImages(job: PdfImagesJob) {
      try {
        const bytes = await ctx.storage.readBuffer(DOCUMENT_BUCKET, job.brochureKey);
        const images = await extractPdfImagesBounded(new Uint8Array(bytes), { maxPages: 10 }, IMAGE_LIMITS);
        const rows = [];
        for (const image of images) {
          const key = `${job.userId}/${Date.now()}-${randomUUID().slice(0, 8)}-page-${image.page}.png`;
          const stored = await ctx.storage.put(PHOTO_BUCKET, key, image.png, "image/png");
          for (const propertyId of job.propertyIds) {
            rows.push({
              propertyId,
              kind: "photo" as const,
              bucket: PHOTO_BUCKET,
              storageKey: key,
              name: `Brochure page ${image.page}.png`,
              size: stored.size,
              contentType: "image/png",
              source: "pdf" as const,
            });
          }
        }
        const owned = new Set(
          (await Promise.all(job.propertyIds.map((id) => properties.requireProperty(job.userId, id).catch(() => null))))
            .filter((p) => p !== null)
            .map((p) => p.id),
        );
        if (owned.size < job.propertyIds.length) {
          ctx.log.warn(
            { brochure: job.brochureKey, owned: owned.size, asked: job.propertyIds.length },
            "image extraction: properties gone",
          );
        }
        await parts.insertFileRows(
          ctx.db,
          job.userId,
          rows.filter((r) => owned.has(r.propertyId)),
        );
        for (const id of owned) await properties.publish(job.userId, id);
      } catch (err) {
        ctx.log.warn({ err, brochure: job.brochureKey }, "image extraction failed");
      }
    },
  };
}
