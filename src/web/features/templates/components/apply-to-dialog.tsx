import { format } from "date-fns";
import { useCallback, useEffect, useState } from "react";
import type { ChecklistDto } from "#shared/contract/checklists.ts";
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
import { DatePicker } from "#web/components/ui/date-picker.tsx";
import { formatUsDate, US_DATE_HINT } from "#web/components/ui/date-picker-model.ts";
import { SearchPicker } from "#web/components/ui/search-picker.tsx";
import { useDealrooms } from "#web/features/dealrooms/api/list-dealrooms.ts";
import { useProjectOptions } from "#web/features/projects/api/links.ts";
import {
  type ChecklistTarget,
  useApplyChecklistTo,
} from "#web/features/templates/components/apply-checklist-dialog.tsx";

type Target = ChecklistTarget;

/** From the checklist page: apply it to one of the user's projects or deal rooms. */
export function ApplyToDialog({
  checklist,
  open,
  onOpenChange,
}: {
  checklist: ChecklistDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [kind, setKind] = useState<Target["kind"]>("project");
  const [q, setQ] = useState("");
  const [target, setTarget] = useState<Target | null>(null);
  const [appliedOn, setAppliedOn] = useState("");
  const [keyDate, setKeyDate] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { applyTo, isPending } = useApplyChecklistTo();
  const projects = useProjectOptions(kind === "project" ? q : "");
  const rooms = useDealrooms({ page: 1, q: kind === "dealroom" ? q : "", sort: "updated_desc" });

  useEffect(() => {
    if (!open) return;
    setTarget(null);
    setQ("");
    setAppliedOn(formatUsDate(format(new Date(), "yyyy-MM-dd")));
    setKeyDate("");
    setError(null);
  }, [open]);
  const onQueryChange = useCallback((text: string) => setQ(text.trim()), []);
  // The picker debounces; a blank text searches nothing.
  const options = !q
    ? []
    : kind === "project"
      ? (projects.data?.items ?? []).map((p) => ({ id: p.id, name: p.name }))
      : (rooms.data?.items ?? []).slice(0, 5).map((r) => ({ id: r.id, name: r.name }));
  const searching = !!q && (kind === "project" ? projects.isFetching : rooms.isFetching);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!target) {
      setError("Choose a project or a deal room");
      return;
    }
    const failure = await applyTo(checklist.id, target, appliedOn, keyDate);
    if (failure) setError(failure);
    else onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Apply {checklist.name}</DialogTitle>
          <DialogDescription>Creates {checklist.taskCount} linked tasks with their due dates.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <fieldset className="flex gap-4 text-sm">
            <legend className="sr-only">Apply to</legend>
            {(["project", "dealroom"] as const).map((k) => (
              <label key={k} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="target-kind"
                  checked={kind === k}
                  onChange={() => {
                    setKind(k);
                    setTarget(null);
                  }}
                />
                {k === "project" ? "Project" : "Deal room"}
              </label>
            ))}
          </fieldset>
          <SearchPicker
            key={kind}
            label={kind === "project" ? "Project" : "Deal room"}
            placeholder={kind === "project" ? "Search projects..." : "Search deal rooms..."}
            value={target}
            onChange={(item) => setTarget(item ? { kind, ...item } : null)}
            items={options}
            searching={searching}
            onQueryChange={onQueryChange}
            emptyText="No matches"
          />
          <FormField label="Applied date" hint={US_DATE_HINT}>
            <DatePicker value={appliedOn} onChange={setAppliedOn} />
          </FormField>
          <FormField
            label={checklist.keyDateLabel || "Key date"}
            hint={`${US_DATE_HINT}. Items due before it count back from this day.`}
          >
            <DatePicker value={keyDate} onChange={setKeyDate} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              Apply Checklist
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
