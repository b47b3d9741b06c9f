import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import type { SortField } from "#web/components/ui/sort-select.tsx";

/** A column header (styled like the table's plain headers) that cycles the list sort: ascending → descending → ascending (`-field` = descending). */
export function SortHeader({
  label,
  field,
  sort,
  onSort,
}: SortField & {
  sort: string | undefined;
  onSort: (sort: string) => void;
}) {
  const current = sort === field ? "asc" : sort === `-${field}` ? "desc" : null;
  const Icon = current === "asc" ? ArrowUpIcon : current === "desc" ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <button
      type="button"
      onClick={() => onSort(current === "asc" ? `-${field}` : field)}
      aria-label={`Sort by ${label}`}
      className="-ml-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-semibold tracking-wide uppercase hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {label}
      <Icon aria-hidden className={current ? "size-3.5 text-foreground" : "size-3.5 opacity-50"} />
    </button>
  );
}
