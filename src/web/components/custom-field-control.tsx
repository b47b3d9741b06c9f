// The one control for a custom field's value, wherever custom fields are edited (contacts, projects): dropdown
// fields offer their options and "None", other fields are free text (§5). Not a ui primitive: it knows the contract.
import type { CustomFieldDto } from "#shared/contract/contacts-custom-fields.ts";
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";

/** Radix Select items cannot have an empty value: this one stands for "no value". */
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
