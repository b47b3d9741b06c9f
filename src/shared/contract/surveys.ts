// Surveys (tour books, issue 10): the broker's survey with its client requirement and rows, the public link the
// client opens without an account (/surveys/public/{token}), the client's feedback and who viewed.
import { z } from "zod";
import { idParams, okResponse } from "#shared/contract/common.ts";
import { defineRoute } from "#shared/contract/route.ts";
import { rentTypes } from "#shared/rules/occupancy-cost.ts";
import { isCalendarDate } from "#shared/rules/report-values.ts";
import { mustHaveKeys } from "#shared/rules/survey-requirement.ts";

export const tourStatuses = ["proposed", "scheduled", "toured", "shortlisted", "rejected"] as const;
export type TourStatus = (typeof tourStatuses)[number];
export const tourStatusLabels: Record<TourStatus, string> = {
  proposed: "Proposed",
  scheduled: "Scheduled",
  toured: "Toured",
  shortlisted: "Shortlisted",
  rejected: "Rejected",
};
export const verdicts = ["favorite", "maybe", "no"] as const;
export type Verdict = (typeof verdicts)[number];
export const verdictLabels: Record<Verdict, string> = { favorite: "Favorite", maybe: "Maybe", no: "No" };
export const feedbackReasons = ["too_expensive", "too_small", "location", "condition", "other"] as const;
export type FeedbackReason = (typeof feedbackReasons)[number];
export const reasonLabels: Record<FeedbackReason, string> = {
  too_expensive: "Too expensive",
  too_small: "Too small",
  location: "Location",
  condition: "Condition",
  other: "Other",
};
export const COMMENT_MAX = 2000;
export const COMMENT_TOO_LONG = "Comments are limited to 2,000 characters";

const money = z.number().finite().min(0).max(1_000_000_000).nullable();
const area = z.number().finite().min(0).max(100_000_000).nullable();
const calendarDate = z.string().refine(isCalendarDate, { message: "Enter a real date as yyyy-mm-dd" }).nullable();
const shortText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).nullable();

export const requirementFields = z.object({
  minRsf: area.optional(),
  maxRsf: area.optional(),
  budgetPerRsf: money.optional(),
  targetDate: calendarDate.optional(),
  submarkets: z.array(z.string().trim().min(1).max(100)).max(20).optional(),
  mustHaves: z.array(z.enum(mustHaveKeys)).max(mustHaveKeys.length).optional(),
  minParkingRatio: z.number().finite().min(0).max(100).nullable().optional(),
});

const surveyFieldsBase = z.object({
  name: z.string().trim().min(1, "Survey name is required").max(200, "Use at most 200 characters"),
  clientCompanyId: z.uuid().nullable().optional(),
  clientContactIds: z.array(z.uuid()).max(20).optional(),
  projectId: z.uuid().nullable().optional(),
  notes: shortText(5000).optional(),
  ...requirementFields.shape,
});
const rsfRange = (v: { minRsf?: number | null; maxRsf?: number | null }) =>
  v.minRsf === null || v.minRsf === undefined || v.maxRsf === null || v.maxRsf === undefined || v.minRsf <= v.maxRsf;
const rangeMessage = { message: "The minimum size must not exceed the maximum", path: ["maxRsf"] };
export const surveyCreate = surveyFieldsBase.refine(rsfRange, rangeMessage);
export const surveyUpdate = surveyFieldsBase.partial().refine(rsfRange, rangeMessage);
export type SurveyCreate = z.input<typeof surveyCreate>;

export const rowFields = z.object({
  name: z.string().trim().min(1, "Property name is required").max(300),
  address: shortText(500).optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  submarket: shortText(100).optional(),
  suite: shortText(100).optional(),
  floor: shortText(50).optional(),
  rsf: area.optional(),
  usf: area.optional(),
  askingRent: money.optional(),
  rentType: z.enum(rentTypes).nullable().optional(),
  opex: money.optional(),
  baseYearStop: money.optional(),
  availableDate: calendarDate.optional(),
  termMonths: z.number().int().min(0).max(600).nullable().optional(),
  freeRentMonths: z.number().finite().min(0).max(600).nullable().optional(),
  tiAllowance: money.optional(),
  parkingRatio: z.number().finite().min(0).max(100).nullable().optional(),
  parkingCost: money.optional(),
  features: z.array(z.enum(mustHaveKeys)).max(mustHaveKeys.length).optional(),
  notes: shortText(5000).optional(),
  tourAt: z.iso.datetime({ offset: true }).nullable().optional(),
  tourStatus: z.enum(tourStatuses).optional(),
});
/** A row from one of the user's properties (and one of its spaces), or typed in (then name is required). */
export const rowCreate = rowFields.partial().extend({
  propertyId: z.uuid().nullable().optional(),
  spaceId: z.uuid().nullable().optional(),
});
export const rowUpdate = rowFields.partial();

