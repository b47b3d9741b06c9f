// Task statuses (§3 Task status, §6): the three system statuses are shared and read-only; each user adds,
// renames, recolours and deletes their own. Deleting one moves its tasks to the system status of its type.
import { isUniqueViolation } from "#server/features/contacts/contacts.service.ts";
import { toStatusDto } from "#server/features/tasks/tasks.dto.ts";
import * as repo from "#server/features/tasks/tasks.repository.ts";
import type { Db } from "#server/db/client.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { TaskStatusDto } from "#shared/contract/tasks.ts";
import { STATUS_NOT_FOUND, systemStatus, type TaskStatusType } from "#shared/rules/task-status.ts";

const MAX_OWN_STATUSES = 30;
const nameTaken = () =>
  new AppError("CONFLICT", "A status with this name already exists", {
    fields: { name: "A status with this name already exists" },
  });
const systemReadOnly = () =>
  new AppError("FORBIDDEN", "System statuses cannot be changed", {
    detail: "Add a status of your own to use another name or colour.",
  });

export function createTaskStatusService(db: Db) {
  async function ownStatus(userId: string, id: string) {
    const row = await repo.findStatus(db, userId, id);
    if (!row) throw notFound("Status not found");
    if (row.isSystem) throw systemReadOnly();
    return row;
  }

  return {
    async list(userId: string): Promise<TaskStatusDto[]> {
      return (await repo.listStatuses(db, userId)).map(toStatusDto);
    },

    async create(userId: string, input: { name: string; color: string; systemType: TaskStatusType }) {
      const all = await repo.listStatuses(db, userId);
      const own = all.filter((s) => !s.isSystem);
      if (own.length >= MAX_OWN_STATUSES) {
        throw new AppError("BAD_REQUEST", `You can have at most ${MAX_OWN_STATUSES} statuses of your own`);
      }
      if (all.some((s) => s.name.toLowerCase() === input.name.toLowerCase())) throw nameTaken();
      try {
        const row = await repo.insertStatus(db, {
          name: input.name,
          color: input.color.toLowerCase(),
          systemType: input.systemType,
          isSystem: false,
          userId,
          sortOrder: own.length + 1,
        });
        return toStatusDto(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken();
        throw err;
      }
    },

    async update(userId: string, id: string, patch: { name?: string; color?: string; sortOrder?: number }) {
      const current = await ownStatus(userId, id);
      if (patch.name && patch.name.toLowerCase() !== current.name.toLowerCase()) {
        const all = await repo.listStatuses(db, userId);
        if (all.some((s) => s.id !== id && s.name.toLowerCase() === patch.name?.toLowerCase())) throw nameTaken();
      }
      try {
        const row = await repo.updateOwnStatus(db, userId, id, {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.color !== undefined ? { color: patch.color.toLowerCase() } : {}),
          ...(patch.sortOrder !== undefined ? { sortOrder: patch.sortOrder } : {}),
        });
        if (!row) throw notFound("Status not found");
        return toStatusDto(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken();
        throw err;
      }
    },

    /** The status goes; every task on it moves to the system status of the same type (type and completion kept). */
    async remove(userId: string, id: string) {
      const current = await ownStatus(userId, id);
      return db.transaction(async (tx) => {
        const fallback = systemStatus(await repo.listStatuses(tx, userId), current.systemType as TaskStatusType);
        if (!fallback) throw new AppError("INTERNAL", STATUS_NOT_FOUND);
        const reassigned = await repo.reassignStatus(tx, userId, id, fallback);
        if ((await repo.deleteOwnStatus(tx, userId, id)) === 0) throw notFound("Status not found");
        return { ok: true as const, reassigned, fallback: toStatusDto(fallback) };
      });
    },
  };
}
