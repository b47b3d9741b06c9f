import { type FormEvent, useEffect, useState } from "react";
import { PROPERTY_NAME_REQUIRED, type PropertyDto, type PropertyUpdate } from "#shared/contract/properties.ts";
import { PROPERTY_TYPES } from "#shared/rules/property-types.ts";
import { CustomFieldControl } from "#web/components/custom-field-control.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useCustomFields } from "#web/features/contacts/api/list-custom-fields.ts";
import { useUpdateProperty } from "#web/features/properties/api/save-property.ts";
import { ParentPicker } from "#web/features/properties/components/parent-picker.tsx";
import { parseNumber } from "#web/features/properties/lib/format.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

type TextKey =
  | "name"
  | "buildingName"
  | "locationStreetAddress"
  | "locationCity"
  | "locationState"
  | "locationPostalCode"
  | "locationCountry"
  | "description"
  | "sourceUrl";
type NumKey = "sizeSf" | "yearBuilt" | "price" | "units";
const numLabels: Record<NumKey, string> = {
  sizeSf: "Building size (SF)",
  yearBuilt: "Year built",
  price: "Price ($)",
  units: "Units",
};

function initial(p: PropertyDto) {
  const text = {} as Record<TextKey, string>;
  for (const k of [
    "name",
    "buildingName",
    "locationStreetAddress",
    "locationCity",
    "locationState",
    "locationPostalCode",
    "locationCountry",
    "description",
    "sourceUrl",
  ] as TextKey[])
    text[k] = (p[k] as string | null) ?? "";
  const nums = {} as Record<NumKey, string>;
  for (const k of Object.keys(numLabels) as NumKey[]) nums[k] = p[k] == null ? "" : String(p[k]);
  return { text, nums, type: p.propertyType, parent: p.parentPropertyId, custom: { ...p.customFields } };
}

/** Edit every field of a property, its parent and its custom fields. */
export function PropertyEditSheet({
  property,
  open,
  onOpenChange,
}: {
  property: PropertyDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState(() => initial(property));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProperty(property.id);
  const defs = useCustomFields("properties", open);
  useEffect(() => {
    if (open) {
      setForm(initial(property));
      setError(null);
    }
  }, [open, property]);
  const setText = (k: TextKey, v: string) => setForm((f) => ({ ...f, text: { ...f.text, [k]: v } }));
  const nameMissing = form.text.name.trim() === "";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (nameMissing) return setError(PROPERTY_NAME_REQUIRED);
    const body: Record<string, unknown> = { ...form.text, propertyType: form.type, parentPropertyId: form.parent };
    for (const k of Object.keys(numLabels) as NumKey[]) {
      const n = parseNumber(form.nums[k]);
      if (n === undefined) return setError(`${numLabels[k]} must be a number`);
      body[k] = k === "yearBuilt" || k === "units" ? (n === null ? null : Math.round(n)) : n;
    }
    const custom: Record<string, string | null> = {};
    for (const [k, v] of Object.entries(form.custom)) custom[k] = v.trim() === "" ? null : v;
    for (const k of Object.keys(property.customFields)) if (!(k in form.custom)) custom[k] = null;
    body.customFields = custom;
    update.mutate(body as PropertyUpdate, {
      onSuccess: () => {
        toast({ title: "Property updated" });
        onOpenChange(false);
      },
      onError: (err) => setError(isApiError(err) ? err.message : "Failed to update property"),
    });
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="overflow-y-auto">
        <SheetHeader>
          <SheetTitle>Edit property</SheetTitle>
          <SheetDescription>Changing the address clears its coordinates; they are located again.</SheetDescription>
        </SheetHeader>
        <form onSubmit={submit} className="grid gap-4 px-4 pb-6" noValidate>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <FormField label="Property Name" required error={nameMissing ? PROPERTY_NAME_REQUIRED : undefined}>
            <Input value={form.text.name} onChange={(e) => setText("name", e.target.value)} />
          </FormField>
          {(
            [
              ["buildingName", "Building name"],
              ["locationStreetAddress", "Street address"],
              ["locationCity", "City"],
              ["locationState", "State"],
              ["locationPostalCode", "Postal code"],
              ["locationCountry", "Country"],
              ["sourceUrl", "Source URL"],
            ] as [TextKey, string][]
          ).map(([k, label]) => (
            <FormField key={k} label={label}>
              <Input value={form.text[k]} onChange={(e) => setText(k, e.target.value)} />
            </FormField>
          ))}
          <FormField label="Property type">
            <Select value={form.type} onValueChange={(v) => setForm((f) => ({ ...f, type: v }))}>
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {PROPERTY_TYPES.map((t) => (
                  <SelectItem key={t} value={t}>
                    {t}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <div className="grid gap-2">
            <span className="text-sm font-medium">Parent property</span>
            <ParentPicker
              value={form.parent}
              onChange={(parent) => setForm((f) => ({ ...f, parent }))}
              exclude={property.id}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            {(Object.keys(numLabels) as NumKey[]).map((k) => (
              <FormField key={k} label={numLabels[k]}>
                <Input
                  inputMode="decimal"
                  value={form.nums[k]}
                  onChange={(e) => setForm((f) => ({ ...f, nums: { ...f.nums, [k]: e.target.value } }))}
                />
              </FormField>
            ))}
          </div>
          <FormField label="Description">
            <Textarea rows={4} value={form.text.description} onChange={(e) => setText("description", e.target.value)} />
          </FormField>
          {(defs.data?.items ?? []).map((d) => (
            <FormField key={d.id} label={d.name}>
              <CustomFieldControl
                field={d}
                value={form.custom[d.name] ?? ""}
                onChange={(v) => setForm((f) => ({ ...f, custom: { ...f.custom, [d.name]: v } }))}
              />
            </FormField>
          ))}
          <Button type="submit" disabled={update.isPending || nameMissing}>
            {update.isPending ? "Saving..." : "Save"}
          </Button>
        </form>
      </SheetContent>
    </Sheet>
  );
}
