// Document templates. Every function takes the acting user and scopes by created_by.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { documentTemplateSeeds, documentTemplates } from "#server/db/schema/document-templates.ts";
import type { RichTextDoc } from "#shared/contract/dealrooms-documents.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;
export type DocumentTemplateRow = typeof documentTemplates.$inferSelect;
export type TemplateFields = { name: string; description?: string | null; content: RichTextDoc };

export function listTemplates(db: Exec, userId: string): Promise<DocumentTemplateRow[]> {
  return db
    .select()
    .from(documentTemplates)
    .where(eq(documentTemplates.createdBy, userId))
    .orderBy(asc(sql`lower(${documentTemplates.name})`), asc(documentTemplates.createdAt));
}

export async function findTemplate(db: Exec, userId: string, id: string): Promise<DocumentTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.createdBy, userId), eq(documentTemplates.id, id)));
  return row;
}

export async function insertTemplate(
  db: Exec,
  userId: string,
  t: TemplateFields,
  builtinKey: string | null = null,
): Promise<DocumentTemplateRow> {
  const [row] = await db
    .insert(documentTemplates)
    .values({
      name: t.name,
      description: t.description ?? null,
      content: t.content,
      builtinKey,
      createdBy: userId,
    })
    .returning();
  return row;
}

export async function updateTemplate(
  db: Exec,
  userId: string,
  id: string,
  t: TemplateFields,
): Promise<DocumentTemplateRow | undefined> {
  const [row] = await db
    .update(documentTemplates)
    .set({ name: t.name, description: t.description ?? null, content: t.content, updatedAt: new Date() })
    .where(and(eq(documentTemplates.createdBy, userId), eq(documentTemplates.id, id)))
    .returning();
  return row;
}

export async function deleteTemplate(db: Exec, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(documentTemplates)
    .where(and(eq(documentTemplates.createdBy, userId), eq(documentTemplates.id, id)))
    .returning({ id: documentTemplates.id });
  return rows.length > 0;
}

/** True once per user: the caller then copies the built-in templates to them. */
export async function claimSeed(db: Exec, userId: string): Promise<boolean> {
  const rows = await db
    .insert(documentTemplateSeeds)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ userId: documentTemplateSeeds.userId });
  return rows.length > 0;
}
