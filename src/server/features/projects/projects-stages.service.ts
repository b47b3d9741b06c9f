// Pipeline stages: each user has an ordered list per project type, seeded from the defaults on first use
// (shared/rules/projects.ts). Stages are renamed, reordered and extended; a stage may name a checklist to
// offer when a project enters it. A stage with projects, or a type's last stage, cannot be deleted.
import * as repo from "#server/features/projects/projects.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import type { StageDto } from "#shared/contract/projects.ts";
import { defaultProjectStages, type ProjectType, projectTypes } from "#shared/rules/projects.ts";

export const STAGE_NAME_TAKEN = "A stage with this name already exists";
export const STAGE_IN_USE = "Move this stage's projects to another stage before deleting it";
export const LAST_STAGE = "A pipeline needs at least one stage";

/** A 400 naming the field, with the message as the problem's detail. */
export const invalid = (field: string, message: string) =>
  new AppError("VALIDATION_FAILED", "Validation failed", { fields: { [field]: message }, detail: message });

export function toStageDto(row: repo.StageRow): StageDto {
  return {
    id: row.id,
    type: row.projectType as ProjectType,
    name: row.name,
    position: row.position,
    checklistTemplateId: row.checklistTemplateId,
    checklistName: row.checklistName,
  };
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

export function createStagesService(ctx: Pick<AppContext, "db">) {
  const { db } = ctx;

  const checkChecklist = async (userId: string, id: string | null | undefined) => {
    if (id && !(await repo.checklistTemplateOwned(db, userId, id))) throw notFound("Checklist not found");
  };

  const service = {
    /** The user's stages of a type, seeding the defaults the first time. */
    async list(userId: string, type: ProjectType, ex: repo.Exec = db): Promise<repo.StageRow[]> {
      const rows = await repo.listStageRows(ex, userId, type);
      if (rows.length > 0) return rows;
      await repo.insertStages(
        ex,
        userId,
        type,
        defaultProjectStages[type].map((name, position) => ({ name, position })),
      );
      return repo.listStageRows(ex, userId, type);
    },

    /** Every type's stages, seeding missing ones. */
    async listAll(userId: string): Promise<repo.StageRow[]> {
      const all = await repo.listStageRows(db, userId);
      const missing = projectTypes.filter((t) => !all.some((s) => s.projectType === t));
      if (missing.length === 0) return all;
      for (const type of missing) await service.list(userId, type);
      return repo.listStageRows(db, userId);
    },

    async create(userId: string, input: { type: ProjectType; name: string; checklistTemplateId?: string | null }) {
      await service.list(userId, input.type);
      await checkChecklist(userId, input.checklistTemplateId);
      const position = await repo.nextStagePosition(db, userId, input.type);
      const [row] = await repo.insertStages(db, userId, input.type, [
        { name: input.name, position, checklistTemplateId: input.checklistTemplateId ?? null },
      ]);
      if (!row) throw new AppError("CONFLICT", STAGE_NAME_TAKEN);
      return toStageDto((await repo.findStageRow(db, userId, row.id)) as repo.StageRow);
    },

    async update(userId: string, id: string, patch: { name?: string; checklistTemplateId?: string | null }) {
      const current = await repo.findStageRow(db, userId, id);
      if (!current) throw notFound("Stage not found");
      await checkChecklist(userId, patch.checklistTemplateId);
      try {
        await repo.updateStageRow(db, userId, id, {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.checklistTemplateId !== undefined ? { checklistTemplateId: patch.checklistTemplateId } : {}),
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError("CONFLICT", STAGE_NAME_TAKEN);
        throw err;
      }
      return toStageDto((await repo.findStageRow(db, userId, id)) as repo.StageRow);
    },

    async reorder(userId: string, type: ProjectType, ids: string[]) {
      return db.transaction(async (tx) => {
        const current = await service.list(userId, type, tx);
        const known = new Set(current.map((s) => s.id));
        if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw invalid("ids", "List every stage of the pipeline exactly once");
        }
        for (const [position, id] of ids.entries()) await repo.updateStageRow(tx, userId, id, { position });
        return (await repo.listStageRows(tx, userId, type)).map(toStageDto);
      });
    },

    async remove(userId: string, id: string) {
      // A project moved into the stage between the check and the delete trips the foreign key: same answer.
      const inUse = (err: unknown) => {
        const e = err as { code?: string; cause?: { code?: string } } | null;
        return e?.code === "23503" || e?.cause?.code === "23503";
      };
      await db
        .transaction(async (tx) => {
          const current = await repo.findStageRow(tx, userId, id);
          if (!current) throw notFound("Stage not found");
          const siblings = await repo.listStageRows(tx, userId, current.projectType as ProjectType);
          if (siblings.length <= 1) throw new AppError("CONFLICT", LAST_STAGE);
          if ((await repo.countProjectsInStage(tx, userId, id)) > 0) throw new AppError("CONFLICT", STAGE_IN_USE);
          await repo.deleteStageRow(tx, userId, id);
        })
        .catch((err) => {
          throw inUse(err) ? new AppError("CONFLICT", STAGE_IN_USE) : err;
        });
    },
  };
  return service;
}

export type StagesService = ReturnType<typeof createStagesService>;
