// The dialogs behind the document and folder menus: rename, move, and the confirmation before a delete. Each
// runs its mutation, toasts the outcome and closes on success; a refusal keeps the dialog open with the reason.
import { documentTexts } from "#shared/contract/documents.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#web/components/ui/alert-dialog.tsx";
import { useDeleteDocument } from "#web/features/documents/api/delete-document.ts";
import { useDeleteFolder } from "#web/features/documents/api/delete-folder.ts";
import { useUpdateDocument } from "#web/features/documents/api/update-document.ts";
import { useUpdateFolder } from "#web/features/documents/api/update-folder.ts";
import type { PendingItemAction } from "#web/features/documents/components/document-item-menus.tsx";
import { MoveDialog } from "#web/features/documents/components/move-dialog.tsx";
import { RenameDialog } from "#web/features/documents/components/rename-dialog.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

export function DocumentItemDialogs({
  pending,
  onDone,
  currentFolderId,
  onFolderGone,
}: {
  pending: PendingItemAction | null;
  /** Closes the dialog (after success or on cancel). */
  onDone: () => void;
  /** The folder the page shows: deleting it sends the user to its parent. */
  currentFolderId: string | null;
  onFolderGone: (parentFolderId: string | null) => void;
}) {
  const updateDoc = useUpdateDocument();
  const deleteDoc = useDeleteDocument();
  const updateFolder = useUpdateFolder();
  const deleteFolder = useDeleteFolder();

  const runMutation = async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await action();
      toast({ title: success });
      onDone();
    } catch (error) {
      toast({
        title: failure,
        description: isApiError(error) && error.status < 500 ? error.message : "Please try again.",
        variant: "destructive",
      });
    }
  };
  const close = (open: boolean) => !open && onDone();

  return (
    <>
      <RenameDialog
        open={pending?.kind === "rename-doc" || pending?.kind === "rename-folder"}
        onOpenChange={close}
        title={pending?.kind === "rename-folder" ? "Rename folder" : "Rename document"}
        label={pending?.kind === "rename-folder" ? "Folder Name" : "Title"}
        emptyMessage={pending?.kind === "rename-folder" ? documentTexts.enterFolderName : documentTexts.enterTitle}
        initial={
          pending?.kind === "rename-doc"
            ? pending.doc.title
            : pending?.kind === "rename-folder"
              ? pending.folder.name
              : ""
        }
        pending={updateDoc.isPending || updateFolder.isPending}
        onSubmit={(value) => {
          if (pending?.kind === "rename-doc")
            void runMutation(
              () => updateDoc.mutateAsync({ type: pending.doc.type, id: pending.doc.id, title: value }),
              "Document renamed",
              "Could not rename the document",
            );
          if (pending?.kind === "rename-folder")
            void runMutation(
              () => updateFolder.mutateAsync({ id: pending.folder.id, name: value }),
              "Folder renamed",
              "Could not rename the folder",
            );
        }}
      />
      <MoveDialog
        open={pending?.kind === "move-doc" || pending?.kind === "move-folder"}
        onOpenChange={close}
        itemName={
          pending?.kind === "move-doc" ? pending.doc.title : pending?.kind === "move-folder" ? pending.folder.name : ""
        }
        currentFolderId={
          pending?.kind === "move-doc"
            ? pending.doc.folderId
            : pending?.kind === "move-folder"
              ? pending.folder.parentFolderId
              : null
        }
        movingFolderId={pending?.kind === "move-folder" ? pending.folder.id : undefined}
        pending={updateDoc.isPending || updateFolder.isPending}
        onMove={(target) => {
          if (pending?.kind === "move-doc")
            void runMutation(
              () => updateDoc.mutateAsync({ type: pending.doc.type, id: pending.doc.id, folderId: target }),
              "Document moved",
              "Could not move the document",
            );
          if (pending?.kind === "move-folder")
            void runMutation(
              () => updateFolder.mutateAsync({ id: pending.folder.id, parentFolderId: target }),
              "Folder moved",
              "Could not move the folder",
            );
        }}
      />
      <AlertDialog open={pending?.kind === "delete-doc" || pending?.kind === "delete-folder"} onOpenChange={close}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {pending?.kind === "delete-folder" ? "Delete this folder?" : "Delete this document?"}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {pending?.kind === "delete-doc"
                ? `“${pending.doc.title}”, its PDF, abstract, chat and sharing are removed for good. This cannot be undone.`
                : pending?.kind === "delete-folder"
                  ? `“${pending.folder.name}” is removed. Only empty folders can be deleted.`
                  : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={(e) => {
                e.preventDefault();
                if (pending?.kind === "delete-doc")
                  void runMutation(
                    () => deleteDoc.mutateAsync({ type: pending.doc.type, id: pending.doc.id }),
                    "Document deleted",
                    "Could not delete the document",
                  );
                if (pending?.kind === "delete-folder") {
                  const folder = pending.folder;
                  void runMutation(
                    async () => {
                      await deleteFolder.mutateAsync(folder.id);
                      if (currentFolderId === folder.id) onFolderGone(folder.parentFolderId);
                    },
                    "Folder deleted",
                    "Could not delete the folder",
                  );
                }
              }}
            >
              {deleteDoc.isPending || deleteFolder.isPending ? "Deleting..." : "Delete"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
