import { format } from "date-fns";
import { type FormEvent, useState } from "react";
import { type SurveyRowDto, tourStatuses, tourStatusLabels } from "#shared/contract/surveys.ts";
import { rentTypes } from "#shared/rules/occupancy-cost.ts";
import { mustHaves } from "#shared/rules/survey-requirement.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
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
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { SearchPicker, type SearchPickerItem } from "#web/components/ui/search-picker.tsx";
import { OptionSelect } from "#web/components/ui/select.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { usePropertyOptions, usePropertySpaces } from "#web/features/surveys/api/property-picker.ts";
import { useAddRow, useUpdateRow } from "#web/features/surveys/api/rows.ts";
import { fromNumber, toNumber } from "#web/features/surveys/components/form-values.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** Radix Select items cannot have an empty value: this one stands for "none". */
const NONE = "none";
const rentTypeOptions = [
  { value: NONE, label: "—" },
  ...rentTypes.map((t) => ({
    value: t,
    label: t === "FS" ? "FS (full service)" : t === "MG" ? "MG (modified gross)" : "NNN (triple net)",
  })),
];
const tourStatusOptions = tourStatuses.map((s) => ({ value: s, label: tourStatusLabels[s] }));
const numberKeys = [
  ["rsf", "RSF"],
  ["usf", "USF"],
  ["askingRent", "Asking rent ($/RSF/yr)"],
  ["opex", "Opex ($/RSF/yr)"],
  ["baseYearStop", "Base-year stop ($/RSF/yr)"],
  ["termMonths", "Term (months)"],
  ["freeRentMonths", "Free rent (months)"],
  ["tiAllowance", "TI allowance ($/RSF)"],
  ["parkingRatio", "Parking (per 1,000 RSF)"],
  ["parkingCost", "Parking ($/space/month)"],
] as const;
type NumberKey = (typeof numberKeys)[number][0];

/** A stored tour time as the picker's day (MM/dd/yyyy) and half-hour ("HH:mm"), in the user's time zone. */
const tourParts = (iso: string | null) =>
  iso
    ? { day: formatUsDate(format(new Date(iso), "yyyy-MM-dd")), time: format(new Date(iso), "HH:mm") }
    : { day: "", time: "10:00" };

