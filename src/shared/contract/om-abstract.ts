import { z } from "zod";

/** Property types the OM analyzer recognises; anything else is "other". */
export const omPropertyTypes = [
  "multifamily",
  "office",
  "medical-office",
  "retail",
  "industrial",
  "mixed-use",
  "land",
  "hospitality",
  "self-storage",
  "manufactured-housing",
  "senior-housing",
  "other",
] as const;
export type OmPropertyType = (typeof omPropertyTypes)[number];

/**
 * One extracted value with its evidence. `normalized`: money in dollars, percentages as percent numbers
 * (5.51 for 5.51 %), areas in square feet (landArea in acres), years and counts as integers, WALT in years.
 */
export const omFieldSchema = z.object({
  value: z.string(),
  normalized: z.union([z.string(), z.number(), z.null()]),
  page: z.number().int().min(0),
  snippet: z.string(),
  confidence: z.number().min(0).max(1),
});
export type OmField = z.infer<typeof omFieldSchema>;

const field = omFieldSchema.nullable();

export const omRentRollRowSchema = z.object({
  tenant: z.string().nullable(),
  suite: z.string().nullable(),
  squareFeet: z.number().nullable(),
  /** Rent as stated on the row (see rentPeriod). */
  rent: z.number().nullable(),
  rentPeriod: z.enum(["monthly", "annual"]).nullable(),
  leaseEnd: z.string().nullable(),
  page: z.number().int().min(0),
});
export type OmRentRollRow = z.infer<typeof omRentRollRowSchema>;

export const omHighlightSchema = z.object({ text: z.string(), page: z.number().int().min(0) });

export const omBrokerSchema = z.object({
  name: z.string().nullable(),
  title: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string().nullable(),
});
export type OmBroker = z.infer<typeof omBrokerSchema>;

export const omConsistencyCheckSchema = z.object({
  name: z.string(),
  stated: z.number(),
  computed: z.number(),
  differencePercent: z.number(),
  /** false when the difference is beyond 1 %. */
  ok: z.boolean(),
});
export type OmConsistencyCheck = z.infer<typeof omConsistencyCheckSchema>;

export const omConsistencySchema = z.object({
  checks: z.array(omConsistencyCheckSchema),
  /** One sentence per failed check. */
  issues: z.array(z.string()),
});

/** A pro forma twin of a headline figure; null in abstracts stored before it existed. */
const proFormaField = omFieldSchema.nullable().default(null);

/**
 * Offering-memorandum abstract.
 * Headline figures (`noi`, `capRate`, `grossPotentialRent`, `effectiveGrossIncome`, `vacancy`, `expenses`)
 * follow `financialBasis`: the current (in-place) figure when the document gives both current and pro forma
 * (decision 0030), else the only one given. `capRate` is the stated cap rate on that basis, or NOI / price
 * when none is stated (confidence lowered, snippet says "computed"). When both bases are given, the pro forma
 * side is kept beside each headline figure (`proFormaNoi`, `proFormaCapRate`, `proFormaGrossPotentialRent`, …).
 */
export const omAbstractSchema = z.object({
  engine: z.enum(["local", "llm"]),
  pageCount: z.number().int().min(0),
  financialBasis: z.enum(["current", "pro-forma"]).nullable(),
  propertyName: field,
  address: field,
  propertyType: field,
  propertyClass: field,
  askingPrice: field,
  pricePerSquareFoot: field,
  pricePerUnit: field,
  capRate: field,
  currentCapRate: field,
  proFormaCapRate: field,
  noi: field,
  currentNoi: field,
  proFormaNoi: field,
  grossPotentialRent: field,
  proFormaGrossPotentialRent: proFormaField,
  effectiveGrossIncome: field,
  proFormaEffectiveGrossIncome: proFormaField,
  vacancy: field,
  proFormaVacancy: proFormaField,
  expenses: field,
  proFormaExpenses: proFormaField,
  buildingSquareFeet: field,
  landArea: field,
  yearBuilt: field,
  yearRenovated: field,
  units: field,
  occupancy: field,
  walt: field,
  rentRoll: z.array(omRentRollRowSchema),
  highlights: z.array(omHighlightSchema),
  brokers: z.array(omBrokerSchema),
  consistency: omConsistencySchema,
});
export type OmAbstract = z.infer<typeof omAbstractSchema>;

/** The scalar keys, in display order. */
export const omScalarKeys = [
  "propertyName",
  "address",
  "propertyType",
  "propertyClass",
  "askingPrice",
  "pricePerSquareFoot",
  "pricePerUnit",
  "capRate",
  "currentCapRate",
  "proFormaCapRate",
  "noi",
  "currentNoi",
  "proFormaNoi",
  "grossPotentialRent",
  "proFormaGrossPotentialRent",
  "effectiveGrossIncome",
  "proFormaEffectiveGrossIncome",
  "vacancy",
  "proFormaVacancy",
  "expenses",
  "proFormaExpenses",
  "buildingSquareFeet",
  "landArea",
  "yearBuilt",
  "yearRenovated",
  "units",
  "occupancy",
  "walt",
] as const;
export type OmScalarKey = (typeof omScalarKeys)[number];