const costDto = z.object({
  grossPerRsf: z.number().nullable(),
  effectivePerRsf: z.number().nullable(),
  annualCost: z.number().nullable(),
  perUsf: z.number().nullable(),
  loadFactor: z.number().nullable(),
  parkingPerYear: z.number().nullable(),
  missing: z.array(z.string()),
});
const feedbackDto = z.object({
  id: z.string(),
  rowId: z.string(),
  verdict: z.enum(verdicts),
  reason: z.enum(feedbackReasons).nullable(),
  comment: z.string().nullable(),
  visitorName: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackDto = z.infer<typeof feedbackDto>;

export const surveyRowDto = z.object({
  id: z.string(),
  position: z.number().int(),
  propertyId: z.string().nullable(),
  spaceId: z.string().nullable(),
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  submarket: z.string().nullable(),
  suite: z.string().nullable(),
  floor: z.string().nullable(),
  rsf: z.number().nullable(),
  usf: z.number().nullable(),
  askingRent: z.number().nullable(),
  rentType: z.enum(rentTypes).nullable(),
  opex: z.number().nullable(),
  baseYearStop: z.number().nullable(),
  availableDate: z.string().nullable(),
  termMonths: z.number().nullable(),
  freeRentMonths: z.number().nullable(),
  tiAllowance: z.number().nullable(),
  parkingRatio: z.number().nullable(),
  parkingCost: z.number().nullable(),
  features: z.array(z.string()),
  notes: z.string().nullable(),
  tourAt: z.string().nullable(),
  tourStatus: z.enum(tourStatuses),
  photoUrl: z.string().nullable(),
  floorplanUrl: z.string().nullable(),
  cost: costDto,
  check: z.object({ fits: z.boolean(), misses: z.array(z.string()) }),
  /** The client's latest verdict on this row. */
  feedback: feedbackDto.nullable(),
});
export type SurveyRowDto = z.infer<typeof surveyRowDto>;

export const requirementDto = z.object({
  minRsf: z.number().nullable(),
  maxRsf: z.number().nullable(),
  budgetPerRsf: z.number().nullable(),
  targetDate: z.string().nullable(),
  submarkets: z.array(z.string()),
  mustHaves: z.array(z.string()),
  minParkingRatio: z.number().nullable(),
});
export type RequirementDto = z.infer<typeof requirementDto>;

export const shareDto = z.object({
  token: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  active: z.boolean(),
});

export const surveyDto = z.object({
  id: z.string(),
  name: z.string(),
  clientCompany: z.object({ id: z.string(), name: z.string() }).nullable(),
  clientContacts: z.array(z.object({ id: z.string(), name: z.string() })),
  projectId: z.string().nullable(),
  project: z.object({ id: z.string(), name: z.string() }).nullable(),
  notes: z.string().nullable(),
  requirement: requirementDto,
  rows: z.array(surveyRowDto),
  share: shareDto.nullable(),
  /** The client's "no" reasons, counted: what the requirement learns from the feedback. */
  reasons: z.array(z.object({ reason: z.enum(feedbackReasons), count: z.number().int() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SurveyDto = z.infer<typeof surveyDto>;

export const surveyListItem = z.object({
  id: z.string(),
  name: z.string(),
  clientName: z.string().nullable(),
  rowCount: z.number().int(),
  shared: z.boolean(),
  updatedAt: z.string(),
});
export type SurveyListItem = z.infer<typeof surveyListItem>;

const rowParams = z.object({ id: z.uuid(), rowId: z.uuid() });
const feature = "templates" as const;

export const listSurveys = defineRoute({
  method: "GET",
  path: "/api/surveys",
  feature,
  query: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    q: z.string().trim().max(200).optional(),
  }),
  response: z.object({ items: z.array(surveyListItem), total: z.number().int() }),
});
export const createSurvey = defineRoute({
  method: "POST",
  path: "/api/surveys",
  feature,
  body: surveyCreate,
  response: surveyDto,
});
export const getSurvey = defineRoute({
  method: "GET",
  path: "/api/surveys/:id",
  feature,
  params: idParams,
  response: surveyDto,
});
export const updateSurvey = defineRoute({
  method: "PATCH",
  path: "/api/surveys/:id",
  feature,
  params: idParams,
  body: surveyUpdate,
  response: surveyDto,
});
export const deleteSurvey = defineRoute({
  method: "DELETE",
  path: "/api/surveys/:id",
  feature,
  params: idParams,
  response: okResponse,
});
export const addSurveyRow = defineRoute({
  method: "POST",
  path: "/api/surveys/:id/rows",
  feature,
  params: idParams,
  body: rowCreate,
  response: surveyDto,
});
export const updateSurveyRow = defineRoute({
  method: "PATCH",
  path: "/api/surveys/:id/rows/:rowId",
  feature,
  params: rowParams,
  body: rowUpdate,
  response: surveyDto,
});
export const deleteSurveyRow = defineRoute({
  method: "DELETE",
  path: "/api/surveys/:id/rows/:rowId",
  feature,
  params: rowParams,
  response: surveyDto,
});
/** Shown when a plan without docanalysis (properties) asks to save a typed-in row as a property. */
export const SAVE_ROW_NEEDS_PROPERTIES =
  "Saving a row to your properties needs the Document Analysis plan, which includes properties.";
export const ROW_ALREADY_LINKED = "This row is already linked to one of your properties";
/**
 * 'Save to my properties' on a typed-in row: creates the property from the row's name and address (the properties
 * feature's creation with address matching and hierarchy) and links the row to it (decision 0049).
 */
export const saveSurveyRowProperty = defineRoute({
  method: "POST",
  path: "/api/surveys/:id/rows/:rowId/property",
  feature,
  summary: "Save a typed-in survey row to the user's properties and link the row to the new property",
  params: rowParams,
  response: surveyDto,
});
export const reorderSurveyRows = defineRoute({
  method: "PUT",
  path: "/api/surveys/:id/rows/order",
  feature,
  params: idParams,
  body: z.object({ rowIds: z.array(z.uuid()).max(500) }),
  response: surveyDto,
});
export const shareSurvey = defineRoute({
  method: "POST",
  path: "/api/surveys/:id/share",
  feature,
  params: idParams,
  body: z.object({ expiresAt: z.iso.datetime({ offset: true }).nullable().optional() }),
  response: surveyDto,
});
export const revokeSurveyShare = defineRoute({
  method: "DELETE",
  path: "/api/surveys/:id/share",
  feature,
  params: idParams,
  response: surveyDto,
});
export const surveyActivity = defineRoute({
  method: "GET",
  path: "/api/surveys/:id/activity",
  feature,
  params: idParams,
  response: z.object({
    feedback: z.array(feedbackDto.extend({ rowName: z.string() })),
    views: z.array(z.object({ visitorName: z.string().nullable(), createdAt: z.string() })),
  }),
});
/** GET: the tour book PDF, drawn on the server. */
export const surveyPdfPath = "/api/surveys/:id/pdf";

// ── Public link (no account; §2.1) ─────────────────────────────────────────────────────────────
export const publicParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "Invalid link") });
export const publicRowDto = surveyRowDto.omit({ propertyId: true, spaceId: true });
export const publicSurveyDto = z.object({
  name: z.string(),
  clientName: z.string().nullable(),
  preparedBy: z.string(),
  requirement: requirementDto,
  rows: z.array(publicRowDto),
  expiresAt: z.string().nullable(),
});
export type PublicSurveyDto = z.infer<typeof publicSurveyDto>;

export const getPublicSurvey = defineRoute({
  method: "GET",
  path: "/api/surveys/public/:token",
  auth: "public",
  params: publicParams,
  response: publicSurveyDto,
});
export const recordPublicView = defineRoute({
  method: "POST",
  path: "/api/surveys/public/:token/views",
  auth: "public",
  params: publicParams,
  body: z.object({ visitorName: z.string().trim().max(100).nullable().optional() }),
  response: okResponse,
});
export const sendPublicFeedback = defineRoute({
  method: "POST",
  path: "/api/surveys/public/:token/feedback",
  auth: "public",
  params: publicParams,
  body: z.object({
    rowId: z.uuid(),
    verdict: z.enum(verdicts),
    reason: z.enum(feedbackReasons).nullable().optional(),
    comment: z.string().max(COMMENT_MAX, COMMENT_TOO_LONG).nullable().optional(),
    visitorName: z.string().trim().max(100).nullable().optional(),
  }),
  response: publicSurveyDto,
});
