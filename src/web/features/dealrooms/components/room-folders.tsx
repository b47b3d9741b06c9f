// A deal room's folders: the side list with counts and, for editors, New folder, the Real Estate Transaction
// template and Delete folder; on a phone a select in their place.
import { FolderIcon, FolderPlusIcon, LayoutListIcon, Trash2Icon } from "lucide-react";
import type { FolderDto } from "#shared/contract/dealrooms-documents.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useApplyFolderTemplate } from "#web/features/dealrooms/api/create-folder.ts";
import { useDeleteFolder } from "#web/features/dealrooms/api/delete-folder.ts";
import { toast } from "#web/lib/toast.ts";
import { cn } from "#web/lib/utils.ts";

/** The pseudo-folder of every document in the room. */
export const ALL_DOCUMENTS = "__all__";

type FolderChoice = {
  folders: FolderDto[];
  /** The chosen folder's id, or ALL_DOCUMENTS. */
  folder: string;
  onFolder: (id: string) => void;
  total: number;
  countIn: (folderId: string) => number;
};

export function RoomFolderList({
  dealroomId,
  canEdit,
  onNewFolder,
  folders,
  folder,
  onFolder,
  total,
  countIn,
}: FolderChoice & { dealroomId: string; canEdit: boolean; onNewFolder: () => void }) {
  const template = useApplyFolderTemplate(dealroomId);
  const deleteFolder = useDeleteFolder(dealroomId);

  const folderButton = (id: string, label: string, count: number) => (
    <button
      key={id}
      type="button"
      onClick={() => onFolder(id)}
      aria-current={folder === id ? "true" : undefined}
      className={cn(
        "flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        folder === id && "bg-primary-soft font-medium text-primary",
      )}
    >
      {id === ALL_DOCUMENTS ? (
        <LayoutListIcon aria-hidden className="size-4 shrink-0" />
      ) : (
        <FolderIcon aria-hidden className="size-4 shrink-0" />
      )}
      <span className="min-w-0 flex-1 truncate">{label}</span>
      <span className="text-xs text-muted-foreground">{count}</span>
    </button>
  );

  return (
    <aside className="hidden md:block" aria-label="Folders">
      <div className="grid gap-0.5">
        {folderButton(ALL_DOCUMENTS, "All documents", total)}
        {folders.map((f) => folderButton(f.id, f.name, countIn(f.id)))}
      </div>
      {canEdit ? (
        <div className="mt-3 grid gap-1 border-t pt-3">
          <Button variant="ghost" size="sm" className="justify-start" onClick={onNewFolder}>
            <FolderPlusIcon aria-hidden /> New folder
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="justify-start"
            disabled={template.isPending}
            onClick={() =>
              template.mutate(undefined, {
                onSuccess: () =>
                  toast({ title: "Folders added", description: "Real Estate Transaction template applied." }),
                onError: () =>
                  toast({ title: "Error", description: "Failed to create folder", variant: "destructive" }),
              })
            }
          >
            <LayoutListIcon aria-hidden /> Real Estate Transaction folders
          </Button>
          {folder !== ALL_DOCUMENTS ? (
            <Button
              variant="ghost"
              size="sm"
              className="justify-start text-destructive hover:text-destructive"
              onClick={() =>
                deleteFolder.mutate(folder, {
                  onSuccess: () => onFolder(ALL_DOCUMENTS),
                  onError: () =>
                    toast({
                      title: "Error",
                      description: "The folder could not be deleted.",
                      variant: "destructive",
                    }),
                })
              }
            >
              <Trash2Icon aria-hidden /> Delete folder
            </Button>
          ) : null}
        </div>
      ) : null}
    </aside>
  );
}

export function RoomFolderSelect({ folders, folder, onFolder, total, countIn }: FolderChoice) {
  return (
    <div className="w-full md:hidden">
      <Select value={folder} onValueChange={onFolder}>
        <SelectTrigger aria-label="Folder" className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_DOCUMENTS}>All documents ({total})</SelectItem>
          {folders.map((f) => (
            <SelectItem key={f.id} value={f.id}>
              {f.name} ({countIn(f.id)})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
