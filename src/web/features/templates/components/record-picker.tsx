import { useState } from "react";
import { SEARCH_MIN_LENGTH, type SearchResultType } from "#shared/rules/search.ts";
import { SearchPicker, type SearchPickerItem } from "#web/components/ui/search-picker.tsx";
import { useRecordSearch } from "#web/features/search/api/search-records.ts";

export type RecordRef = SearchPickerItem;

/** One of the user's records of a type, searched by title as the user types. */
export function RecordPicker({
  type,
  label,
  placeholder,
  value,
  onChange,
}: {
  type: SearchResultType;
  label: string;
  placeholder: string;
  value: RecordRef | null;
  onChange: (value: RecordRef | null) => void;
}) {
  const [q, setQ] = useState("");
  const search = useRecordSearch(type, q);
  const short = q.trim().length < SEARCH_MIN_LENGTH;
  const items = short ? [] : (search.data?.items ?? []).map((r) => ({ id: r.id, name: r.title }));
  return (
    <SearchPicker
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      items={items}
      searching={!short && search.isFetching}
      emptyText={short ? `Type at least ${SEARCH_MIN_LENGTH} characters` : "No results found"}
      onQueryChange={setQ}
    />
  );
}
