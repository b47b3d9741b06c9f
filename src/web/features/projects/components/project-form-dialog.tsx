import { useEffect, useState } from "react";
import type { ProjectDto } from "#shared/contract/projects.ts";
import {
  COMMISSION_FORMULA,
  estimatedCommission,
  formatUsd,
  type ProjectType,
  projectTypeLabels,
  projectTypes,
} from "#shared/rules/projects.ts";
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
import { Textarea } from "#web/components/ui/textarea.tsx";
import { CustomFieldControl } from "#web/components/custom-field-control.tsx";
import { useCustomFields } from "#web/features/contacts/api/list-custom-fields.ts";
import { useCreateProject, useUpdateProject } from "#web/features/projects/api/save-project.ts";
import { useStages } from "#web/features/projects/api/stages.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

type Form = {
  name: string;
  description: string;
  type: ProjectType;
  stageId: string;
  sizeSf: string;
  rentPsf: string;
  termMonths: string;
  commissionPct: string;
  customFields: Record<string, string>;
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
const num = (s: string) => (s.trim() === "" ? null : Number(s));

function initial(project: ProjectDto | undefined, type: ProjectType, stageId?: string): Form {
  return {
    name: project?.name ?? "",
    description: project?.description ?? "",
    type: project?.type ?? type,
    stageId: project?.stageId ?? stageId ?? "",
    sizeSf: text(project?.sizeSf),
    rentPsf: text(project?.rentPsf),
    termMonths: text(project?.termMonths),
    commissionPct: text(project?.commissionPct),
    customFields: { ...(project?.customFields ?? {}) },
  };
}

/** Create or edit a project: name, type and stage, the deal figures and custom fields for projects. */
export function ProjectFormDialog({
  open,
  onOpenChange,
  project,
  defaultType,
  defaultStageId,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project?: ProjectDto;
  defaultType: ProjectType;
  defaultStageId?: string;
  onSaved?: (project: ProjectDto) => void;
}) {
  const [form, setForm] = useState<Form>(() => initial(project, defaultType, defaultStageId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const stages = useStages(form.type, open);
  const fields = useCustomFields("projects", open);
  const create = useCreateProject();
  const update = useUpdateProject();
  const saving = create.isPending || update.isPending;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      setForm(initial(project, defaultType, defaultStageId));
      setErrors({});
      setFormError(null);
    }
  }, [open]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const stageList = stages.data?.items ?? [];
  const stageId = stageList.some((s) => s.id === form.stageId) ? form.stageId : (stageList[0]?.id ?? "");
  const estimate = estimatedCommission({
    sizeSf: num(form.sizeSf),
    rentPsf: num(form.rentPsf),
    termMonths: num(form.termMonths),
    commissionPct: num(form.commissionPct),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) {
      setErrors({ name: "Name is required" });
      return;
    }
    const customFields: Record<string, string | null> = {};
    for (const [k, v] of Object.entries(form.customFields)) customFields[k] = v.trim() ? v.trim() : null;
    const body = {
      name: form.name,
      description: form.description,
      type: form.type,
      stageId: stageId || undefined,
      sizeSf: num(form.sizeSf),
      rentPsf: num(form.rentPsf),
      termMonths: num(form.termMonths),
      commissionPct: num(form.commissionPct),
      customFields,
    };
    try {
      const saved = project ? await update.mutateAsync({ id: project.id, body }) : await create.mutateAsync(body);
      toast({ title: project ? "Project updated successfully" : "Project created successfully" });
      onOpenChange(false);
      onSaved?.(saved);
    } catch (err) {
      if (isApiError(err) && Object.keys(err.fields).length) setErrors(err.fields);
      setFormError(isApiError(err) ? err.message : "Failed to save project");
    }
  };

  const figure = (key: "sizeSf" | "rentPsf" | "termMonths" | "commissionPct", label: string, step: string) => (
    <FormField label={label} error={errors[key]}>
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
      />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{project ? "Edit Project" : "New Project"}</DialogTitle>
          <DialogDescription>A deal in your pipeline, with the figures behind its commission.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <FormField label="Name" required error={errors.name}>
            <Input value={form.name} onChange={(e) => set("name", e.target.value)} autoFocus maxLength={200} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Type" error={errors.type}>
              <Select
                value={form.type}
                onValueChange={(v) => setForm((f) => ({ ...f, type: v as ProjectType, stageId: "" }))}
              >
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {projectTypes.map((t) => (
                    <SelectItem key={t} value={t}>
                      {projectTypeLabels[t]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <FormField label="Stage" error={errors.stageId}>
              <Select value={stageId} onValueChange={(v) => set("stageId", v)} disabled={!stageList.length}>
                <SelectTrigger>
                  <SelectValue placeholder="Loading stages..." />
                </SelectTrigger>
                <SelectContent>
                  {stageList.map((s) => (
                    <SelectItem key={s.id} value={s.id}>
                      {s.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          </div>
          <FormField label="Description" error={errors.description}>
            <Textarea value={form.description} onChange={(e) => set("description", e.target.value)} rows={3} />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            {figure("sizeSf", "Size (SF)", "1")}
            {figure("rentPsf", "Rent ($/SF/yr)", "0.01")}
            {figure("termMonths", "Term (months)", "1")}
            {figure("commissionPct", "Commission %", "0.001")}
          </div>
          <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
            Estimated commission: <strong>{estimate === null ? "—" : formatUsd(estimate)}</strong>
            <span className="block text-xs text-muted-foreground">{COMMISSION_FORMULA}</span>
          </p>
          {(fields.data?.items ?? []).map((field) => (
            <FormField key={field.id} label={field.name} error={errors[`customFields.${field.name}`]}>
              <CustomFieldControl
                field={field}
                value={form.customFields[field.name] ?? ""}
                onChange={(v) => set("customFields", { ...form.customFields, [field.name]: v })}
              />
            </FormField>
          ))}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {project ? "Save Changes" : "Create Project"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
