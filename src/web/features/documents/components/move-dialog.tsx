import { useEffect, useMemo, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { useFolders } from "#web/features/documents/api/list-folders.ts";
import { FolderTree, type TreeFolder } from "#web/features/documents/components/folder-tree.tsx";

/** Ids of a folder and all its descendants: a folder cannot move into itself or below itself. */
export function descendantsOf(folders: TreeFolder[], id: string): Set<string> {
  const result = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders)
      if (f.parentFolderId && result.has(f.parentFolderId) && !result.has(f.id)) {
        result.add(f.id);
        grew = true;
      }
  }
  return result;
}

export function MoveDialog({
  open,
  onOpenChange,
  itemName,
  currentFolderId,
  movingFolderId,
  pending,
  onMove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemName: string;
  currentFolderId: string | null;
  /** Set when the item moved is itself a folder. */
  movingFolderId?: string;
  pending: boolean;
  onMove: (folderId: string | null) => void;
}) {
  const folders = useFolders({ enabled: open });
  const [target, setTarget] = useState<string | null>(currentFolderId);
  useEffect(() => {
    if (open) setTarget(currentFolderId);
  }, [open, currentFolderId]);
  const disabled = useMemo(
    () => (movingFolderId ? descendantsOf(folders.data ?? [], movingFolderId) : undefined),
    [folders.data, movingFolderId],
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Move to folder</DialogTitle>
          <DialogDescription className="truncate">Choose where “{itemName}” should live.</DialogDescription>
        </DialogHeader>
        <div className="max-h-72 overflow-y-auto rounded-lg border p-1.5">
          <FolderTree
            label="Destination folder"
            folders={folders.data ?? []}
            selectedId={target}
            onSelect={setTarget}
            disabledIds={disabled}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={pending || target === currentFolderId} onClick={() => onMove(target)}>
            {pending ? "Moving..." : "Move here"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
