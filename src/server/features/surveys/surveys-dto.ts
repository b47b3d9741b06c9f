// Survey rows as the broker and the client see them: the stored quote plus the normalised occupancy cost, the
// requirement check and the client's latest verdict.
import type * as repo from "#server/features/surveys/surveys.repository.ts";
import type { FeedbackDto, RequirementDto, SurveyRowDto } from "#shared/contract/surveys.ts";
import { occupancyCost, type RentType } from "#shared/rules/occupancy-cost.ts";
import { checkRequirement } from "#shared/rules/survey-requirement.ts";

export const requirementOf = (s: repo.SurveyRow): RequirementDto => ({
  minRsf: s.minRsf,
  maxRsf: s.maxRsf,
  budgetPerRsf: s.budgetPerRsf,
  targetDate: s.targetDate,
  submarkets: s.submarkets,
  mustHaves: s.mustHaves,
  minParkingRatio: s.minParkingRatio,
});

export const feedbackDtoOf = (f: repo.FeedbackRow): FeedbackDto => ({
  id: f.id,
  rowId: f.rowId,
  verdict: f.verdict as FeedbackDto["verdict"],
  reason: f.reason as FeedbackDto["reason"],
  comment: f.comment,
  visitorName: f.visitorName,
  createdAt: f.createdAt.toISOString(),
});

export function rowDtos(
  survey: repo.SurveyRow,
  rows: repo.RowRow[],
  feedback: repo.FeedbackRow[],
  images: Map<string, { photo?: string; floorplan?: string }>,
): SurveyRowDto[] {
  const requirement = requirementOf(survey);
  // feedback is newest first: the first one seen per row is its latest verdict.
  const latest = new Map<string, repo.FeedbackRow>();
  for (const f of feedback) if (!latest.has(f.rowId)) latest.set(f.rowId, f);
  return rows.map((r) => {
    const cost = occupancyCost({
      rentType: r.rentType as RentType | null,
      askingRent: r.askingRent,
      opex: r.opex,
      baseYearStop: r.baseYearStop,
      rsf: r.rsf,
      usf: r.usf,
      termMonths: r.termMonths,
      freeRentMonths: r.freeRentMonths,
      parkingRatio: r.parkingRatio,
      parkingCost: r.parkingCost,
    });
    const img = r.propertyId ? images.get(r.propertyId) : undefined;
    const f = latest.get(r.id);
    return {
      id: r.id,
      position: r.position,
      propertyId: r.propertyId,
      spaceId: r.spaceId,
      name: r.name,
      address: r.address,
      latitude: r.latitude,
      longitude: r.longitude,
      submarket: r.submarket,
      suite: r.suite,
      floor: r.floor,
      rsf: r.rsf,
      usf: r.usf,
      askingRent: r.askingRent,
      rentType: r.rentType as RentType | null,
      opex: r.opex,
      baseYearStop: r.baseYearStop,
      availableDate: r.availableDate,
      termMonths: r.termMonths,
      freeRentMonths: r.freeRentMonths,
      tiAllowance: r.tiAllowance,
      parkingRatio: r.parkingRatio,
      parkingCost: r.parkingCost,
      features: r.features,
      notes: r.notes,
      tourAt: r.tourAt ? r.tourAt.toISOString() : null,
      tourStatus: r.tourStatus as SurveyRowDto["tourStatus"],
      photoUrl: img?.photo ?? null,
      floorplanUrl: img?.floorplan ?? null,
      cost,
      check: checkRequirement(requirement, r, cost),
      feedback: f ? feedbackDtoOf(f) : null,
    };
  });
}
