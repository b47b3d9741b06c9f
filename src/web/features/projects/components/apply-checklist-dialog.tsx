import { format } from "date-fns";
import { useEffect, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
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
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useChecklists } from "#web/features/templates/api/list-checklists.ts";
import { useApplyChecklist } from "#web/features/templates/api/save-checklist.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** Applies a checklist to a project: one task per item, due from the applied date or before the key date. */
export function ApplyChecklistDialog({
  project,
  open,
  onOpenChange,
  checklistId,
  reason,
}: {
  project: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselected checklist (e.g. the one a stage offers). */
  checklistId?: string | null;
  /** Why it is offered, shown as the description. */
  reason?: string;
}) {
  const checklists = useChecklists(open);
  const apply = useApplyChecklist();
  const [selected, setSelected] = useState("");
  const [appliedOn, setAppliedOn] = useState("");
  const [keyDate, setKeyDate] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setSelected(checklistId ?? "");
    setAppliedOn(format(new Date(), "yyyy-MM-dd"));
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
    try {
      const result = await apply.mutateAsync({
        id: chosen.id,
        body: { projectId: project.id, appliedOn, keyDate: keyDate || null },
      });
      toast({
        title: "Checklist applied",
        description: `${result.created} task${result.created === 1 ? "" : "s"} created for ${project.name}.`,
      });
      onOpenChange(false);
    } catch (err) {
      setError(isApiError(err) ? err.message : "Failed to apply the checklist");
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Apply Checklist</DialogTitle>
          <DialogDescription>{reason ?? `Create the checklist's tasks for ${project.name}.`}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <FormField label="Checklist">
            <Select value={selected} onValueChange={setSelected}>
              <SelectTrigger>
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
          </FormField>
          <FormField label="Applied date" hint="Offsets after the applied date count from this day.">
            <Input type="date" required value={appliedOn} onChange={(e) => setAppliedOn(e.target.value)} />
          </FormField>
          <FormField
            label={chosen?.keyDateLabel || "Key date"}
            hint="Items due before the key date count back from this day."
          >
            <Input type="date" value={keyDate} onChange={(e) => setKeyDate(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Not now
            </Button>
            <Button type="submit" disabled={apply.isPending || !selected}>
              Apply Checklist
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
