import { XIcon } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Input } from "#web/components/ui/input.tsx";
import { type AssociationType, useAssociationSearch } from "#web/features/tasks/api/search-associations.ts";
import { useDebounced } from "#web/features/tasks/hooks/use-debounced.ts";

export type AssociationRef = { id: string; name: string };

/** §9: the list closes 150 ms after the field loses focus, so a click on a result still lands. */
const BLUR_CLOSE_MS = 150;

const placeholders: Record<AssociationType, string> = {
  person: "Search people...",
  company: "Search companies...",
  project: "Search projects...",
};

/** §2 search-as-you-type picker: non-blank text searches, 5 results, a 200 px list. */
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
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(text, 200);
  const search = useAssociationSearch(type, q);
  const items = search.data?.items ?? [];
  const listId = useId();
  const inputId = useId();
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const choose = (item: AssociationRef) => {
    onChange(item);
    setText("");
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(items.length - 1, i + 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (e.key === "Enter" && open && items[active]) {
      e.preventDefault();
      choose(items[active]);
    } else if (e.key === "Escape" && open) {
      e.stopPropagation();
      setOpen(false);
    }
  };
  const showList = open && text.trim().length > 0;

  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      {value ? (
        <div className="flex h-9 items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 text-sm">
          <span className="truncate">{value.name}</span>
          <button
            type="button"
            disabled={disabled}
            aria-label={`Remove ${label.toLowerCase()} ${value.name}`}
            onClick={() => onChange(null)}
            className="rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon aria-hidden className="size-3.5" />
          </button>
        </div>
      ) : (
        <div className="relative">
          <Input
            id={inputId}
            value={text}
            disabled={disabled}
            autoComplete="off"
            placeholder={placeholders[type]}
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList && items[active] ? `${listId}-${active}` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => {
              if (blurTimer.current) clearTimeout(blurTimer.current);
              setOpen(true);
            }}
            onBlur={() => {
              blurTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
            }}
            onKeyDown={onKeyDown}
          />
          {showList ? (
            <div
              id={listId}
              role="listbox"
              aria-label={`${label} results`}
              className="absolute z-50 mt-1 max-h-[200px] w-full overflow-y-auto rounded-md border bg-popover p-1 shadow-md"
            >
              {search.isFetching && items.length === 0 ? (
                <p className="px-2 py-2 text-sm text-muted-foreground">Searching...</p>
              ) : items.length === 0 ? (
                <p className="px-2 py-2 text-sm text-muted-foreground">No results found</p>
              ) : (
                items.map((item, i) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen with the field's arrow keys and Enter
                  <div
                    key={item.id}
                    id={`${listId}-${i}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={i === active}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose(item)}
                    className={`cursor-pointer truncate rounded-sm px-2 py-1.5 text-sm ${i === active ? "bg-accent" : ""}`}
                  >
                    {item.name}
                  </div>
                ))
              )}
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
