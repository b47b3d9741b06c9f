import { type FormEvent, useEffect, useState } from "react";
import { documentTexts, type FolderDto } from "#shared/contract/documents.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useCreateFolder } from "#web/features/documents/api/create-folder.ts";
import { useFolders } from "#web/features/documents/api/list-folders.ts";
import { FolderTree } from "#web/features/documents/components/folder-tree.tsx";
import { toast } from "#web/lib/toast.ts";

/** 'Create New Folder': Folder Name, a Location tree (Home root), Cancel / Create Folder (§2). */
export function CreateFolderDialog({
  open,
  onOpenChange,
  parentFolderId,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  parentFolderId: string | null;
  onCreated?: (folder: FolderDto) => void;
}) {
  const folders = useFolders({ enabled: open });
  const create = useCreateFolder();
  const [name, setName] = useState("");
  const [location, setLocation] = useState<string | null>(parentFolderId);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (open) {
      setName("");
      setError(undefined);
      setLocation(parentFolderId);
    }
  }, [open, parentFolderId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The create dialog can sit inside another form (the upload panel): keep the submit to ourselves.
    event.stopPropagation();
    if (!name.trim()) {
      setError(documentTexts.enterFolderName);
      return;
    }
    try {
      const folder = await create.mutateAsync({ name: name.trim(), parentFolderId: location });
      toast({ title: documentTexts.folderCreated });
      onCreated?.(folder);
      onOpenChange(false);
    } catch {
      toast({ title: documentTexts.folderFailed, variant: "destructive" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Create New Folder</DialogTitle>
            <DialogDescription>Organise leases and memoranda in folders.</DialogDescription>
          </DialogHeader>
          <FormField label="Folder Name" error={error} required>
            <Input
              autoFocus
              value={name}
              maxLength={200}
              placeholder="e.g. Downtown portfolio"
              onChange={(e) => {
                setName(e.target.value);
                if (error) setError(undefined);
              }}
            />
          </FormField>
          <div className="grid gap-2">
            <Label id="folder-location-label">Location</Label>
            <div className="max-h-56 overflow-y-auto rounded-lg border p-1.5">
              <FolderTree label="Location" folders={folders.data ?? []} selectedId={location} onSelect={setLocation} />
            </div>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create Folder"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
