import { PlusIcon, SettingsIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { hasTag } from "#web/features/contacts/lib/tags.ts";
import { cn } from "#web/lib/utils.ts";

/**
 * Tag editor (§2): chips with remove buttons, an 'Add a tag' input with suggestions, an Add button and an
 * optional 'Manage Tags' link. Blank and duplicate names are ignored; Enter adds. The caller decides what
 * adding means (a form field, or an immediate assignment in relational mode).
 */
export function TagEditor({
  tags,
  suggestions,
  onAdd,
  onRemove,
  disabled,
  showManageLink,
  className,
  inputId,
}: {
  tags: string[];
  suggestions: string[];
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
  disabled?: boolean;
  showManageLink?: boolean;
  className?: string;
  inputId?: string;
}) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();

  const matches = useMemo(() => {
    const q = text.trim().toLowerCase();
    return suggestions.filter((s) => !hasTag(tags, s) && (!q || s.toLowerCase().includes(q))).slice(0, 50);
  }, [suggestions, tags, text]);

  const add = (raw: string) => {
    const name = raw.trim();
    setText("");
    setActive(-1);
    if (!name || hasTag(tags, name)) return;
    onAdd(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add(active >= 0 && matches[active] ? matches[active] : text);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(matches.length - 1, i + 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(-1, i - 1));
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const showList = open && matches.length > 0 && !disabled;
  return (
    <div className={cn("grid gap-2", className)}>
      {tags.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-0.5 pr-1 pl-2.5 text-xs font-medium text-primary"
            >
              {tag}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onRemove(tag)}
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-0.5 hover:bg-primary/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <XIcon aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative flex gap-2">
        <Input
          id={inputId}
          value={text}
          disabled={disabled}
          placeholder="Add a tag"
          aria-label="Add a tag"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" disabled={disabled || !text.trim()} onClick={() => add(text)}>
          <PlusIcon aria-hidden /> Add
        </Button>
        {showList ? (
          <div
            id={listId}
            role="listbox"
            aria-label="Tag suggestions"
            className="absolute top-full right-0 left-0 z-50 mt-1 max-h-60 overflow-y-auto rounded-lg border bg-background p-1 shadow-lg"
          >
            {matches.map((s, i) => (
              <div
                key={s}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                onMouseDown={(e) => {
                  e.preventDefault();
                  add(s);
                }}
                className={cn(
                  "cursor-pointer rounded-md px-2 py-1.5 text-sm hover:bg-accent",
                  i === active && "bg-accent",
                )}
              >
                {s}
              </div>
            ))}
          </div>
        ) : null}
      </div>
      {showManageLink ? (
        <Link
          to={contactPaths.tags()}
          className="inline-flex items-center gap-1 justify-self-start text-xs font-medium text-primary hover:underline pointer-coarse:min-h-10"
        >
          <SettingsIcon aria-hidden className="size-3" /> Manage Tags
        </Link>
      ) : null}
    </div>
  );
}
