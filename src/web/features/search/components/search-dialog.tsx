// Global search dialog (spec shell §2.6): type to search, coloured type badges, Enter or click opens.
import { Command } from "cmdk";
import { SearchIcon } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { useNavigate } from "react-router";
import type { SearchResultDto } from "#shared/contract/search.ts";
import type { SearchResultType } from "#shared/rules/search.ts";
import { paths } from "#web/app/paths.ts";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog.tsx";
import { useRoomDocumentSearch } from "#web/features/dealrooms/api/search-room-documents.ts";
import { useGlobalSearch } from "#web/features/search/api/global-search.ts";
import { cn } from "#web/lib/utils.ts";

const typeStyles: Record<SearchResultType, { label: string; className: string }> = {
  lease: { label: "Lease", className: "bg-teal-50 text-teal-800" },
  offering_memorandum: { label: "Memorandum", className: "bg-cyan-50 text-cyan-800" },
  document: { label: "Document", className: "bg-slate-100 text-slate-700" },
  person: { label: "Person", className: "bg-violet-50 text-violet-800" },
  company: { label: "Company", className: "bg-amber-50 text-amber-800" },
  dealroom: { label: "Deal Room", className: "bg-emerald-50 text-emerald-800" },
  project: { label: "Project", className: "bg-blue-50 text-blue-800" },
  property: { label: "Property", className: "bg-orange-50 text-orange-800" },
  task: { label: "Task", className: "bg-rose-50 text-rose-800" },
  survey: { label: "Survey", className: "bg-fuchsia-50 text-fuchsia-800" },
};

/** Where a result opens (§2.2; selected={id} where the spec says so, and for a room's document). */
export function resultPath(result: SearchResultDto): string | null {
  switch (result.type) {
    case "lease":
      return paths.lease(result.id);
    case "offering_memorandum":
      return paths.offeringMemorandum(result.id);
    case "person":
      return paths.person(result.id);
    case "company":
      return paths.company(result.id);
    case "dealroom":
      return paths.dealroom(result.id);
    case "document":
      return result.parentId ? paths.dealroom(result.parentId, result.id) : null;
    case "property":
      return paths.properties(result.id);
    case "project":
      return paths.projects(result.id);
    case "survey":
      return paths.surveys(result.id);
    case "task":
      return paths.tasks(result.id);
  }
}

/**
 * `roomId`: search only that deal room's documents — what a guest of the room has instead of global search,
 * which a guest session may not use (decision 0036).
 */
export function SearchDialog({
  open,
  onOpenChange,
  roomId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roomId?: string;
}) {
  const [text, setText] = useState("");
  const q = useDeferredValue(text.trim());
  const global = useGlobalSearch(open && !roomId ? q : "");
  const room = useRoomDocumentSearch(roomId ?? "", open && roomId ? q : "", !!roomId);
  const results = roomId ? room : global;
  const navigate = useNavigate();

  const handleOpenChange = (next: boolean) => {
    if (!next) setText("");
    onOpenChange(next);
  };

  const items = q ? (results.data?.items ?? []) : [];
  const searching = !!q && (results.isFetching || q !== text.trim());
  const itemValue = (result: SearchResultDto) => `${result.type}:${result.id}`;
  // Results arrive after typing: keep the first one highlighted so Enter opens it.
  const [active, setActive] = useState("");
  const firstValue = items[0] ? itemValue(items[0]) : "";
  const activeValue = items.some((r) => itemValue(r) === active) ? active : firstValue;

  const choose = (result: SearchResultDto) => {
    const path = resultPath(result);
    handleOpenChange(false);
    if (path) navigate(path);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent showClose={false} className="top-[15%] max-w-xl translate-y-0 gap-0 overflow-hidden p-0">
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">
          {roomId
            ? "Find documents in this deal room"
            : "Find leases, memoranda, documents, contacts, companies, projects, properties, tasks, deal rooms and surveys"}
        </DialogDescription>
        <Command
          shouldFilter={false}
          label="Search"
          value={activeValue}
          onValueChange={setActive}
          className="flex flex-col"
        >
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <Command.Input
              value={text}
              onValueChange={setText}
              placeholder={
                roomId
                  ? "Search this deal room's documents..."
                  : "Search projects, companies, properties, dealrooms, contacts..."
              }
              className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <Command.List className="max-h-80 overflow-y-auto p-2">
            {searching && items.length === 0 ? (
              <Command.Loading>
                <p className="px-2 py-6 text-center text-sm text-muted-foreground">Searching...</p>
              </Command.Loading>
            ) : null}
            {q && !searching && items.length === 0 ? (
              <p className="px-2 py-6 text-center text-sm text-muted-foreground">No results found</p>
            ) : null}
            {items.map((result) => {
              const style = typeStyles[result.type];
              return (
                <Command.Item
                  key={itemValue(result)}
                  value={itemValue(result)}
                  onSelect={() => choose(result)}
                  className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm data-[selected=true]:bg-accent"
                >
                  <span className={cn("shrink-0 rounded px-1.5 py-0.5 text-xs font-medium", style.className)}>
                    {style.label}
                  </span>
                  <span className="truncate">{result.title}</span>
                </Command.Item>
              );
            })}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
