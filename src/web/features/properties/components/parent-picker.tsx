import { useDeferredValue, useState } from "react";
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useProperties } from "#web/features/properties/api/list-properties.ts";

const NONE = "__none__";

/** Choose a parent among the user's properties (search narrows the 20 shown); `exclude` hides itself. */
export function ParentPicker({
  value,
  onChange,
  exclude,
  id,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  exclude?: string;
  id?: string;
}) {
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const list = useProperties({ q: q || undefined, page: 1, pageSize: 20, sort: "name" });
  const options = (list.data?.items ?? []).filter((p) => p.id !== exclude);
  return (
    <div className="grid gap-2">
      <Input
        type="search"
        placeholder="Search properties..."
        aria-label="Search parent properties"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Select value={value ?? NONE} onValueChange={(v) => onChange(v === NONE ? null : v)}>
        <SelectTrigger id={id} aria-label="Parent property">
          <SelectValue placeholder="Choose a parent property..." />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NONE}>No parent</SelectItem>
          {value && !options.some((o) => o.id === value) ? <SelectItem value={value}>Current parent</SelectItem> : null}
          {options.map((o) => (
            <SelectItem key={o.id} value={o.id}>
              {o.name}
              {o.address ? ` — ${o.address}` : ""}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
