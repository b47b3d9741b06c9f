// Rows → contract DTOs (the response schema is what leaves the server).
import type { StatusRow, TaskJoinedRow } from "#server/features/tasks/tasks.repository.ts";
import type { TaskDetail, TaskDto, TaskListItem, TaskStatusDto } from "#shared/contract/tasks.ts";
import { effectiveStatusType } from "#shared/rules/task-status.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toStatusDto(row: StatusRow): TaskStatusDto {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    isSystem: row.isSystem,
    systemType: effectiveStatusType(row.systemType),
    sortOrder: row.sortOrder,
  };
}

export function toTaskDto(row: TaskJoinedRow): TaskDto {
  const t = row.task;
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    dueDate: t.dueDate,
    dueTime: t.dueTime ? t.dueTime.slice(0, 5) : null,
    personId: t.personId,
    companyId: t.companyId,
    projectId: t.projectId,
    leaseId: t.leaseId,
    propertyId: t.propertyId,
    dealroomId: t.dealroomId,
    person:
      t.personId && row.personFirstName !== null
        ? { id: t.personId, firstName: row.personFirstName, lastName: row.personLastName ?? "" }
        : null,
    company: t.companyId && row.companyName !== null ? { id: t.companyId, name: row.companyName } : null,
    lease: t.leaseId && row.leaseTitle !== null ? { id: t.leaseId, name: row.leaseTitle } : null,
    dealroom: t.dealroomId && row.dealroomName !== null ? { id: t.dealroomId, name: row.dealroomName } : null,
    project: t.projectId && row.projectName !== null ? { id: t.projectId, name: row.projectName } : null,
    property: t.propertyId && row.propertyName !== null ? { id: t.propertyId, name: row.propertyName } : null,
    statusId: t.statusId,
    statusType: effectiveStatusType(t.statusType),
    completed: t.completed,
    completedAt: iso(t.completedAt),
    parentTaskId: t.parentTaskId,
    customFields: t.customFields ?? {},
    recurrence: t.recurrence ?? null,
    reminderDays: t.reminderDays ?? [],
    reminderTime: t.reminderTime ? t.reminderTime.slice(0, 5) : null,
    criticalDateKey: t.criticalDateKey,
    dueDateNote: t.dueDateNote,
    subtaskCount: Number(row.subtaskCount ?? 0),
    subtaskDoneCount: Number(row.subtaskDoneCount ?? 0),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function toListItem(row: TaskJoinedRow, subtasks: TaskJoinedRow[]): TaskListItem {
  return { ...toTaskDto(row), subtasks: subtasks.map(toTaskDto) };
}

export function toDetail(row: TaskJoinedRow, subtasks: TaskJoinedRow[], parentTitle: string | null): TaskDetail {
  return { ...toTaskDto(row), subtasks: subtasks.map(toTaskDto), parentTitle };
}
