import { XIcon } from "lucide-react";
import { useState } from "react";
import { SearchPicker, type SearchPickerItem } from "#web/components/ui/search-picker.tsx";
import { type AssociationType, useAssociationSearch } from "#web/features/tasks/api/search-associations.ts";

/** The tasks feature's person/company/project search behind the shared search-as-you-type picker. */
function AssociationSearchPicker({
  type,
  label,
  placeholder,
  value,
  onChange,
}: {
  type: AssociationType;
  label: string;
  placeholder: string;
  value: SearchPickerItem | null;
  onChange: (value: SearchPickerItem | null) => void;
}) {
  const [q, setQ] = useState("");
  const search = useAssociationSearch(type, q);
  return (
    <SearchPicker
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      items={search.data?.items ?? []}
      searching={search.isFetching}
      onQueryChange={setQ}
    />
  );
}

/** At most this many client contacts on a survey (the contract's limit). */
const MAX_CONTACTS = 20;

/** The client's people on the survey: chips, each removable, and a search to add one more. */
export function ClientContactsField({
  value,
  onChange,
}: {
  value: SearchPickerItem[];
  onChange: (value: SearchPickerItem[]) => void;
}) {
  return (
    <div className="grid gap-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Client contacts">
          {value.map((p) => (
            <li
              key={p.id}
              className="inline-flex items-center gap-1 rounded-full border bg-muted/40 py-0.5 pr-1 pl-2.5 text-sm"
            >
              {p.name}
              <button
                type="button"
                aria-label={`Remove client contact ${p.name}`}
                onClick={() => onChange(value.filter((x) => x.id !== p.id))}
                className="rounded-full p-0.5 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <XIcon aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {value.length < MAX_CONTACTS ? (
        <AssociationSearchPicker
          type="person"
          label="Add client contact"
          placeholder="Search people..."
          value={null}
          onChange={(p) => p && !value.some((x) => x.id === p.id) && onChange([...value, p])}
        />
      ) : null}
    </div>
  );
}

export function ProjectField({
  value,
  onChange,
}: {
  value: SearchPickerItem | null;
  onChange: (value: SearchPickerItem | null) => void;
}) {
  return (
    <AssociationSearchPicker
      type="project"
      label="Project"
      placeholder="Search projects..."
      value={value}
      onChange={onChange}
    />
  );
}

/** The client company, searched among the user's companies as they type. */
export function ClientCompanyField({
  value,
  onChange,
}: {
  value: SearchPickerItem | null;
  onChange: (value: SearchPickerItem | null) => void;
}) {
  return (
    <AssociationSearchPicker
      type="company"
      label="Client company"
      placeholder="Search companies..."
      value={value}
      onChange={onChange}
    />
  );
}
