// Checklist templates and items. Every function takes the acting user and scopes by created_by.
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { checklistItems, checklistTemplateSeeds, checklistTemplates } from "#server/db/schema/checklists.ts";
import type { ChecklistInput } from "#shared/contract/checklists.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;
export type TemplateRow = typeof checklistTemplates.$inferSelect & { taskCount: number };
export type ItemRow = typeof checklistItems.$inferSelect;

const templateColumns = {
  id: checklistTemplates.id,
  name: checklistTemplates.name,
  description: checklistTemplates.description,
  keyDateLabel: checklistTemplates.keyDateLabel,
  builtinKey: checklistTemplates.builtinKey,
  createdBy: checklistTemplates.createdBy,
  createdAt: checklistTemplates.createdAt,
  updatedAt: checklistTemplates.updatedAt,
  // Spelled out: inside a one-table select Drizzle leaves column names unqualified.
  taskCount: sql<number>`(select count(*)::int from checklist_items i where i.template_id = checklist_templates.id)`,
};

export function listTemplates(db: Exec, userId: string): Promise<TemplateRow[]> {
  return db
    .select(templateColumns)
    .from(checklistTemplates)
    .where(eq(checklistTemplates.createdBy, userId))
    .orderBy(asc(sql`lower(${checklistTemplates.name})`), asc(checklistTemplates.createdAt));
}

export async function findTemplate(db: Exec, userId: string, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select(templateColumns)
    .from(checklistTemplates)
    .where(and(eq(checklistTemplates.createdBy, userId), eq(checklistTemplates.id, id)));
  return row;
}

export function listItems(db: Exec, templateId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(checklistItems)
    .where(eq(checklistItems.templateId, templateId))
    .orderBy(asc(checklistItems.position));
}

export async function insertTemplate(
  db: Exec,
  userId: string,
  t: Pick<ChecklistInput, "name" | "description" | "keyDateLabel">,
  builtinKey: string | null = null,
) {
  const [row] = await db
    .insert(checklistTemplates)
    .values({
      name: t.name,
      description: t.description ?? null,
      keyDateLabel: t.keyDateLabel ?? null,
      builtinKey,
      createdBy: userId,
    })
    .returning({ id: checklistTemplates.id });
  return (row as { id: string }).id;
}

export async function updateTemplate(
  db: Exec,
  userId: string,
  id: string,
  t: Pick<ChecklistInput, "name" | "description" | "keyDateLabel">,
) {
  await db
    .update(checklistTemplates)
    .set({
      name: t.name,
      description: t.description ?? null,
      keyDateLabel: t.keyDateLabel ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(checklistTemplates.createdBy, userId), eq(checklistTemplates.id, id)));
}

export async function deleteTemplate(db: Exec, userId: string, id: string) {
  const rows = await db
    .delete(checklistTemplates)
    .where(and(eq(checklistTemplates.createdBy, userId), eq(checklistTemplates.id, id)))
    .returning({ id: checklistTemplates.id });
  return rows.length > 0;
}

/** Replaces a template's items: top-level items in order, each followed by its subtasks. */
export async function replaceItems(db: Exec, templateId: string, items: ChecklistInput["items"]) {
  await db.delete(checklistItems).where(eq(checklistItems.templateId, templateId));
  if (items.length === 0) return;
  const parents = await db
    .insert(checklistItems)
    .values(
      items.map((item, position) => ({
        templateId,
        position: position * 1000,
        title: item.title,
        description: item.description ?? null,
        offsetDays: item.offsetDays,
        offsetUnit: item.offsetUnit,
        anchor: item.anchor,
      })),
    )
    .returning({ id: checklistItems.id, position: checklistItems.position });
  const subtasks = items.flatMap((item, index) => {
    const parent = parents.find((p) => p.position === index * 1000) as { id: string };
    return item.subtasks.map((sub, subIndex) => ({
      templateId,
      parentItemId: parent.id,
      position: index * 1000 + subIndex + 1,
      title: sub.title,
      description: sub.description ?? null,
      offsetDays: sub.offsetDays,
      offsetUnit: sub.offsetUnit,
      anchor: sub.anchor,
    }));
  });
  if (subtasks.length > 0) await db.insert(checklistItems).values(subtasks);
}

/** True the first time for a user (the caller then copies the built-in checklists). */
export async function claimSeed(db: Exec, userId: string): Promise<boolean> {
  const rows = await db
    .insert(checklistTemplateSeeds)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ userId: checklistTemplateSeeds.userId });
  return rows.length > 0;
}

export async function countTemplates(db: Exec, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(checklistTemplates)
    .where(eq(checklistTemplates.createdBy, userId));
  return row?.n ?? 0;
}
