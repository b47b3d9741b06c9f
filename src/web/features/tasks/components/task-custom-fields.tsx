import type { CustomFieldDto } from "#shared/contract/contacts-custom-fields.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { OptionSelect } from "#web/components/ui/select.tsx";

/** Radix Select items cannot have an empty value: this one stands for "no value". */
const NONE = "__none__";

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
            <OptionSelect
              value={values[field.name] || NONE}
              onValueChange={(v) => onChange({ ...values, [field.name]: v === NONE ? "" : v })}
              options={[
                { value: NONE, label: "None" },
                ...field.options.filter((o) => o !== "").map((o) => ({ value: o, label: o })),
              ]}
            />
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
