import type { CustomFieldDto } from "#shared/contract/contacts-custom-fields.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";

const NONE = "__none__";

/** One control per custom-field definition: dropdown fields offer their options, others are free text (§5). */
export function CustomFieldControl({
  field,
  value,
  onChange,
  id,
  disabled,
}: {
  field: CustomFieldDto;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  disabled?: boolean;
}) {
  if (field.fieldType === "dropdown") {
    return (
      <Select value={value || NONE} onValueChange={(v) => onChange(v === NONE ? "" : v)} disabled={disabled}>
        <SelectTrigger id={id} aria-label={field.name}>
          <SelectValue placeholder="Select an option" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NONE}>
            <span className="text-muted-foreground">None</span>
          </SelectItem>
          {field.options.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  }
  return <Input id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} />;
}

export function CustomFieldInputs({
  fields,
  values,
  onChange,
  disabled,
}: {
  fields: CustomFieldDto[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  disabled?: boolean;
}) {
  if (!fields.length) return null;
  return (
    <div className="grid gap-4">
      {fields.map((field) => (
        <FormField key={field.id} label={field.name}>
          <CustomFieldControl
            field={field}
            disabled={disabled}
            value={values[field.name] ?? ""}
            onChange={(v) => onChange({ ...values, [field.name]: v })}
          />
        </FormField>
      ))}
    </div>
  );
}

/** Form values → the contract's map: blank values are sent as null so they are removed. */
export function toCustomFieldPayload(values: Record<string, string>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(values)) out[k] = v.trim() ? v.trim() : null;
  return out;
}
