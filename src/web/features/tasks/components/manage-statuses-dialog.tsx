import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import type { TaskStatusDto } from "#shared/contract/tasks.ts";
import { STATUS_TYPE_LABELS, type TaskStatusType, taskStatusTypes } from "#shared/rules/task-status.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { OptionSelect } from "#web/components/ui/select.tsx";
import { useManageTaskStatuses } from "#web/features/tasks/api/manage-statuses.ts";
import { StatusBadge } from "#web/features/tasks/components/status-badge.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

const failed = (e: unknown, fallback: string) =>
  toast({ title: "Error", description: isApiError(e) ? e.message : fallback, variant: "destructive" });

function OwnStatusRow({ status }: { status: TaskStatusDto }) {
  const { update, remove } = useManageTaskStatuses();
  const [name, setName] = useState(status.name);
  const [confirming, setConfirming] = useState(false);
  const save = async (patch: { name?: string; color?: string }) => {
    try {
      await update.mutateAsync({ id: status.id, ...patch });
    } catch (e) {
      setName(status.name);
      failed(e, "Failed to update status");
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <input
        type="color"
        aria-label={`Colour of ${status.name}`}
        defaultValue={status.color}
        onBlur={(e) => e.target.value !== status.color && save({ color: e.target.value })}
        className="h-8 w-10 cursor-pointer rounded border"
      />
      <Input
        aria-label={`Name of ${status.name}`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        onBlur={() => name.trim() && name.trim() !== status.name && save({ name: name.trim() })}
        className="h-8 min-w-0 flex-1"
      />
      <span className="text-xs text-muted-foreground">{STATUS_TYPE_LABELS[status.systemType]}</span>
      {confirming ? (
        <span className="flex items-center gap-1 text-xs">
          Tasks move to "{STATUS_TYPE_LABELS[status.systemType]}".
          <Button
            size="sm"
            variant="destructive"
            onClick={async () => {
              try {
                const r = await remove.mutateAsync(status.id);
                toast({
                  title: "Status deleted",
                  description: `${r.reassigned} task${r.reassigned === 1 ? "" : "s"} moved to ${r.fallback.name}`,
                });
              } catch (e) {
                failed(e, "Failed to delete status");
              }
            }}
          >
            Delete
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </span>
      ) : (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete status ${status.name}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2Icon aria-hidden />
        </Button>
      )}
    </li>
  );
}

/** §3/§7: the system statuses are shared and fixed; the user adds, renames, recolours and deletes their own. */
export function ManageStatusesDialog({
  open,
  onOpenChange,
  statuses,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  statuses: TaskStatusDto[];
}) {
  const { create } = useManageTaskStatuses();
  const [name, setName] = useState("");
  const [color, setColor] = useState("#7c3aed");
  const [type, setType] = useState<TaskStatusType>("in_progress");
  const own = statuses.filter((s) => !s.isSystem);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Task statuses</DialogTitle>
          <DialogDescription>
            The three system statuses are shared. Add your own; each counts as one of them.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          {statuses
            .filter((s) => s.isSystem)
            .map((s) => (
              <StatusBadge key={s.id} status={s} type={s.systemType} />
            ))}
        </div>
        <ul aria-label="Your statuses" className="divide-y">
          {own.map((s) => (
            <OwnStatusRow key={s.id} status={s} />
          ))}
        </ul>
        <form
          className="flex flex-wrap items-end gap-2 border-t pt-3"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!name.trim()) return;
            try {
              await create.mutateAsync({ name: name.trim(), color, systemType: type });
              setName("");
            } catch (err) {
              failed(err, "Failed to add status");
            }
          }}
        >
          <input
            type="color"
            aria-label="New status colour"
            value={color}
            onChange={(e) => setColor(e.target.value)}
            className="h-9 w-10 rounded border"
          />
          <Input
            aria-label="New status name"
            placeholder="New status"
            value={name}
            onChange={(e) => setName(e.target.value)}
            className="min-w-0 flex-1"
          />
          <OptionSelect
            aria-label="Counts as"
            className="w-36"
            value={type}
            onValueChange={(v) => setType(v as TaskStatusType)}
            options={taskStatusTypes.map((t) => ({ value: t, label: STATUS_TYPE_LABELS[t] }))}
          />
          <Button type="submit" disabled={!name.trim() || create.isPending}>
            Add
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
