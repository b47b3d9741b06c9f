import type { CustomFieldDto } from "#shared/contract/contacts-custom-fields.ts";
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";

const NONE = "__none__";

/** One control per custom-field definition for projects: dropdowns offer their options, others are text. */
export function CustomFieldControl({
  field,
  value,
  onChange,
  id,
}: {
  field: CustomFieldDto;
  value: string;
  onChange: (value: string) => void;
  id?: string;
}) {
  if (field.fieldType === "dropdown") {
    return (
      <Select value={value || NONE} onValueChange={(v) => onChange(v === NONE ? "" : v)}>
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
  return <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} />;
}
