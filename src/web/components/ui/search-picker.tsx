import { XIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Input } from "#web/components/ui/input.tsx";

export type SearchPickerItem = { id: string; name: string };

/** §9: the list closes 150 ms after the field loses focus, so a click on a result still lands. */
const BLUR_CLOSE_MS = 150;
/** Typing pauses this long before a search goes out. */
const DEBOUNCE_MS = 200;

/**
 * Search-as-you-type picker (spec §2, §9): the owner searches with the debounced text it is given through
 * `onQueryChange` and passes the results back; non-blank text opens a 200 px list driven by the arrow keys.
 */
export function SearchPicker({
  label,
  placeholder,
  value,
  onChange,
  items,
  searching,
  onQueryChange,
  disabled,
  emptyText = "No results found",
}: {
  label: string;
  placeholder: string;
  value: SearchPickerItem | null;
  onChange: (value: SearchPickerItem | null) => void;
  items: SearchPickerItem[];
  searching: boolean;
  onQueryChange: (q: string) => void;
  disabled?: boolean;
  /** What the open list says when there is nothing to show (e.g. "type more"). */
  emptyText?: string;
}) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => onQueryChange(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onQueryChange]);
  const listId = useId();
  const inputId = useId();
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const choose = (item: SearchPickerItem) => {
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
            placeholder={placeholder}
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
              {searching && items.length === 0 ? (
                <p className="px-2 py-2 text-sm text-muted-foreground">Searching...</p>
              ) : items.length === 0 ? (
                <p className="px-2 py-2 text-sm text-muted-foreground">{emptyText}</p>
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
