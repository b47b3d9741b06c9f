// The one control for a custom field's value, wherever custom fields are edited (contacts, projects, tasks,
// properties): dropdown fields offer "None" and their options, other fields are free text (§5). Not a ui
// primitive: it knows the contract.
import type { CustomFieldDto } from "#shared/contract/contacts-custom-fields.ts";
import { Input } from "#web/components/ui/input.tsx";
import { OptionSelect } from "#web/components/ui/select.tsx";

/** Radix Select items cannot have an empty value: this one stands for "no value". */
const NONE = "__none__";

/** What a FormField hands its control (its label's id, error and hint), passed on to the element that takes focus. */
type FieldAria = { "aria-invalid"?: boolean; "aria-describedby"?: string; "aria-required"?: boolean };

/** One control per custom-field definition: dropdown fields offer their options, others are free text (§5). */
export function CustomFieldControl({
  field,
  value,
  onChange,
  id,
  disabled,
  ...aria
}: {
  field: CustomFieldDto;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  disabled?: boolean;
} & FieldAria) {
  if (field.fieldType === "dropdown") {
    return (
      <OptionSelect
        id={id}
        aria-label={field.name}
        {...aria}
        value={value || NONE}
        onValueChange={(v) => onChange(v === NONE ? "" : v)}
        disabled={disabled}
        placeholder="Select an option"
        options={[
          { value: NONE, label: "None" },
          // An empty option could not be told from "None" (and Radix refuses empty item values).
          ...field.options.filter((o) => o !== "").map((o) => ({ value: o, label: o })),
        ]}
      />
    );
  }
  return <Input id={id} {...aria} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} />;
}
