import { FolderPlusIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useFolders } from "#web/features/documents/api/list-folders.ts";
import { CreateFolderDialog } from "#web/features/documents/components/create-folder-dialog.tsx";
import { FolderTree } from "#web/features/documents/components/folder-tree.tsx";

/** Destination folder for an upload: the tree with its 'Home' root and a 'New Folder' button (§2). */
export function FolderPicker({
  value,
  onChange,
  disabled,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  disabled?: boolean;
}) {
  const folders = useFolders();
  const [creating, setCreating] = useState(false);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <Label>Folder</Label>
        <Button variant="ghost" size="sm" disabled={disabled} onClick={() => setCreating(true)}>
          <FolderPlusIcon aria-hidden /> New Folder
        </Button>
      </div>
      <div className="max-h-48 overflow-y-auto rounded-lg border p-1.5">
        {folders.isPending ? (
          <div className="grid gap-1.5 p-1">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-6 w-1/2" />
          </div>
        ) : (
          <FolderTree label="Destination folder" folders={folders.data ?? []} selectedId={value} onSelect={onChange} />
        )}
      </div>
      <CreateFolderDialog
        open={creating}
        onOpenChange={setCreating}
        parentFolderId={value}
        onCreated={(folder) => onChange(folder.id)}
      />
    </div>
  );
}
