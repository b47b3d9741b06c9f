// The deal-room document dialogs: name a new folder or rich-text document, and confirm deleting a document
// (with all its versions, for everyone in the room).
import { type FormEvent, useState } from "react";
import type { DocumentDto } from "#shared/contract/dealrooms-documents.ts";
import { paths } from "#web/app/paths.ts";
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
import { useCreateRichTextDocument } from "#web/features/dealrooms/api/create-document.ts";
import { useCreateFolder } from "#web/features/dealrooms/api/create-folder.ts";
import { useDeleteDocument } from "#web/features/dealrooms/api/delete-document.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useNavigate } from "react-router";

export type NewRoomItem = "folder" | "document";

/** 'Create New Folder' (then shows it) or 'New document' in the chosen folder (then opens the editor). */
export function NewRoomItemDialog({
  dealroomId,
  kind,
  folderId,
  onClose,
  onFolderCreated,
}: {
  dealroomId: string;
  kind: NewRoomItem | null;
  /** Where a new document goes (null: no folder). */
  folderId: string | null;
  onClose: () => void;
  onFolderCreated: (id: string) => void;
}) {
  const navigate = useNavigate();
  const createDoc = useCreateRichTextDocument(dealroomId);
  const createFolder = useCreateFolder(dealroomId);
  const [newName, setNewName] = useState("");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = newName.trim();
    if (!name) return;
    try {
      if (kind === "folder") {
        const created = await createFolder.mutateAsync(name);
        onFolderCreated(created.id);
        toast({ title: "Folder created successfully" });
      } else {
        const doc = await createDoc.mutateAsync({ name, folderId });
        navigate(paths.dealroomDocumentEdit(dealroomId, doc.id));
      }
      onClose();
      setNewName("");
    } catch (error) {
      toast({
        title: "Error",
        description: isApiError(error)
          ? error.message
          : kind === "folder"
            ? "Failed to create folder"
            : "Failed to create document",
        variant: "destructive",
      });
    }
  };

  return (
    <Dialog open={!!kind} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{kind === "folder" ? "Create New Folder" : "New document"}</DialogTitle>
            <DialogDescription>
              {kind === "folder"
                ? "Group the room's documents."
                : "A rich-text document such as a letter of intent or a term sheet."}
            </DialogDescription>
          </DialogHeader>
          <FormField label="Name" required>
            <Input
              autoFocus
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
              maxLength={kind === "folder" ? 120 : 255}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!newName.trim() || createFolder.isPending || createDoc.isPending}>
              Create
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteRoomDocumentDialog({
  dealroomId,
  doc,
  onClose,
}: {
  dealroomId: string;
  doc: DocumentDto | null;
  onClose: () => void;
}) {
  const deleteDoc = useDeleteDocument(dealroomId);
  return (
    <Dialog open={!!doc} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Delete document</DialogTitle>
          <DialogDescription>
            {doc?.name} and all its versions will be deleted for everyone in the room. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={deleteDoc.isPending}
            onClick={() =>
              doc &&
              deleteDoc.mutate(doc.id, {
                onSuccess: () => {
                  toast({ title: "Document deleted" });
                  onClose();
                },
                onError: () =>
                  toast({
                    title: "Error",
                    description: "The document could not be deleted.",
                    variant: "destructive",
                  }),
              })
            }
          >
            {deleteDoc.isPending ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
