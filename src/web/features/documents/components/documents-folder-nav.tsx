// The folder navigation of Doc Insights: the tree and 'Shared with me', in a side card on wider screens and in
// a sheet on a phone.
import { UsersIcon } from "lucide-react";
import type { FolderDto } from "#shared/contract/documents.ts";
import { Card } from "#web/components/ui/card.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { FolderTree } from "#web/features/documents/components/folder-tree.tsx";
import { cn } from "#web/lib/utils.ts";

type NavProps = {
  folders: FolderDto[];
  folderId: string | null;
  shared: boolean;
  onFolder: (id: string | null) => void;
  onShared: () => void;
};

function FolderNav({ folders, folderId, shared, onFolder, onShared }: NavProps) {
  return (
    <div className="grid gap-3">
      <FolderTree folders={folders} selectedId={shared ? "__shared__" : folderId} onSelect={onFolder} />
      <div className="border-t pt-2">
        <button
          type="button"
          onClick={onShared}
          className={cn(
            "flex h-8 w-full items-center gap-2 rounded-md px-2 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
            shared && "bg-primary-soft font-medium text-primary",
          )}
          aria-current={shared ? "page" : undefined}
        >
          <UsersIcon aria-hidden className="size-4" /> Shared with me
        </button>
      </div>
    </div>
  );
}

export function FolderSidebar({ loading, ...nav }: NavProps & { loading: boolean }) {
  return (
    <aside aria-label="Folders">
      <Card className="sticky top-4 p-2">
        <p className="px-2 pt-1 pb-2 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">
          Folders
        </p>
        {loading ? (
          <div className="grid gap-2 p-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : (
          <FolderNav {...nav} />
        )}
      </Card>
    </aside>
  );
}

export function FolderSheet({
  open,
  onOpenChange,
  ...nav
}: NavProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="gap-0 p-0">
        <SheetHeader className="border-b">
          <SheetTitle>Folders</SheetTitle>
          <SheetDescription className="sr-only">Choose a folder to open</SheetDescription>
        </SheetHeader>
        <div className="overflow-y-auto p-2">
          <FolderNav {...nav} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
