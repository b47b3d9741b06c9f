import { CheckSquareIcon, KanbanIcon, ListIcon, PlusIcon, Settings2Icon } from "lucide-react";
import { useState } from "react";
import { type TaskDto, taskSorts } from "#shared/contract/tasks.ts";
import { dueFilters } from "#shared/rules/task-dates.ts";
import { DEFAULT_STATUS_FILTER, type TaskStatusType, taskStatusTypes } from "#shared/rules/task-status.ts";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Pagination } from "#web/components/ui/pagination.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useTaskStatuses } from "#web/features/tasks/api/list-statuses.ts";
import { useTasks } from "#web/features/tasks/api/list-tasks.ts";
import { DeleteTaskDialog } from "#web/features/tasks/components/delete-task-dialog.tsx";
import { ManageStatusesDialog } from "#web/features/tasks/components/manage-statuses-dialog.tsx";
import { TaskBoard } from "#web/features/tasks/components/task-board.tsx";
import { TaskFilters } from "#web/features/tasks/components/task-filters.tsx";
import { TaskListView } from "#web/features/tasks/components/task-list-view.tsx";
import { TaskPanel, type TaskPanelMode } from "#web/features/tasks/components/task-panel.tsx";
import type { TaskRowHandlers } from "#web/features/tasks/components/task-row.tsx";
import { useTaskActions } from "#web/features/tasks/hooks/use-task-actions.ts";
import { oneOf, useListParams } from "#web/lib/use-list-params.ts";
import { cn } from "#web/lib/utils.ts";

type View = "list" | "board";

const isStatusType = (v: string): v is TaskStatusType => (taskStatusTypes as readonly string[]).includes(v);

/** /tasks (§2.2, issue 8): list grouped by due date or board by status; ?selected={id} opens the task. */
export function TasksPage() {
  const list = useListParams({
    view: "list",
    status: DEFAULT_STATUS_FILTER.join(","),
    due: "all",
    sort: "due_date",
    selected: "",
  });
  const { page, q: search } = list;
  const selected = list.values.selected || null;
  const view: View = list.values.view === "board" ? "board" : "list";
  // No status type ticked reads every status: "all" in the address (an empty value would be the default).
  const statusTypes = list.values.status === "all" ? [] : list.values.status.split(",").filter(isStatusType);
  const due = oneOf(dueFilters, list.values.due, "all");
  const sort = oneOf(taskSorts, list.values.sort, "due_date");
  const [panel, setPanel] = useState<TaskPanelMode | null>(null);
  const [deleting, setDeleting] = useState<TaskDto | null>(null);
  const [managing, setManaging] = useState(false);
  const actions = useTaskActions();

  const statuses = useTaskStatuses();
  const statusParam = view === "board" || statusTypes.length === 0 ? "all" : statusTypes.join(",");
  const tasks = useTasks({
    q: search || undefined,
    status: statusParam,
    due,
    sort: view === "board" ? "due_date" : sort,
    page: view === "board" ? 1 : page,
    // The board's columns load their own tasks; here only whether there are any.
    pageSize: view === "board" ? 1 : 20,
  });
  const items = tasks.data?.items ?? [];
  const today = tasks.data?.today ?? new Date().toISOString().slice(0, 10);
  const statusList = statuses.data?.items ?? [];

  const panelMode: TaskPanelMode | null = panel ?? (selected ? { kind: "edit", taskId: selected } : null);
  const closePanel = () => {
    setPanel(null);
    if (selected) list.set({ selected: null }, { keepPage: true, replace: true });
  };

  const handlers: TaskRowHandlers = {
    onOpen: (task) => setPanel({ kind: "edit", taskId: task.id }),
    onAddSubtask: (task) => setPanel({ kind: "create", parent: { id: task.id, title: task.title } }),
    onDelete: (task) => setDeleting(task),
    onToggle: (task, completed) => actions.toggleComplete(task.id, completed),
    onStatus: (task, status) => actions.changeStatus(task.id, status),
    onDueDate: (task, dueDate) => actions.changeDueDate(task.id, dueDate),
  };
  const filtered = search !== "" || due !== "all" || statusParam !== "not_started,in_progress";

  return (
    <PageContainer className="max-w-6xl">
      <PageHeader
        title="Tasks"
        description="Your to-do list: due dates, subtasks and statuses."
        actions={
          <>
            <Button variant="outline" onClick={() => setManaging(true)}>
              <Settings2Icon aria-hidden /> Statuses
            </Button>
            <Button onClick={() => setPanel({ kind: "create" })}>
              <PlusIcon aria-hidden /> Add Task
            </Button>
          </>
        }
      />
      <div role="tablist" aria-label="View" className="mb-4 inline-flex rounded-md border p-0.5">
        {(["list", "board"] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            onClick={() => list.set({ view: v })}
            className={cn(
              "inline-flex items-center gap-1.5 rounded px-3 py-1 text-sm pointer-coarse:min-h-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              view === v ? "bg-primary text-primary-foreground" : "text-slate-700 hover:bg-muted",
            )}
          >
            {v === "list" ? <ListIcon aria-hidden className="size-4" /> : <KanbanIcon aria-hidden className="size-4" />}
            {v === "list" ? "List" : "Board"}
          </button>
        ))}
      </div>
      <TaskFilters
        q={list.search}
        onQ={list.setSearch}
        statusTypes={statusTypes}
        onStatusTypes={(types) => list.set({ status: types.length === 0 ? "all" : types.join(",") })}
        due={due}
        onDue={(next) => list.set({ due: next })}
        sort={sort}
        onSort={(next) => list.set({ sort: next })}
        showSort={view === "list"}
        showStatus={view === "list"}
      />
      {tasks.isPending || statuses.isPending ? (
        <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading tasks">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : tasks.isError ? (
        <EmptyState title="Tasks could not be loaded" description="Check your connection and try again." />
      ) : items.length === 0 && view === "list" ? (
        <EmptyState
          icon={CheckSquareIcon}
          title={filtered ? "No tasks match these filters" : "No tasks yet"}
          description={
            filtered ? "Change the filters or the search." : "Add your first task to keep track of your deals."
          }
          action={
            filtered ? undefined : (
              <Button onClick={() => setPanel({ kind: "create" })}>
                <PlusIcon aria-hidden /> Add Task
              </Button>
            )
          }
        />
      ) : view === "board" ? (
        <TaskBoard statuses={statusList} today={today} handlers={handlers} filters={{ q: search || undefined, due }} />
      ) : (
        <>
          <TaskListView
            items={items}
            statuses={statusList}
            today={today}
            grouped={sort === "due_date"}
            handlers={handlers}
          />
          <Pagination
            className="mt-4"
            page={page}
            pageSize={20}
            total={tasks.data?.total ?? 0}
            totalExact={tasks.data?.totalExact ?? true}
            onPageChange={list.setPage}
          />
        </>
      )}
      <TaskPanel mode={panelMode} onClose={closePanel} />
      <DeleteTaskDialog
        task={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={async (id) => {
          setDeleting(null);
          await actions.deleteTask(id);
        }}
      />
      <ManageStatusesDialog open={managing} onOpenChange={setManaging} statuses={statusList} />
    </PageContainer>
  );
}
