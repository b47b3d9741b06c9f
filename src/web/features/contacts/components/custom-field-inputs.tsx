import type { CustomFieldDto } from "#shared/contract/contacts-custom-fields.ts";
import { CustomFieldControl } from "#web/components/custom-field-control.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";

/** A labelled control per custom field; values are keyed by the field's name. */
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
