// The sort control of a list shown as cards (a phone has no column headers to tap): the same sorts as the
// table's SortHeader columns, each in both directions, as one select. `-field` is descending, as everywhere.
import { OptionSelect, type SelectOption } from "#web/components/ui/select.tsx";

/** A sortable column: its header label, the list's sort key, and how its values order (names the directions). */
export type SortField = { label: string; field: string; kind?: "text" | "number" | "date" };

const DIRECTIONS: Record<NonNullable<SortField["kind"]>, [string, string]> = {
  text: ["A–Z", "Z–A"],
  number: ["smallest first", "largest first"],
  date: ["oldest first", "newest first"],
};

/** Every field ascending then descending: "Name (A–Z)", "Name (Z–A)", "Updated (newest first)"… */
export function sortChoices(fields: SortField[]): SelectOption[] {
  return fields.flatMap(({ label, field, kind = "text" }) => {
    const [up, down] = DIRECTIONS[kind];
    const choices = [
      { value: field, label: `${label} (${up})` },
      { value: `-${field}`, label: `${label} (${down})` },
    ];
    // Dates read best newest first, so that comes first in the list.
    return kind === "date" ? choices.reverse() : choices;
  });
}

export function SortSelect({
  fields,
  sort,
  onSort,
  label,
  className,
}: {
  fields: SortField[];
  /** The current sort; undefined = the list's default order (the select shows "Sort by…"). */
  sort: string | undefined;
  onSort: (sort: string) => void;
  /** Accessible name, e.g. "Sort properties". */
  label: string;
  className?: string;
}) {
  return (
    <OptionSelect
      aria-label={label}
      value={sort ?? ""}
      onValueChange={onSort}
      options={sortChoices(fields)}
      placeholder="Sort by…"
      className={className}
    />
  );
}
