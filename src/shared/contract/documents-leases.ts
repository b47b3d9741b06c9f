// A lease: its fields as the broker sees them (AI value and correction), critical dates, the upload,
// corrections, and the calendar and abstract PDF downloads. Uploads are multipart (not JSON): the web
// posts FormData (XHR, for progress) and parses the 201 body with the route's response schema.
import { z } from "zod";
import { idParams } from "#shared/contract/common.ts";
import { accessLevel, extractionDetail, iso, leaseStatus, userRef } from "#shared/contract/documents.ts";
import { leaseAbstractSchema, leaseFieldKeys, leaseFieldSchema } from "#shared/contract/lease-abstract.ts";
import { defineRoute } from "#shared/contract/route.ts";

export const correctableLeaseField = z.enum(leaseFieldKeys);

/** A field as the broker sees it: the AI value, the broker's correction (who/when) and the value in force. */
export const leaseFieldView = z.object({
  key: correctableLeaseField,
  ai: leaseFieldSchema.nullable(),
  correction: z.object({ value: z.string().nullable(), correctedBy: userRef, correctedAt: iso }).nullable(),
  /** The correction when there is one, else the AI value; null = not found in the document. */
  value: z.string().nullable(),
});
export type LeaseFieldView = z.infer<typeof leaseFieldView>;

export const criticalDateKind = z.enum([
  "commencement",
  "rent_commencement",
  "expiration",
  "renewal_notice",
  "termination_notice",
  "expansion_notice",
  "contraction_notice",
  "rofr_notice",
  "rofo_notice",
]);
export const criticalDate = z.object({
  kind: criticalDateKind,
  label: z.string(),
  date: z.string(), // yyyy-mm-dd
  page: z.number().int().nullable(),
  snippet: z.string().nullable(),
  /** true when the date comes from a broker's correction. */
  corrected: z.boolean(),
});
export type CriticalDate = z.infer<typeof criticalDate>;

export const leaseDto = z.object({
  id: z.string(),
  type: z.literal("lease"),
  title: z.string(),
  status: leaseStatus,
  extractionDetail,
  folderId: z.string().nullable(),
  owner: userRef,
  accessLevel,
  fileSize: z.number().int().nullable(),
  originalFileName: z.string().nullable(),
  errorReason: z.string().nullable(),
  processingStartedAt: iso.nullable(),
  processingCompletedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
  /** The analyzer's output (null until processed). */
  aiExtractedData: leaseAbstractSchema.nullable(),
  /** Every scalar field with AI value and correction merged (empty until processed). */
  fields: z.array(leaseFieldView),
  /** Expiration and each option's notice deadline, sorted by date. */
  criticalDates: z.array(criticalDate),
});
export type LeaseDto = z.infer<typeof leaseDto>;

/**
 * Multipart POST: fields `title` (optional: defaults to the file name without extension),
 * `extractionDetail` (concise|detailed, default concise), `folderId` (uuid, optional = Home), then `file`
 * (any order; file last is best). 201 with leaseDto. 400 'Please select a file', 415 'Only PDF files are supported',
 * 413 'File too large'. Needs an active subscription or trial (403 FEATURE_REQUIRED otherwise).
 */
export const uploadLease = { method: "POST", path: "/api/leases", response: leaseDto } as const;

/** Viewing a lease needs an active subscription or trial (403 FEATURE_REQUIRED 'Upgrade Your Account'). */
export const getLease = defineRoute({ method: "GET", path: "/api/leases/:id", params: idParams, response: leaseDto });

/** Owner or editor: sets the broker's value of a field (null value = "not in the lease"); `reset` drops it. */
export const correctLeaseField = defineRoute({
  method: "PATCH",
  path: "/api/leases/:id/fields/:key",
  params: idParams.extend({ key: correctableLeaseField }),
  body: z.union([z.object({ value: z.string().trim().max(5000).nullable() }), z.object({ reset: z.literal(true) })]),
  response: leaseDto,
});

/** GET text/calendar (ICS) of the critical dates; not JSON. */
export const leaseCalendarPath = "/api/leases/:id/calendar.ics";

/** GET application/pdf: the lease abstract (fields with corrections, critical dates, rent, options); not JSON. */
export const leaseAbstractPdfPath = "/api/leases/:id/abstract.pdf";
