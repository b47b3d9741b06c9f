import { z } from "zod";

/** One extracted fact, always cited: the page it came from and the text it was read from. */
export const leaseFieldSchema = z.object({
  value: z.string(),
  // ISO yyyy-mm-dd for dates; plain numbers for money, areas, percentages, months.
  normalized: z.union([z.string(), z.number()]).nullable(),
  page: z.number().int().min(1),
  snippet: z.string(),
  confidence: z.number().min(0).max(1),
});
export type LeaseField = z.infer<typeof leaseFieldSchema>;

// A key an older stored abstract lacks reads as "not found" (null), so adding a field never invalidates one.
const field = leaseFieldSchema.nullable().default(null);

export const rentStepSchema = z.object({
  period: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  annual: z.number().nullable(),
  monthly: z.number().nullable(),
  perSquareFoot: z.number().nullable(),
  page: z.number().int().min(1),
  snippet: z.string(),
});
export type RentStep = z.infer<typeof rentStepSchema>;

export const leaseOptionSchema = z.object({
  count: z.number().nullable(),
  termMonths: z.number().nullable(),
  noticeMonths: z.number().nullable(),
  // The last day the option can be exercised (the option date minus noticeMonths), when dates are known.
  noticeDeadline: z.string().nullable(),
  // "expiration" when the deadline is counted back from the lease expiration (renewals always are; a first right
  // that cannot be used in the last N months of the term too), so a corrected expiration moves it.
  deadlineFrom: z.enum(["expiration", "stated_date"]).optional(),
  rent: z.string().nullable(),
  text: z.string(),
  page: z.number().int().min(1),
  snippet: z.string(),
});
export type LeaseOption = z.infer<typeof leaseOptionSchema>;

export const leaseSummarySchema = z.object({
  style: z.enum(["concise", "detailed"]),
  sections: z.array(z.object({ title: z.string(), text: z.string(), page: z.number().int().min(1).nullable() })),
});

export const leaseFieldKeys = [
  "documentType",
  "documentDate",
  "landlord",
  "tenant",
  "tenantTradeName",
  "guarantor",
  "premisesAddress",
  "suite",
  "floor",
  "rentableSquareFeet",
  "usableSquareFeet",
  "proRataShare",
  "permittedUse",
  "commencementDate",
  "rentCommencementDate",
  "expirationDate",
  "termMonths",
  "escalations",
  "freeRent",
  "securityDeposit",
  "letterOfCredit",
  "recoveryStructure",
  "baseYear",
  "camExpenses",
  "taxes",
  "insurance",
  "rightOfFirstRefusal",
  "rightOfFirstOffer",
  "purchaseOption",
  "assignmentSubletting",
  "holdover",
  "lateFee",
  "parking",
  "tenantImprovementAllowance",
  "signage",
  "brokers",
  "noticeAddresses",
  // Ground leases (land for solar, wind, a pad site): the land leased and the rent measured by it.
  "acreage",
  "parcelNumbers",
  "rentPerAcre",
  "developmentPeriod",
] as const;
export type LeaseFieldKey = (typeof leaseFieldKeys)[number];

const fieldShape = Object.fromEntries(leaseFieldKeys.map((k) => [k, field])) as Record<LeaseFieldKey, typeof field>;

export const leaseAbstractSchema = z.object({
  ...fieldShape,
  baseRentSchedule: z.array(rentStepSchema),
  renewalOptions: z.array(leaseOptionSchema),
  terminationOptions: z.array(leaseOptionSchema),
  expansionOptions: z.array(leaseOptionSchema),
  // Rights to give back part of the premises; noticeDeadline as for terminations.
  contractionOptions: z.array(leaseOptionSchema).default([]),
  // Rights of first refusal / first offer granted to the tenant. noticeDeadline is set only when the lease ties the
  // right to a date (it lapses on a stated date, or cannot be used in the last N months of the term).
  firstRefusalRights: z.array(leaseOptionSchema).default([]),
  firstOfferRights: z.array(leaseOptionSchema).default([]),
  summary: leaseSummarySchema,
  warnings: z.array(z.string()),
  meta: z.object({
    engine: z.enum(["local", "llm", "llm+local"]),
    pageCount: z.number().int().min(0),
    ocrPages: z.array(z.number().int()),
    detail: z.enum(["concise", "detailed"]),
  }),
});
export type LeaseAbstract = z.infer<typeof leaseAbstractSchema>;
