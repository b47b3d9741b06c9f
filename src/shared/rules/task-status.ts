// Task status rules (crm-documents.md §4 'Task status'), used by the server when it saves and by the page when
// it shows a badge or updates a row optimistically.

export const taskStatusTypes = ["not_started", "in_progress", "completed"] as const;
export type TaskStatusType = (typeof taskStatusTypes)[number];

/** §9: the list opens with these statuses selected. */
export const DEFAULT_STATUS_FILTER: readonly TaskStatusType[] = ["not_started", "in_progress"];

export type StatusLike = { id: string; name: string; color: string | null; isSystem: boolean; systemType: string };

export type StatusFields = { statusId: string | null; statusType: TaskStatusType; completed: boolean };

export const STATUS_NOT_FOUND = "Could not find appropriate task status";

/** "Tasks with no status count as not_started". */
export function effectiveStatusType(statusType: string | null | undefined): TaskStatusType {
  return (taskStatusTypes as readonly string[]).includes(statusType ?? "")
    ? (statusType as TaskStatusType)
    : "not_started";
}

export function systemStatus<T extends StatusLike>(statuses: readonly T[], type: TaskStatusType): T | undefined {
  return statuses.find((s) => s.isSystem && s.systemType === type);
}

/**
 * Changing the status: status_type and status_id follow the chosen status; completed is true exactly when
 * the status counts as completed (tasks decision record: a user's own status of type completed completes the task too).
 */
export function fieldsForStatus(status: StatusLike): StatusFields {
  const statusType = effectiveStatusType(status.systemType);
  return { statusId: status.id, statusType, completed: statusType === "completed" };
}

/** The checkbox: checking sets the completed system status, unchecking the not_started one. */
export function fieldsForCompletion(statuses: readonly StatusLike[], completed: boolean): StatusFields {
  const status = systemStatus(statuses, completed ? "completed" : "not_started");
  if (!status) throw new Error(STATUS_NOT_FOUND);
  return { statusId: status.id, statusType: completed ? "completed" : "not_started", completed };
}

/** Saving the panel with a chosen type: the status id comes from the system statuses by that type. */
export function fieldsForType(statuses: readonly StatusLike[], type: TaskStatusType): StatusFields {
  const status = systemStatus(statuses, type);
  if (!status) throw new Error(STATUS_NOT_FOUND);
  return fieldsForStatus(status);
}

const FALLBACK_COLORS: Record<TaskStatusType, string> = {
  completed: "#16a34a",
  in_progress: "#2563eb",
  not_started: "#6b7280",
};

/** The badge colour: the status's own colour, else green for completed, blue for in_progress, grey otherwise. */
export function statusColor(status: { color?: string | null; systemType?: string | null } | null | undefined): string {
  const own = status?.color?.trim();
  if (own && /^#[0-9a-fA-F]{6}$/.test(own)) return own;
  return FALLBACK_COLORS[effectiveStatusType(status?.systemType)];
}

export const STATUS_TYPE_LABELS: Record<TaskStatusType, string> = {
  not_started: "Not Started",
  in_progress: "In Progress",
  completed: "Completed",
};
