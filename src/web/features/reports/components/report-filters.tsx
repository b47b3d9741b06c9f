import { type FormEvent, useEffect, useState } from "react";
import { horizonMonths, type ReportFilterKey } from "#shared/contract/reports.ts";
import { Button } from "#web/components/ui/button.tsx";
import { DatePicker } from "#web/components/ui/date-picker.tsx";
import { formatUsDate, readUsDate, US_DATE_INVALID } from "#web/components/ui/date-picker-model.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";

export type FilterValues = { from: string; to: string; months: string; property: string; tag: string };
export const emptyFilters: FilterValues = { from: "", to: "", months: "", property: "", tag: "" };

/** The report's filters; applied on submit. An inverted date range is caught here before the server says so. */
export function ReportFilters({
  keys,
  value,
  onApply,
  serverErrors,
}: {
  keys: ReportFilterKey[];
  value: FilterValues;
  onApply: (v: FilterValues) => void;
  serverErrors: Record<string, string>;
}) {
  const [draft, setDraft] = useState(value);
  // The date fields hold what the user typed (MM/dd/yyyy); the filters (and the URL) keep yyyy-MM-dd.
  const [dates, setDates] = useState({ from: formatUsDate(value.from), to: formatUsDate(value.to) });
  const [error, setError] = useState<string | null>(null);
  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({});
  useEffect(() => {
    setDraft(value);
    setDates({ from: formatUsDate(value.from), to: formatUsDate(value.to) });
  }, [value]);
  if (keys.length === 0) return null;

  const set = (k: keyof FilterValues) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const from = readUsDate(dates.from);
    const to = readUsDate(dates.to);
    setDateErrors({ from: from.ok ? undefined : US_DATE_INVALID, to: to.ok ? undefined : US_DATE_INVALID });
    if (!from.ok || !to.ok) return;
    const next = { ...draft, from: from.value ?? "", to: to.value ?? "" };
    if (next.from && next.to && next.from > next.to) {
      setError("The start date must be on or before the end date");
      return;
    }
    setError(null);
    onApply(next);
  };
  const toError = dateErrors.to ?? error ?? serverErrors.to;

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-xl border p-4"
      aria-label="Report filters"
    >
      {keys.includes("dateRange") ? (
        <>
          <FormField label="From" error={dateErrors.from ?? serverErrors.from} className="w-full sm:w-44">
            <DatePicker value={dates.from} onChange={(from) => setDates({ ...dates, from })} />
          </FormField>
          <FormField label="To" error={toError ?? undefined} className="w-full sm:w-44">
            <DatePicker value={dates.to} onChange={(to) => setDates({ ...dates, to })} />
          </FormField>
        </>
      ) : null}
      {keys.includes("months") ? (
        <FormField label="Due within" className="w-full sm:w-40">
          <Select value={draft.months || "12"} onValueChange={(months) => setDraft({ ...draft, months })}>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {horizonMonths.map((m) => (
                <SelectItem key={m} value={String(m)}>
                  {m === 1 ? "1 month" : `${m} months`}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      ) : null}
      {keys.includes("property") ? (
        <FormField label="Property" error={serverErrors.property} className="w-full sm:w-56">
          <Input value={draft.property} onChange={set("property")} placeholder="Address contains…" maxLength={200} />
        </FormField>
      ) : null}
      {keys.includes("tag") ? (
        <FormField label="Tag" error={serverErrors.tag} className="w-full sm:w-48">
          <Input value={draft.tag} onChange={set("tag")} placeholder="Tag contains…" maxLength={100} />
        </FormField>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit">Apply filters</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setError(null);
            setDraft(emptyFilters);
            onApply(emptyFilters);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
