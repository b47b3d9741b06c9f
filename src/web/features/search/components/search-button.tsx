// The Search entry (sidebar §2.4 item 3, mobile top bar §2.5): opens the global search dialog; Ctrl/⌘+K too.
import { SearchIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { WithTooltip } from "#web/components/ui/tooltip.tsx";
import { lazyPanel } from "#web/lib/lazy-panel.tsx";
import { cn } from "#web/lib/utils.ts";

// The dialog loads when it first opens (Ctrl/⌘+K or a click); pointing at the button warms it.
const SearchDialog = lazyPanel(() =>
  import("#web/features/search/components/search-dialog.tsx").then((m) => m.SearchDialog),
);

/** `roomId`: the room-only search a deal-room guest has (see SearchDialog). */
export function SearchButton({
  variant,
  roomId,
}: {
  variant: "sidebar" | "sidebar-collapsed" | "top-bar";
  roomId?: string;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const trigger =
    variant === "top-bar" ? (
      <Button
        variant="ghost"
        size="icon"
        aria-label={roomId ? "Search documents" : "Search"}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
        onPointerEnter={SearchDialog.preload}
        onFocus={SearchDialog.preload}
      >
        <SearchIcon aria-hidden className="!size-5" />
      </Button>
    ) : (
      <WithTooltip content="Search (Ctrl+K)" disabled={variant !== "sidebar-collapsed"}>
        <button
          type="button"
          onClick={() => setOpen(true)}
          onPointerEnter={SearchDialog.preload}
          onFocus={SearchDialog.preload}
          aria-label={variant === "sidebar-collapsed" ? "Search" : undefined}
          aria-keyshortcuts="Control+K Meta+K"
          className={cn(
            "flex h-9 w-full items-center gap-3 rounded-lg px-2.5 text-sm font-medium text-slate-600 outline-none transition-colors hover:bg-slate-200/60 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring",
            variant === "sidebar-collapsed" && "justify-center px-0",
          )}
        >
          <SearchIcon aria-hidden className="size-4 shrink-0" />
          {variant === "sidebar" ? (
            <>
              <span className="flex-1 text-left">Search</span>
              <kbd className="rounded border bg-white px-1.5 text-[10px] font-medium text-muted-foreground">Ctrl K</kbd>
            </>
          ) : null}
        </button>
      </WithTooltip>
    );
  return (
    <>
      {trigger}
      <SearchDialog open={open} onOpenChange={setOpen} {...(roomId ? { roomId } : {})} />
    </>
  );
}
