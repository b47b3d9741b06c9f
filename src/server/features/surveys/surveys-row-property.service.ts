// 'Save to my properties' on a typed-in survey row (issue 10, decision 0049). The row becomes one of the broker's
// properties through the properties feature's own batch creation (address matching and the §4 hierarchy rules —
// no second creation path), and the row is linked to it: from then on its photos and floor plan are the
// property's, exactly like a row added from a property. Properties belong to the docanalysis feature, surveys to
// templates: a plan without docanalysis is told so (403), before anything is looked up.
import { createPropertyCreationService } from "#server/features/properties/properties-create.service.ts";
import { createPropertiesService } from "#server/features/properties/properties.service.ts";
import type { SurveysService } from "#server/features/surveys/surveys.service.ts";
import * as repo from "#server/features/surveys/surveys.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import { type PropertyCreate, propertyCreate } from "#shared/contract/properties.ts";
import { ROW_ALREADY_LINKED, SAVE_ROW_NEEDS_PROPERTIES } from "#shared/contract/surveys.ts";
import { parseAddressLine } from "#shared/rules/address-normalize.ts";

type Ctx = Pick<AppContext, "db" | "storage" | "jobs" | "events" | "log" | "config" | "access">;

/** The property a typed-in row describes: its name, its one-line address split into parts, its coordinates. */
export function propertyFromRow(row: Pick<repo.RowRow, "name" | "address" | "latitude" | "longitude">): PropertyCreate {
  const a = parseAddressLine(row.address ?? "");
  return {
    name: row.name,
    locationStreetAddress: a.street,
    locationCity: a.city,
    locationState: a.state,
    locationPostalCode: a.postalCode,
    locationCountry: a.country,
    locationLatitude: row.latitude,
    locationLongitude: row.longitude,
  };
}

export function createSurveyRowPropertyService(ctx: Ctx, surveys: SurveysService) {
  const { db } = ctx;
  const properties = createPropertiesService(ctx);
  const creation = createPropertyCreationService(ctx, properties);

  return {
    async saveRow(userId: string, surveyId: string, rowId: string) {
      if (!(await ctx.access.hasFeature(userId, "docanalysis"))) {
        throw new AppError("FEATURE_REQUIRED", "Upgrade Your Account", { detail: SAVE_ROW_NEEDS_PROPERTIES });
      }
      const s = await surveys.requireSurvey(userId, surveyId);
      const row = await repo.findRow(db, s.id, rowId);
      if (!row) throw notFound("Survey property not found");
      if (row.propertyId) throw new AppError("CONFLICT", ROW_ALREADY_LINKED);
      // The same validation a property typed into the Add New Property panel gets (lengths, storable text).
      const parsed = propertyCreate.safeParse(propertyFromRow(row));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError("VALIDATION_FAILED", `This row cannot become a property: ${issue?.message ?? "invalid"}`);
      }
      const { created } = await creation.createBatch(userId, [{ property: parsed.data, choice: null }]);
      const propertyId = created[0]?.id as string;
      if (!(await repo.linkRowToProperty(db, s.id, row.id, propertyId))) {
        // A second click won the race (or the row was removed): keep one property, not two.
        await properties.remove(userId, propertyId);
        throw new AppError("CONFLICT", ROW_ALREADY_LINKED);
      }
      return surveys.afterChange(userId, s);
    },
  };
}
