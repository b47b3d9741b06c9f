// The only surveys module that talks to the database. Broker functions take the acting user first and scope by
// it; `…ByToken` / public functions are reached only through a valid share token.
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { profiles } from "#server/db/schema/auth.ts";
import { companies, people } from "#server/db/schema/contacts.ts";
import { propertyFiles } from "#server/db/schema/properties.ts";
import { surveyFeedback, surveyProperties, surveys, surveyViews } from "#server/db/schema/surveys.ts";
import { escapeLike } from "#shared/rules/search.ts";

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyInsert = typeof surveys.$inferInsert;
export type RowRow = typeof surveyProperties.$inferSelect;
export type RowInsert = typeof surveyProperties.$inferInsert;
export type FeedbackRow = typeof surveyFeedback.$inferSelect;

export async function listSurveys(db: Db, userId: string, q: { page: number; pageSize: number; q?: string }) {
  const where = and(eq(surveys.createdBy, userId), q.q ? ilike(surveys.name, `%${escapeLike(q.q)}%`) : undefined);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: surveys.id,
        name: surveys.name,
        clientName: companies.name,
        shareToken: surveys.shareToken,
        shareRevokedAt: surveys.shareRevokedAt,
        shareExpiresAt: surveys.shareExpiresAt,
        updatedAt: surveys.updatedAt,
        rowCount: sql<number>`(select count(*)::int from survey_properties r where r.survey_id = ${surveys.id})`,
      })
      .from(surveys)
      .leftJoin(companies, eq(companies.id, surveys.clientCompanyId))
      .where(where)
      .orderBy(desc(surveys.updatedAt), desc(surveys.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(surveys).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findSurvey(db: Db, userId: string, id: string): Promise<SurveyRow | null> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, id), eq(surveys.createdBy, userId)));
  return row ?? null;
}

export async function findSurveyByToken(db: Db, token: string): Promise<SurveyRow | null> {
  const [row] = await db.select().from(surveys).where(eq(surveys.shareToken, token));
  return row ?? null;
}

export async function insertSurvey(db: Db, userId: string, values: Omit<SurveyInsert, "createdBy">) {
  const [row] = await db
    .insert(surveys)
    .values({ ...values, createdBy: userId })
    .returning();
  return row as SurveyRow;
}

export async function updateSurvey(db: Db, userId: string, id: string, patch: Partial<SurveyInsert>) {
  const [row] = await db
    .update(surveys)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(surveys.id, id), eq(surveys.createdBy, userId)))
    .returning();
  return row ?? null;
}

export async function deleteSurvey(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(surveys)
    .where(and(eq(surveys.id, id), eq(surveys.createdBy, userId)))
    .returning({ id: surveys.id });
  return rows.length > 0;
}

export function rowsOf(db: Db, surveyId: string) {
  return db
    .select()
    .from(surveyProperties)
    .where(eq(surveyProperties.surveyId, surveyId))
    .orderBy(asc(surveyProperties.position), asc(surveyProperties.createdAt));
}

export async function insertRow(db: Db, surveyId: string, values: Omit<RowInsert, "surveyId" | "position">) {
  const [row] = await db
    .insert(surveyProperties)
    .values({
      ...values,
      surveyId,
      position: sql`(select coalesce(max(position) + 1, 0) from survey_properties where survey_id = ${surveyId})`,
    })
    .returning();
  return row as RowRow;
}

export async function updateRow(db: Db, surveyId: string, rowId: string, patch: Partial<RowInsert>) {
  const [row] = await db
    .update(surveyProperties)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(surveyProperties.id, rowId), eq(surveyProperties.surveyId, surveyId)))
    .returning();
  return row ?? null;
}

export async function findRow(db: Db, surveyId: string, rowId: string): Promise<RowRow | null> {
  const [row] = await db
    .select()
    .from(surveyProperties)
    .where(and(eq(surveyProperties.id, rowId), eq(surveyProperties.surveyId, surveyId)));
  return row ?? null;
}

/** Links a typed-in row to a property; false when the row is gone or was linked meanwhile (a second click). */
export async function linkRowToProperty(db: Db, surveyId: string, rowId: string, propertyId: string) {
  const rows = await db
    .update(surveyProperties)
    .set({ propertyId, updatedAt: new Date() })
    .where(
      and(eq(surveyProperties.id, rowId), eq(surveyProperties.surveyId, surveyId), isNull(surveyProperties.propertyId)),
    )
    .returning({ id: surveyProperties.id });
  return rows.length > 0;
}

export async function deleteRow(db: Db, surveyId: string, rowId: string) {
  const rows = await db
    .delete(surveyProperties)
    .where(and(eq(surveyProperties.id, rowId), eq(surveyProperties.surveyId, surveyId)))
    .returning({ id: surveyProperties.id });
  return rows.length > 0;
}

/** Positions follow the given order (ids of other surveys are ignored by the survey filter). */
export async function setPositions(db: Db, surveyId: string, rowIds: string[]) {
  await db.transaction(async (tx) => {
    for (const [position, id] of rowIds.entries()) {
      await tx
        .update(surveyProperties)
        .set({ position })
        .where(and(eq(surveyProperties.id, id), eq(surveyProperties.surveyId, surveyId)));
    }
  });
}

export async function touchSurvey(db: Db, surveyId: string) {
  await db.update(surveys).set({ updatedAt: new Date() }).where(eq(surveys.id, surveyId));
}

export function feedbackOf(db: Db, surveyId: string) {
  return db
    .select()
    .from(surveyFeedback)
    .where(eq(surveyFeedback.surveyId, surveyId))
    .orderBy(desc(surveyFeedback.createdAt), desc(surveyFeedback.id))
    .limit(1000);
}

export async function insertFeedback(db: Db, values: typeof surveyFeedback.$inferInsert) {
  await db.insert(surveyFeedback).values(values);
}

export async function insertView(db: Db, surveyId: string, visitorName: string | null) {
  await db.insert(surveyViews).values({ surveyId, visitorName });
}

export function viewsOf(db: Db, surveyId: string) {
  return db
    .select({ visitorName: surveyViews.visitorName, createdAt: surveyViews.createdAt })
    .from(surveyViews)
    .where(eq(surveyViews.surveyId, surveyId))
    .orderBy(desc(surveyViews.createdAt))
    .limit(200);
}

export async function companyOf(db: Db, userId: string, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.createdBy, userId)));
  return row ?? null;
}

export async function peopleOf(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(and(inArray(people.id, ids), eq(people.createdBy, userId)));
}

export async function ownerName(db: Db, userId: string) {
  const [row] = await db
    .select({ name: profiles.name, first: profiles.firstName, last: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ? `${row.first} ${row.last}`.trim() || row.name : "Your broker";
}

/** The first photo and floor plan of each property (the survey owner's files). */
export async function propertyImages(db: Db, userId: string, propertyIds: string[]) {
  if (propertyIds.length === 0) return [];
  return db
    .selectDistinctOn([propertyFiles.propertyId, propertyFiles.kind], {
      propertyId: propertyFiles.propertyId,
      kind: propertyFiles.kind,
      bucket: propertyFiles.bucket,
      storageKey: propertyFiles.storageKey,
      size: propertyFiles.size,
    })
    .from(propertyFiles)
    .where(
      and(
        inArray(propertyFiles.propertyId, propertyIds),
        eq(propertyFiles.createdBy, userId),
        inArray(propertyFiles.kind, ["photo", "floorplan"]),
      ),
    )
    .orderBy(propertyFiles.propertyId, propertyFiles.kind, asc(propertyFiles.createdAt));
}
