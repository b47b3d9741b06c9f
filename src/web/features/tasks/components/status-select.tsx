import { useEffect, useState } from "react";
import type { TaskStatusDto } from "#shared/contract/tasks.ts";
import type { TaskStatusType } from "#shared/rules/task-status.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { StatusBadge } from "#web/features/tasks/components/status-badge.tsx";
import { cn } from "#web/lib/utils.ts";

/**
 * §4 status dropdown: shows the chosen status at once and reverts to the saved one when `onChange` reports a
 * failure (false).
 */
export function StatusSelect({
  statuses,
  statusId,
  statusType,
  onChange,
  label = "Status",
  className,
}: {
  statuses: TaskStatusDto[];
  statusId: string | null;
  statusType: TaskStatusType;
  onChange: (status: TaskStatusDto) => Promise<boolean>;
  label?: string;
  className?: string;
}) {
  const saved = statusId ?? statuses.find((s) => s.isSystem && s.systemType === statusType)?.id ?? "";
  const [value, setValue] = useState(saved);
  useEffect(() => setValue(saved), [saved]);
  const current = statuses.find((s) => s.id === value);
  return (
    <Select
      value={value}
      onValueChange={async (next) => {
        const status = statuses.find((s) => s.id === next);
        if (!status || next === value) return;
        const before = value;
        setValue(next);
        if (!(await onChange(status))) setValue(before);
      }}
    >
      <SelectTrigger
        aria-label={label}
        className={cn(
          "h-8 w-auto min-w-32 gap-2 border-none bg-transparent px-1 shadow-none pointer-coarse:h-10",
          className,
        )}
      >
        <SelectValue>
          <StatusBadge status={current} type={current?.systemType ?? statusType} />
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        {statuses.map((s) => (
          <SelectItem key={s.id} value={s.id}>
            <StatusBadge status={s} type={s.systemType} />
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
