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

const field = leaseFieldSchema.nullable();

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
] as const;
export type LeaseFieldKey = (typeof leaseFieldKeys)[number];

const fieldShape = Object.fromEntries(leaseFieldKeys.map((k) => [k, field])) as Record<LeaseFieldKey, typeof field>;

export const leaseAbstractSchema = z.object({
  ...fieldShape,
  baseRentSchedule: z.array(rentStepSchema),
  renewalOptions: z.array(leaseOptionSchema),
  terminationOptions: z.array(leaseOptionSchema),
  expansionOptions: z.array(leaseOptionSchema),
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
