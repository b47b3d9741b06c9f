import { Building2Icon, CheckIcon, ChevronsUpDownIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import type { CompanyRef } from "#shared/contract/contacts.ts";
import { Input, inputClass } from "#web/components/ui/input.tsx";
import { Popover, PopoverAnchor, PopoverContent } from "#web/components/ui/popover.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useCompanyOptions } from "#web/features/contacts/api/company-options.ts";
import { useDebounced } from "#web/lib/use-debounced.ts";
import { cn } from "#web/lib/utils.ts";

/** Company picker (§2): searchable, at most 50 results, Loading / error / empty texts and a clear button. */
export function CompanyPicker({
  value,
  onChange,
  id,
  disabled,
  "aria-invalid": invalid,
  "aria-describedby": describedBy,
}: {
  value: CompanyRef | null;
  onChange: (company: CompanyRef | null) => void;
  id?: string;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [active, setActive] = useState(0);
  const q = useDebounced(search.trim(), 200);
  const options = useCompanyOptions(q, open);
  const items = options.data?.items ?? [];
  const listId = useId();

  const choose = (company: CompanyRef) => {
    onChange(company);
    setOpen(false);
    setSearch("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((i) => Math.min(items.length - 1, i + 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const item = items[active];
      if (item) choose(item);
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div className="relative">
          <button
            type="button"
            id={id}
            disabled={disabled}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onClick={() => setOpen((o) => !o)}
            className={cn(inputClass, "items-center gap-2 pr-16 text-left", !value && "text-muted-foreground")}
          >
            <Building2Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate">{value ? value.name : "Search for a company"}</span>
          </button>
          <div className="absolute inset-y-0 right-2 flex items-center gap-1">
            {value && !disabled ? (
              <button
                type="button"
                aria-label="Clear company"
                onClick={() => onChange(null)}
                className="rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <XIcon aria-hidden className="size-3.5" />
              </button>
            ) : null}
            <ChevronsUpDownIcon aria-hidden className="pointer-events-none size-4 text-muted-foreground" />
          </div>
        </div>
      </PopoverAnchor>
      <PopoverContent
        className="w-[var(--radix-popover-trigger-width)] min-w-64 p-0"
        onOpenAutoFocus={(e) => e.preventDefault()}
      >
        <div className="border-b p-2">
          <Input
            autoFocus
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder="Search companies..."
            aria-label="Search companies..."
            role="combobox"
            aria-expanded
            aria-controls={listId}
            aria-activedescendant={items[active] ? `${listId}-${active}` : undefined}
          />
        </div>
        <div className="max-h-64 overflow-y-auto p-1">
          {options.isPending ? (
            <p className="flex items-center gap-2 px-2 py-3 text-sm text-muted-foreground">
              <Spinner className="size-4" /> Loading
            </p>
          ) : options.isError ? (
            <p className="px-2 py-3 text-sm text-destructive">Error loading companies</p>
          ) : items.length === 0 ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">No companies found</p>
          ) : (
            <div id={listId} role="listbox" aria-label="Companies">
              {items.map((company, i) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen with the search box's arrow keys and Enter
                <div
                  key={company.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={value?.id === company.id}
                  tabIndex={-1}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(company)}
                  onMouseEnter={() => setActive(i)}
                  className={cn(
                    "flex cursor-pointer items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm",
                    i === active && "bg-accent",
                  )}
                >
                  <span className="truncate">{company.name}</span>
                  {value?.id === company.id ? <CheckIcon aria-hidden className="size-4 text-primary" /> : null}
                </div>
              ))}
            </div>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
