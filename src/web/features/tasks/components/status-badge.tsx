import type { TaskStatusDto } from "#shared/contract/tasks.ts";
import { STATUS_TYPE_LABELS, statusColor, type TaskStatusType } from "#shared/rules/task-status.ts";

/** §4: a badge tinted from the status colour (fallback green / blue / grey by type). */
export function StatusBadge({ status, type }: { status: TaskStatusDto | undefined; type: TaskStatusType }) {
  const color = statusColor(status ?? { color: null, systemType: type });
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium text-slate-800"
      style={{ backgroundColor: `${color}1f`, borderColor: `${color}66` }}
    >
      <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: color }} />
      {status?.name ?? STATUS_TYPE_LABELS[type]}
    </span>
  );
}
