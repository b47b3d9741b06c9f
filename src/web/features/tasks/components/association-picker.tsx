import { useState } from "react";
import { SearchPicker } from "#web/components/ui/search-picker.tsx";
import { type AssociationType, useAssociationSearch } from "#web/features/tasks/api/search-associations.ts";

export type AssociationRef = { id: string; name: string };

const placeholders: Record<AssociationType, string> = {
  person: "Search people...",
  company: "Search companies...",
  project: "Search projects...",
  lease: "Search leases...",
  property: "Search properties...",
  dealroom: "Search deal rooms...",
};

/** §2 search-as-you-type picker of a person, company, project, lease, property or deal room: non-blank text
 * searches, 5 results. */
export function AssociationPicker({
  type,
  label,
  value,
  onChange,
  disabled,
}: {
  type: AssociationType;
  label: string;
  value: AssociationRef | null;
  onChange: (value: AssociationRef | null) => void;
  disabled?: boolean;
}) {
  const [q, setQ] = useState("");
  const search = useAssociationSearch(type, q);
  return (
    <SearchPicker
      label={label}
      placeholder={placeholders[type]}
      value={value}
      onChange={onChange}
      items={search.data?.items ?? []}
      searching={search.isFetching}
      onQueryChange={setQ}
      disabled={disabled}
    />
  );
}
