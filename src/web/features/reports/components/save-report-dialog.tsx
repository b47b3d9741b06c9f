import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import type { ReportFilters, ReportId } from "#shared/contract/reports.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useCreateSavedReport } from "#web/features/reports/api/saved-reports.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

export function SaveReportDialog({
  open,
  onOpenChange,
  reportId,
  filters,
  defaultName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reportId: ReportId;
  filters: ReportFilters;
  defaultName: string;
}) {
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | undefined>();
  const create = useCreateSavedReport();
  const navigate = useNavigate();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("Name is required");
    try {
      const saved = await create.mutateAsync({ name: name.trim(), reportId, filters });
      toast({ title: "Report saved" });
      onOpenChange(false);
      navigate(paths.report(saved.id));
    } catch (err) {
      setError(isApiError(err) ? (err.fields.name ?? err.message) : "Could not save the report");
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Save report</DialogTitle>
            <DialogDescription>Keep this report with its filters under your own name.</DialogDescription>
          </DialogHeader>
          <FormField label="Name" error={error} required>
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} autoFocus />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
