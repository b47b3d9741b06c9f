import type { CustomFieldDto } from "#shared/contract/contacts-custom-fields.ts";
import { CustomFieldControl } from "#web/components/custom-field-control.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";

/** §2 custom fields section for tasks: one shared control per field (dropdowns with "None", else text, §5). */
export function TaskCustomFields({
  fields,
  values,
  onChange,
}: {
  fields: CustomFieldDto[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}) {
  if (fields.length === 0) return null;
  return (
    <fieldset className="grid gap-4 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Custom Fields</legend>
      {fields.map((field) => (
        <FormField key={field.id} label={field.name}>
          <CustomFieldControl
            field={field}
            value={values[field.name] ?? ""}
            onChange={(v) => onChange({ ...values, [field.name]: v })}
          />
        </FormField>
      ))}
    </fieldset>
  );
}
