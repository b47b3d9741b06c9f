import { format } from "date-fns";
import { useEffect, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { DatePicker } from "#web/components/ui/date-picker.tsx";
import { formatUsDate, readUsDate, US_DATE_HINT, US_DATE_INVALID } from "#web/components/ui/date-picker-model.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useChecklists } from "#web/features/templates/api/list-checklists.ts";
import { useApplyChecklist } from "#web/features/templates/api/save-checklist.ts";
import { LeaseKeyDateSelect } from "#web/features/templates/components/lease-key-date-select.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

export type ChecklistTarget = { kind: "project" | "dealroom"; id: string; name: string };

/** The applied and key dates as typed (MM/dd/yyyy) → the API's days, or the message to show. */
export function applyDates(
  appliedOn: string,
  keyDate: string,
): { error: string } | { appliedOn: string; keyDate: string | null } {
  const applied = readUsDate(appliedOn);
  const key = readUsDate(keyDate);
  if (!applied.ok || !applied.value) return { error: `Applied date: ${US_DATE_INVALID}` };
  if (!key.ok) return { error: `Key date: ${US_DATE_INVALID}` };
  return { appliedOn: applied.value, keyDate: key.value };
}

/**
 * Applies a checklist to a target from the dates as typed: the toast on success, else the message to show.
 * Both apply dialogs (from a record, from the checklist page) submit through it.
 */
export function useApplyChecklistTo() {
  const apply = useApplyChecklist();
  const applyTo = async (
    checklistId: string,
    target: ChecklistTarget,
    appliedOn: string,
    keyDate: string,
  ): Promise<string | null> => {
    const dates = applyDates(appliedOn, keyDate);
    if ("error" in dates) return dates.error;
    try {
      const result = await apply.mutateAsync({
        id: checklistId,
        body: {
          ...(target.kind === "project" ? { projectId: target.id } : { dealroomId: target.id }),
          appliedOn: dates.appliedOn,
          keyDate: dates.keyDate,
        },
      });
      toast({
        title: "Checklist applied",
        description: `${result.created} task${result.created === 1 ? "" : "s"} created for ${target.name}.`,
      });
      return null;
    } catch (err) {
      return isApiError(err) ? err.message : "Failed to apply the checklist";
    }
  };
  return { applyTo, isPending: apply.isPending };
}

/**
 * Applies a chosen checklist to a project or a deal room: one task per item, due from the applied date or before
 * the key date, linked to the target (one transaction on the server).
 */
export function ApplyChecklistDialog({
  target,
  open,
  onOpenChange,
  checklistId,
  reason,
}: {
  target: ChecklistTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselected checklist (e.g. the one a stage offers). */
  checklistId?: string | null;
  /** Why it is offered, shown as the description. */
  reason?: string;
}) {
  const checklists = useChecklists(open);
  const { applyTo, isPending } = useApplyChecklistTo();
  const [selected, setSelected] = useState("");
  const [appliedOn, setAppliedOn] = useState("");
  const [keyDate, setKeyDate] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setSelected(checklistId ?? "");
    setAppliedOn(formatUsDate(format(new Date(), "yyyy-MM-dd")));
    setKeyDate("");
    setError(null);
  }, [open, checklistId]);

  const items = checklists.data?.items ?? [];
  const chosen = items.find((c) => c.id === selected);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError("Choose a checklist");
      return;
    }
    const failure = await applyTo(chosen.id, target, appliedOn, keyDate);
    if (failure) setError(failure);
    else onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Apply Checklist</DialogTitle>
          <DialogDescription>{reason ?? `Create the checklist's tasks for ${target.name}.`}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div className="grid gap-2">
            <span className="text-sm font-medium">Checklist</span>
            <Select value={selected} onValueChange={setSelected}>
              {/* The label names the trigger itself: Radix's Select root takes no id to point a <label> at. */}
              <SelectTrigger aria-label="Checklist">
                <SelectValue placeholder={checklists.isPending ? "Loading checklists..." : "Choose a checklist"} />
              </SelectTrigger>
              <SelectContent>
                {items.map((c) => (
                  <SelectItem key={c.id} value={c.id}>
                    {c.name} ({c.taskCount} tasks)
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <FormField label="Applied date" hint={`${US_DATE_HINT}. Offsets after the applied date count from this day.`}>
            <DatePicker value={appliedOn} onChange={setAppliedOn} />
          </FormField>
          <FormField
            label={chosen?.keyDateLabel || "Key date"}
            hint={`${US_DATE_HINT}. Items due before the key date count back from this day.`}
          >
            <DatePicker value={keyDate} onChange={setKeyDate} />
          </FormField>
          {target.kind === "project" ? <LeaseKeyDateSelect projectId={target.id} onPick={setKeyDate} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Not now
            </Button>
            <Button type="submit" disabled={isPending || !selected}>
              Apply Checklist
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
