import { type FormEvent, useState } from "react";
import type { SurveyDto } from "#shared/contract/surveys.ts";
import { mustHaves } from "#shared/rules/survey-requirement.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { DatePicker } from "#web/components/ui/date-picker.tsx";
import { formatUsDate, readUsDate, US_DATE_HINT, US_DATE_INVALID } from "#web/components/ui/date-picker-model.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useUpdateSurvey } from "#web/features/surveys/api/surveys.ts";
import {
  ClientCompanyField,
  ClientContactsField,
  ProjectField,
} from "#web/features/surveys/components/client-contact-pickers.tsx";
import { fromNumber, toNumber } from "#web/features/surveys/components/form-values.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** The client requirement: who, size range, budget (gross $/RSF/yr), target date, submarkets, must-haves. */
export function RequirementForm({ survey, onDone }: { survey: SurveyDto; onDone: () => void }) {
  const r = survey.requirement;
  const [v, setV] = useState({
    name: survey.name,
    minRsf: fromNumber(r.minRsf),
    maxRsf: fromNumber(r.maxRsf),
    budgetPerRsf: fromNumber(r.budgetPerRsf),
    targetDate: formatUsDate(r.targetDate),
    submarkets: r.submarkets.join(", "),
    minParkingRatio: fromNumber(r.minParkingRatio),
    notes: survey.notes ?? "",
  });
  const [must, setMust] = useState<string[]>(r.mustHaves);
  const [company, setCompany] = useState(survey.clientCompany);
  const [contacts, setContacts] = useState(survey.clientContacts);
  const [project, setProject] = useState(survey.project);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateSurvey(survey.id);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minRsf = toNumber(v.minRsf);
    const maxRsf = toNumber(v.maxRsf);
    if (minRsf !== null && maxRsf !== null && minRsf > maxRsf) {
      setErrors({ maxRsf: "The minimum size must not exceed the maximum" });
      return;
    }
    const targetDate = readUsDate(v.targetDate);
    if (!targetDate.ok) {
      setErrors({ targetDate: US_DATE_INVALID });
      return;
    }
    try {
      await update.mutateAsync({
        name: v.name,
        clientCompanyId: company?.id ?? null,
        clientContactIds: contacts.map((c) => c.id),
        projectId: project?.id ?? null,
        minRsf,
        maxRsf,
        budgetPerRsf: toNumber(v.budgetPerRsf),
        targetDate: targetDate.value,
        submarkets: v.submarkets
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
        mustHaves: must as never,
        minParkingRatio: toNumber(v.minParkingRatio),
        notes: v.notes.trim() || null,
      });
      toast({ title: "Requirement saved" });
      onDone();
    } catch (err) {
      // A record gone meanwhile (404 'Project not found') has no field to point at: say it under the form.
      const fields = isApiError(err) ? err.fields : {};
      setErrors(
        Object.keys(fields).length > 0
          ? fields
          : { _: isApiError(err) ? err.message : "Could not save the requirement" },
      );
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Client requirement">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Survey name" error={errors.name} required>
          <Input value={v.name} onChange={set("name")} maxLength={200} />
        </FormField>
        <div className="grid content-start gap-2">
          <ClientCompanyField value={company} onChange={setCompany} />
          {errors.clientCompanyId ? <p className="text-sm text-destructive">{errors.clientCompanyId}</p> : null}
        </div>
        <div className="grid content-start gap-2">
          <span className="text-sm font-medium">Client contacts</span>
          <ClientContactsField value={contacts} onChange={setContacts} />
          {errors.clientContactIds ? <p className="text-sm text-destructive">{errors.clientContactIds}</p> : null}
        </div>
        <div className="grid content-start gap-2">
          <ProjectField value={project} onChange={setProject} />
          {errors.projectId ? <p className="text-sm text-destructive">{errors.projectId}</p> : null}
        </div>
        <FormField label="Minimum RSF" error={errors.minRsf}>
          <Input inputMode="numeric" value={v.minRsf} onChange={set("minRsf")} />
        </FormField>
        <FormField label="Maximum RSF" error={errors.maxRsf}>
          <Input inputMode="numeric" value={v.maxRsf} onChange={set("maxRsf")} />
        </FormField>
        <FormField label="Budget ($/RSF/yr, gross)" error={errors.budgetPerRsf}>
          <Input inputMode="decimal" value={v.budgetPerRsf} onChange={set("budgetPerRsf")} />
        </FormField>
        <FormField label="Target date" hint={US_DATE_HINT} error={errors.targetDate}>
          <DatePicker value={v.targetDate} onChange={(targetDate) => setV({ ...v, targetDate })} />
        </FormField>
        <FormField label="Submarkets" hint="Separate with commas" error={errors.submarkets}>
          <Input value={v.submarkets} onChange={set("submarkets")} />
        </FormField>
        <FormField label="Minimum parking (per 1,000 RSF)" error={errors.minParkingRatio}>
          <Input inputMode="decimal" value={v.minParkingRatio} onChange={set("minParkingRatio")} />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Must-haves</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {mustHaves.map((m) => (
            <div key={m.key} className="flex items-center gap-2">
              <Checkbox
                id={`must-${m.key}`}
                checked={must.includes(m.key)}
                onCheckedChange={(c) => setMust(c ? [...must, m.key] : must.filter((k) => k !== m.key))}
              />
              <Label htmlFor={`must-${m.key}`}>{m.label}</Label>
            </div>
          ))}
        </div>
      </fieldset>
      <FormField label="Notes" error={errors.notes}>
        <Textarea value={v.notes} onChange={set("notes")} maxLength={5000} rows={2} />
      </FormField>
      {errors._ ? <p className="text-sm text-destructive">{errors._}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          Save requirement
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
