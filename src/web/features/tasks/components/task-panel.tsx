import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import type { TaskDetail, TaskStatusDto } from "#shared/contract/tasks.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { OptionSelect } from "#web/components/ui/select.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useCustomFields } from "#web/features/contacts/api/list-custom-fields.ts";
import { useSetTaskStatus } from "#web/features/tasks/api/change-status.ts";
import { useTask } from "#web/features/tasks/api/get-task.ts";
import { useTaskStatuses } from "#web/features/tasks/api/list-statuses.ts";
import { useCreateTask, useUpdateTask } from "#web/features/tasks/api/save-task.ts";
import { AssociationPicker } from "#web/features/tasks/components/association-picker.tsx";
import { StatusSelect } from "#web/features/tasks/components/status-select.tsx";
import { TaskCustomFields } from "#web/features/tasks/components/task-custom-fields.tsx";
import { TaskScheduleFields } from "#web/features/tasks/components/task-schedule-fields.tsx";
import {
  emptyTaskForm,
  type Ref,
  type TaskFormValues,
  taskFormSchema,
  toTaskBody,
  valuesFromTask,
} from "#web/features/tasks/lib/task-form.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

export type TaskPanelMode =
  | {
      kind: "create";
      parent?: { id: string; title: string };
      defaults?: { person?: Ref; company?: Ref; project?: Ref };
    }
  | { kind: "edit"; taskId: string };

const STATUS_NOT_FOUND = "Could not find appropriate task status";
const CREATE_STATUS_OPTIONS = [
  { value: "not_started", label: "Not Started" },
  { value: "in_progress", label: "In Progress" },
  { value: "completed", label: "Completed" },
];

/** The records a task links to: the spec's Person, Company and Project, then a lease, property or deal room. */
const linkPickers = [
  ["person", "person", "Person"],
  ["company", "company", "Company"],
  ["project", "project", "Project"],
  ["lease", "lease", "Lease"],
  ["property", "property", "Property"],
  ["dealroom", "dealroom", "Deal room"],
] as const;

