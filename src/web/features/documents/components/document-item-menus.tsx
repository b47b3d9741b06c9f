// The "…" menus of a document row and a folder card. They only say what the user picked; the page runs the
// chosen action through its dialogs (document-item-dialogs.tsx).
import { FileTextIcon, FolderIcon, FolderInputIcon, MoreHorizontalIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type { DocumentListItem, FolderDto } from "#shared/contract/documents.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";

/** An action waiting for its dialog: rename, move or delete of a document or a folder. */
export type PendingItemAction =
  | { kind: "rename-doc"; doc: DocumentListItem }
  | { kind: "move-doc"; doc: DocumentListItem }
  | { kind: "delete-doc"; doc: DocumentListItem }
  | { kind: "rename-folder"; folder: FolderDto }
  | { kind: "move-folder"; folder: FolderDto }
  | { kind: "delete-folder"; folder: FolderDto };

export function DocumentActions({
  doc,
  onOpen,
  onPending,
}: {
  doc: DocumentListItem;
  onOpen: (doc: DocumentListItem) => void;
  onPending: (p: PendingItemAction) => void;
}) {
  const owner = doc.accessLevel === "owner";
  const editor = owner || doc.accessLevel === "editor";
  return (
    <div className="flex justify-end">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${doc.title}`}>
            <MoreHorizontalIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onOpen(doc)}>
            <FileTextIcon aria-hidden /> Open
          </DropdownMenuItem>
          {editor ? (
            <DropdownMenuItem onSelect={() => onPending({ kind: "rename-doc", doc })}>
              <PencilIcon aria-hidden /> Rename
            </DropdownMenuItem>
          ) : null}
          {owner ? (
            <>
              <DropdownMenuItem onSelect={() => onPending({ kind: "move-doc", doc })}>
                <FolderInputIcon aria-hidden /> Move to folder
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => onPending({ kind: "delete-doc", doc })}>
                <Trash2Icon aria-hidden /> Delete
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

export function FolderCard({
  folder,
  onOpen,
  onPending,
}: {
  folder: FolderDto;
  onOpen: () => void;
  onPending: (p: PendingItemAction) => void;
}) {
  return (
    <div className="group flex items-center gap-1 rounded-lg border bg-background pr-1 transition-colors hover:border-primary/40 hover:bg-primary-soft/40">
      <button
        type="button"
        onClick={onOpen}
        className="flex min-w-0 flex-1 items-center gap-2.5 rounded-lg px-3 py-2.5 text-left text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <FolderIcon aria-hidden className="size-5 shrink-0 fill-amber-100 text-amber-500" />
        <span className="truncate">{folder.name}</span>
      </button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for folder ${folder.name}`}>
            <MoreHorizontalIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onPending({ kind: "rename-folder", folder })}>
            <PencilIcon aria-hidden /> Rename
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onPending({ kind: "move-folder", folder })}>
            <FolderInputIcon aria-hidden /> Move to folder
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => onPending({ kind: "delete-folder", folder })}>
            <Trash2Icon aria-hidden /> Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
