import type { CustomFieldDto } from "#shared/contract/contacts-custom-fields.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";

/** §2 custom fields section for tasks: dropdown fields offer their options, others are free text (§5). */
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
          {field.fieldType === "dropdown" ? (
            <select
              className="h-9 rounded-md border bg-background px-3 text-sm"
              value={values[field.name] ?? ""}
              onChange={(e) => onChange({ ...values, [field.name]: e.target.value })}
            >
              <option value="">None</option>
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          ) : (
            <Input
              value={values[field.name] ?? ""}
              onChange={(e) => onChange({ ...values, [field.name]: e.target.value })}
            />
          )}
        </FormField>
      ))}
    </fieldset>
  );
}