/** Adds a row (from one of the user's properties and spaces, or typed in) or edits one. */
export function RowDialog({
  surveyId,
  row,
  onClose,
}: {
  surveyId: string;
  row: SurveyRowDto | null;
  onClose: () => void;
}) {
  const [source, setSource] = useState<"property" | "inline">(row ? "inline" : "property");
  const [q, setQ] = useState("");
  const [property, setProperty] = useState<SearchPickerItem | null>(null);
  const propertyId = property?.id ?? null;
  const [spaceId, setSpaceId] = useState<string>(NONE);
  const options = usePropertyOptions(q, !row && source === "property" && q.trim().length > 0);
  const detail = usePropertySpaces(propertyId);
  const [text, setText] = useState({
    name: row?.name ?? "",
    address: row?.address ?? "",
    submarket: row?.submarket ?? "",
    suite: row?.suite ?? "",
    floor: row?.floor ?? "",
    availableDate: formatUsDate(row?.availableDate),
    notes: row?.notes ?? "",
    tourDay: tourParts(row?.tourAt ?? null).day,
    tourTime: tourParts(row?.tourAt ?? null).time,
  });
  const [nums, setNums] = useState<Record<NumberKey, string>>(
    Object.fromEntries(numberKeys.map(([k]) => [k, fromNumber(row?.[k])])) as Record<NumberKey, string>,
  );
  const [rentType, setRentType] = useState<string>(row?.rentType ?? "");
  const [tourStatus, setTourStatus] = useState<string>(row?.tourStatus ?? "proposed");
  const [features, setFeatures] = useState<string[]>(row?.features ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddRow(surveyId);
  const update = useUpdateRow(surveyId);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fromProperty = !row && source === "property";
    if (fromProperty && !propertyId) return setErrors({ propertyId: "Choose a property" });
    if (!fromProperty && !text.name.trim()) return setErrors({ name: "Property name is required" });
    const available = readUsDate(text.availableDate);
    const tourDay = readUsDate(text.tourDay);
    if (!available.ok || !tourDay.ok) {
      return setErrors({
        ...(available.ok ? {} : { availableDate: US_DATE_INVALID }),
        ...(tourDay.ok ? {} : { tourAt: US_DATE_INVALID }),
      });
    }
    const body: Record<string, unknown> = {
      submarket: text.submarket.trim() || null,
      availableDate: available.value,
      notes: text.notes.trim() || null,
      tourAt: tourDay.value ? new Date(`${tourDay.value}T${text.tourTime}`).toISOString() : null,
      tourStatus,
      features,
    };
    if (rentType) body.rentType = rentType;
    else if (row) body.rentType = null;
    for (const [k] of numberKeys) {
      const n = toNumber(nums[k]);
      if (n !== null || row) body[k] = n;
    }
    if (!fromProperty) Object.assign(body, { name: text.name.trim(), address: text.address.trim() || null });
    if (!fromProperty || row)
      Object.assign(body, { suite: text.suite.trim() || null, floor: text.floor.trim() || null });
    if (fromProperty) {
      body.propertyId = propertyId;
      if (spaceId !== NONE) body.spaceId = spaceId;
      // Blank figures take the space's own values.
      for (const k of ["availableDate", "rentType"]) if (body[k] === null) delete body[k];
    }
    try {
      if (row) await update.mutateAsync({ rowId: row.id, ...(body as object) });
      else await add.mutateAsync(body as never);
      toast({ title: row ? "Property updated" : "Property added to the survey" });
      onClose();
    } catch (err) {
      setErrors(isApiError(err) ? { ...err.fields, _: err.message } : { _: "Could not save the property" });
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{row ? `Edit ${row.name}` : "Add property"}</DialogTitle>
            <DialogDescription>
              Quote, areas and terms as the landlord gives them; the survey puts every quote on one gross basis.
            </DialogDescription>
          </DialogHeader>
          {!row ? (
            <fieldset className="flex gap-4">
              <legend className="sr-only">Source</legend>
              {(["property", "inline"] as const).map((s) => (
                <label key={s} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="source" checked={source === s} onChange={() => setSource(s)} />
                  {s === "property" ? "From my properties" : "Type it in"}
                </label>
              ))}
            </fieldset>
          ) : null}
          {!row && source === "property" ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1">
                <SearchPicker
                  label="Property"
                  placeholder="Search by name or address..."
                  value={property}
                  onChange={(p) => {
                    setProperty(p);
                    setSpaceId(NONE);
                  }}
                  items={(options.data?.items ?? []).map((p) => ({
                    id: p.id,
                    name: p.address ? `${p.name} — ${p.address}` : p.name,
                  }))}
                  searching={options.isFetching}
                  onQueryChange={setQ}
                />
                {errors.propertyId ? (
                  <p role="alert" className="text-xs font-medium text-destructive">
                    {errors.propertyId}
                  </p>
                ) : null}
              </div>
              <FormField label="Space" hint="Optional: its suite, RSF, rent and availability are copied">
                <OptionSelect
                  value={spaceId}
                  onValueChange={setSpaceId}
                  disabled={!propertyId}
                  options={[
                    { value: NONE, label: "Whole building / none" },
                    ...(detail.data?.spaces ?? []).map((sp) => ({
                      value: sp.id,
                      label: sp.rsf ? `${sp.suite} — ${sp.rsf.toLocaleString("en-US")} RSF` : sp.suite,
                    })),
                  ]}
                />
              </FormField>
            </div>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label="Property name" error={errors.name} required>
                <Input value={text.name} onChange={(e) => setText({ ...text, name: e.target.value })} maxLength={300} />
              </FormField>
              <FormField label="Address" error={errors.address}>
                <Input value={text.address} onChange={(e) => setText({ ...text, address: e.target.value })} />
              </FormField>
              <FormField label="Suite">
                <Input value={text.suite} onChange={(e) => setText({ ...text, suite: e.target.value })} />
              </FormField>
              <FormField label="Floor">
                <Input value={text.floor} onChange={(e) => setText({ ...text, floor: e.target.value })} />
              </FormField>
            </div>
          )}
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField label="Rent type">
              <OptionSelect
                value={rentType || NONE}
                onValueChange={(v) => setRentType(v === NONE ? "" : v)}
                options={rentTypeOptions}
              />
            </FormField>
            {numberKeys.map(([k, label]) => (
              <FormField key={k} label={label} error={errors[k]}>
                <Input
                  inputMode="decimal"
                  value={nums[k]}
                  onChange={(e) => setNums({ ...nums, [k]: e.target.value })}
                />
              </FormField>
            ))}
            <FormField label="Available" hint={US_DATE_HINT} error={errors.availableDate}>
              <DatePicker value={text.availableDate} onChange={(v) => setText({ ...text, availableDate: v })} />
            </FormField>
            <FormField label="Submarket">
              <Input value={text.submarket} onChange={(e) => setText({ ...text, submarket: e.target.value })} />
            </FormField>
            <FormField label="Tour date" hint={US_DATE_HINT} error={errors.tourAt}>
              <DatePicker
                value={text.tourDay}
                onChange={(v) => setText({ ...text, tourDay: v })}
                time={{ value: text.tourTime, onChange: (v) => setText({ ...text, tourTime: v }), label: "Tour time" }}
              />
            </FormField>
            <FormField label="Tour status">
              <OptionSelect value={tourStatus} onValueChange={setTourStatus} options={tourStatusOptions} />
            </FormField>
          </div>
          <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
            <legend className="mb-1 text-sm font-medium">Features</legend>
            {mustHaves.map((m) => (
              <div key={m.key} className="flex items-center gap-2">
                <Checkbox
                  id={`feature-${m.key}`}
                  checked={features.includes(m.key)}
                  onCheckedChange={(c) => setFeatures(c ? [...features, m.key] : features.filter((f) => f !== m.key))}
                />
                <Label htmlFor={`feature-${m.key}`}>{m.label}</Label>
              </div>
            ))}
          </fieldset>
          <FormField label="Notes">
            <Textarea
              value={text.notes}
              onChange={(e) => setText({ ...text, notes: e.target.value })}
              rows={2}
              maxLength={5000}
            />
          </FormField>
          {errors._ ? <p className="text-sm text-destructive">{errors._}</p> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending || update.isPending}>
              {row ? "Save" : "Add to survey"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
