// The Add New Property panel's extraction calls (crm-documents.md §2 url/pdf steps, §7 extract-property-url,
// extract-property-pdf, extract-pdf-images; §8 'URL extraction' and 'Property creation'; §9 10 MB).
import { z } from "zod";
import { text } from "#shared/contract/contacts-common.ts";
import { extractedPropertySchema, extractionErrorCodeSchema } from "#shared/contract/property-extraction.ts";
import { URL_REQUIRED } from "#shared/contract/properties.ts";
import { addressMatchDto } from "#shared/contract/properties-create.ts";
import { defineRoute } from "#shared/contract/route.ts";

/** One extracted property with the existing properties at its address (for the hierarchy step). */
export const extractedCandidate = z.object({
  property: extractedPropertySchema,
  matches: z.array(addressMatchDto),
});
export type ExtractedCandidate = z.infer<typeof extractedCandidate>;

export const extractionResponse = z.object({
  success: z.boolean(),
  count: z.number().int(),
  candidates: z.array(extractedCandidate),
  error: z.string().optional(),
  error_code: extractionErrorCodeSchema.optional(),
  /** Stored brochure (PDF extraction): its key and name, to attach to the properties created from it. */
  brochureKey: z.string().optional(),
  brochureName: z.string().optional(),
  /** The page that was read, after redirects (URL extraction). */
  finalUrl: z.string().optional(),
});
export type ExtractionResponse = z.infer<typeof extractionResponse>;

export const extractPropertyUrl = defineRoute({
  method: "POST",
  path: "/api/properties/extract-url",
  feature: "docanalysis",
  summary: "extract-property-url: fetch a listing page (SSRF-safe) and return the properties it describes",
  body: z.object({ url: text().trim().min(1, URL_REQUIRED).max(2000) }),
  response: extractionResponse,
});

/** Multipart (field `file`, PDF, 10 MB). The PDF is kept as a pending brochure for the batch create. */
export const extractPropertyPdfPath = "/api/properties/extract-pdf";