/** §2 'Add Task' / 'Add Subtask' / 'Edit Task' panel with the §5 rules and §8 toasts. */
export function TaskPanel({
  mode,
  onClose,
  onSaved,
}: {
  mode: TaskPanelMode | null;
  onClose: () => void;
  onSaved?: (task: TaskDetail) => void;
}) {
  const open = mode !== null;
  const editId = mode?.kind === "edit" ? mode.taskId : null;
  const task = useTask(editId);
  const statuses = useTaskStatuses(open);
  const fields = useCustomFields("tasks", open);
  const auth = useAuth();
  const create = useCreateTask();
  const update = useUpdateTask();
  const form = useForm<TaskFormValues>({ resolver: zodResolver(taskFormSchema), defaultValues: emptyTaskForm });
  const { errors, isSubmitting } = form.formState;
  const parent =
    mode?.kind === "create"
      ? mode.parent
      : task.data?.parentTaskId
        ? { id: task.data.parentTaskId, title: task.data.parentTitle ?? "" }
        : undefined;

  useEffect(() => {
    if (mode?.kind === "create") {
      form.reset({
        ...emptyTaskForm,
        person: mode.defaults?.person ?? null,
        company: mode.defaults?.company ?? null,
        project: mode.defaults?.project ?? null,
      });
    } else if (mode?.kind === "edit" && task.data) {
      form.reset(valuesFromTask(task.data));
    }
  }, [mode, task.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!auth.signedIn) {
      toast({ title: "Error", description: "You must be logged in to create tasks", variant: "destructive" });
      return;
    }
    const body = toTaskBody(values, task.data?.reminderDays ?? []);
    try {
      let saved: TaskDetail;
      if (mode?.kind === "edit") {
        const { statusType: _keep, ...patch } = body;
        saved = await update.mutateAsync({ id: mode.taskId, body: patch });
        toast({ title: "Task updated successfully" });
      } else {
        saved = await create.mutateAsync({ ...body, parentTaskId: parent?.id ?? null });
        toast({ title: "Task created successfully" });
      }
      onSaved?.(saved);
      onClose();
    } catch (e) {
      if (isApiError(e) && e.status === 401) {
        toast({ title: "Error", description: "You must be logged in to create tasks", variant: "destructive" });
      } else if (isApiError(e) && e.message === STATUS_NOT_FOUND) {
        toast({ title: "Error", description: STATUS_NOT_FOUND, variant: "destructive" });
      } else if (isApiError(e) && e.status >= 400 && e.status < 500 && e.message) {
        toast({ title: "Failed to save task", description: e.message, variant: "destructive" });
      } else {
        toast({ title: "Failed to save task", variant: "destructive" });
      }
    }
  });

  const title = mode?.kind === "edit" ? "Edit Task" : parent ? "Add Subtask" : "Add Task";
  const loadingEdit = mode?.kind === "edit" && task.isPending;

  return (
    <Sheet open={open} onOpenChange={(next) => !next && onClose()}>
      <SheetContent side="right" className="gap-0 p-0 sm:max-w-lg">
        <SheetHeader className="border-b">
          <div className="flex flex-wrap items-center justify-between gap-2 pr-8">
            <SheetTitle>{title}</SheetTitle>
            {mode?.kind === "edit" && task.data ? (
              <PanelStatus task={task.data} statuses={statuses.data?.items ?? []} />
            ) : null}
          </div>
          <SheetDescription>
            {parent
              ? `Parent Task: ${parent.title}`
              : mode?.kind === "edit"
                ? "Change the task and save."
                : "Add a task to your list."}
          </SheetDescription>
        </SheetHeader>
        {loadingEdit ? (
          <div className="flex flex-1 items-center justify-center p-8">
            <Spinner />
          </div>
        ) : mode?.kind === "edit" && task.isError ? (
          <p className="p-4 text-sm text-destructive">This task could not be found.</p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
            <fieldset disabled={isSubmitting} className="grid flex-1 content-start gap-4 overflow-y-auto p-4">
              <FormField label="Title" error={errors.title?.message} required>
                <Input autoComplete="off" autoFocus {...form.register("title")} />
              </FormField>
              <FormField label="Description">
                <Textarea rows={3} {...form.register("description")} />
              </FormField>
              {mode?.kind === "create" ? (
                <FormField label="Status">
                  <OptionSelect
                    value={form.watch("statusType")}
                    onValueChange={(v) =>
                      form.setValue("statusType", v as TaskFormValues["statusType"], { shouldDirty: true })
                    }
                    options={CREATE_STATUS_OPTIONS}
                  />
                </FormField>
              ) : null}
              <TaskScheduleFields form={form} />
              {linkPickers.map(([name, type, label]) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <AssociationPicker type={type} label={label} value={field.value} onChange={field.onChange} />
                  )}
                />
              ))}
              <Controller
                control={form.control}
                name="customFields"
                render={({ field }) => (
                  <TaskCustomFields fields={fields.data?.items ?? []} values={field.value} onChange={field.onChange} />
                )}
              />
            </fieldset>
            <div className="flex justify-end gap-2 border-t p-4">
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <Spinner className="size-4" /> : null}
                {mode?.kind === "edit" ? "Update Task" : "Create Task"}
              </Button>
            </div>
          </form>
        )}
      </SheetContent>
    </Sheet>
  );
}

/** The header's status dropdown (edit mode): saves at once; on failure 'Failed to update task status' and reverts. */
function PanelStatus({ task, statuses }: { task: TaskDetail; statuses: TaskStatusDto[] }) {
  const setStatus = useSetTaskStatus();
  return (
    <StatusSelect
      statuses={statuses}
      statusId={task.statusId}
      statusType={task.statusType}
      label="Task status"
      onChange={async (status) => {
        try {
          await setStatus.mutateAsync({ id: task.id, statusId: status.id });
          toast({ title: "Status updated", description: `Task status changed to ${status.name}` });
          return true;
        } catch {
          toast({ title: "Error", description: "Failed to update task status", variant: "destructive" });
          return false;
        }
      }}
    />
  );
}
