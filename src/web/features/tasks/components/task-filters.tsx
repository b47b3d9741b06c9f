import { SearchInput } from "#web/components/ui/search-input.tsx";
import { OptionSelect } from "#web/components/ui/select.tsx";
import type { DueFilter } from "#shared/rules/task-dates.ts";
import { STATUS_TYPE_LABELS, type TaskStatusType, taskStatusTypes } from "#shared/rules/task-status.ts";
import type { TaskSort } from "#shared/contract/tasks.ts";
import { cn } from "#web/lib/utils.ts";

export const DUE_FILTER_LABELS: Record<DueFilter, string> = {
  all: "All",
  overdue: "Overdue",
  today: "Today",
  next7days: "Next 7 days",
  thismonth: "This month",
  noduedate: "No due date",
};

const SORT_LABELS: Record<TaskSort, string> = {
  due_date: "Due date (soonest)",
  "-due_date": "Due date (latest)",
  "-created_at": "Newest",
  created_at: "Oldest",
  title: "Title A–Z",
  "-title": "Title Z–A",
  status: "Status",
};

const DUE_OPTIONS = Object.entries(DUE_FILTER_LABELS).map(([value, label]) => ({ value, label }));
const SORT_OPTIONS = Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }));

/** Search, status types (default not_started + in_progress, §4), due-date filter and sort. */
export function TaskFilters({
  q,
  onQ,
  statusTypes,
  onStatusTypes,
  due,
  onDue,
  sort,
  onSort,
  showSort,
  showStatus,
}: {
  q: string;
  onQ: (q: string) => void;
  statusTypes: TaskStatusType[];
  onStatusTypes: (types: TaskStatusType[]) => void;
  due: DueFilter;
  onDue: (due: DueFilter) => void;
  sort: TaskSort;
  onSort: (sort: TaskSort) => void;
  showSort: boolean;
  /** The board shows every status as a column, so it has no status filter. */
  showStatus: boolean;
}) {
  return (
    <div className="mb-4 grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          containerClassName="min-w-0 flex-1 basis-56"
          placeholder="Search tasks..."
          aria-label="Search tasks"
          value={q}
          onChange={(e) => onQ(e.target.value)}
        />
        <div className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground" aria-hidden>
            Due
          </span>
          <OptionSelect
            className="w-36"
            aria-label="Due date filter"
            value={due}
            onValueChange={(v) => onDue(v as DueFilter)}
            options={DUE_OPTIONS}
          />
        </div>
        {showSort ? (
          <div className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground" aria-hidden>
              Sort
            </span>
            <OptionSelect
              className="w-44"
              aria-label="Sort tasks"
              value={sort}
              onValueChange={(v) => onSort(v as TaskSort)}
              options={SORT_OPTIONS}
            />
          </div>
        ) : null}
      </div>
      {showStatus ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Statuses shown</legend>
          {taskStatusTypes.map((type) => {
            const on = statusTypes.includes(type);
            return (
              <button
                key={type}
                type="button"
                aria-pressed={on}
                onClick={() => onStatusTypes(on ? statusTypes.filter((t) => t !== type) : [...statusTypes, type])}
                className={cn(
                  "rounded-full border px-3 py-1 text-xs font-medium pointer-coarse:min-h-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  on
                    ? "border-primary bg-primary text-primary-foreground"
                    : "bg-background text-slate-700 hover:bg-muted",
                )}
              >
                {STATUS_TYPE_LABELS[type]}
              </button>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
