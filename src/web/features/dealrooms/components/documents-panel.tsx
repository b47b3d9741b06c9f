// A deal room's documents: folders, uploads with progress, the list, and opening a document (a file in the
// viewer, a rich-text document in the editor; ?selected= opens one directly).
import { FileTextIcon, FolderPlusIcon, PlusIcon, UploadIcon } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type DocumentDto, UPLOAD_MAX_BYTES, uploadAccept } from "#shared/contract/dealrooms-documents.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useDocumentUrl } from "#web/features/dealrooms/api/document-url.ts";
import { useDocuments } from "#web/features/dealrooms/api/list-documents.ts";
import { useFolders } from "#web/features/dealrooms/api/list-folders.ts";
import { useUploadDocument } from "#web/features/dealrooms/api/upload-document.ts";
import { DocumentViewerDialog } from "#web/features/dealrooms/components/document-viewer-dialog.tsx";
import {
  DeleteRoomDocumentDialog,
  type NewRoomItem,
  NewRoomItemDialog,
} from "#web/features/dealrooms/components/room-document-dialogs.tsx";
import { RoomDocumentRow } from "#web/features/dealrooms/components/room-document-row.tsx";
import { ALL_DOCUMENTS, RoomFolderList, RoomFolderSelect } from "#web/features/dealrooms/components/room-folders.tsx";
import { SignDialog } from "#web/features/dealrooms/components/sign-dialog.tsx";
import { useSelectedDocument } from "#web/features/dealrooms/hooks/use-selected-document.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

export function DocumentsPanel({
  dealroomId,
  canEdit,
  isOwner,
  isPublicAccess,
  docusignConfigured,
}: {
  dealroomId: string;
  canEdit: boolean;
  isOwner: boolean;
  isPublicAccess: boolean;
  docusignConfigured: boolean;
}) {
  const navigate = useNavigate();
  const documents = useDocuments(dealroomId);
  const folders = useFolders(dealroomId);
  const upload = useUploadDocument(dealroomId);
  const docUrl = useDocumentUrl(dealroomId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [folder, setFolder] = useState<string>(ALL_DOCUMENTS);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [viewing, setViewing] = useState<{ doc: DocumentDto; url: string | null } | null>(null);
  // The document whose URL is being fetched: a URL that arrives after the viewer was closed (or another document
  // was opened) must not reopen it.
  const viewingId = useRef<string | null>(null);
  const closeViewer = () => {
    viewingId.current = null;
    setViewing(null);
  };
  const [dialog, setDialog] = useState<NewRoomItem | null>(null);
  const [signing, setSigning] = useState<DocumentDto | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<DocumentDto | null>(null);

  const folderList = folders.data?.items ?? [];
  const docs = documents.data?.items ?? [];
  const visible = useMemo(
    () => (folder === ALL_DOCUMENTS ? docs : docs.filter((d) => d.folderId === folder)),
    [docs, folder],
  );
  const countIn = (id: string) => docs.filter((d) => d.folderId === id).length;
  const targetFolder = folder === ALL_DOCUMENTS ? null : folder;
  const folderChoice = { folders: folderList, folder, onFolder: setFolder, total: docs.length, countIn };

  const onFiles = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      if (file.size > UPLOAD_MAX_BYTES) {
        toast({
          title: "Error",
          description: `${file.name}: File too large (the limit is 10 MB)`,
          variant: "destructive",
        });
        continue;
      }
      setProgress({ name: file.name, percent: 0 });
      try {
        await upload.mutateAsync({
          file,
          folderId: targetFolder,
          onProgress: (percent) => setProgress({ name: file.name, percent }),
        });
        toast({ title: "Upload Successful", description: `${file.name} was added to the room.` });
      } catch (error) {
        toast({
          title: "Error",
          description: isApiError(error) ? `${file.name}: ${error.message}` : "Failed to upload document",
          variant: "destructive",
        });
      }
    }
    setProgress(null);
    if (fileInput.current) fileInput.current.value = "";
  };

  const open = async (doc: DocumentDto) => {
    if (doc.kind === "richtext") {
      navigate(paths.dealroomDocumentEdit(dealroomId, doc.id));
      return;
    }
    viewingId.current = doc.id;
    setViewing({ doc, url: null });
    try {
      const url = await docUrl.mutateAsync({ documentId: doc.id, action: "view", isPublicAccess });
      if (viewingId.current === doc.id) setViewing({ doc, url });
    } catch {
      if (viewingId.current !== doc.id) return;
      closeViewer();
      toast({ title: "Error", description: "The document could not be opened.", variant: "destructive" });
    }
  };

  useSelectedDocument(documents.data?.items, (doc) => void open(doc));

  const download = async (doc: DocumentDto) => {
    try {
      const url = await docUrl.mutateAsync({ documentId: doc.id, action: "download", isPublicAccess });
      window.location.assign(url);
    } catch {
      toast({ title: "Error", description: "The document could not be downloaded.", variant: "destructive" });
    }
  };

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[220px_minmax(0,1fr)]">
      <RoomFolderList
        dealroomId={dealroomId}
        canEdit={canEdit}
        onNewFolder={() => setDialog("folder")}
        {...folderChoice}
      />

      <section className="grid min-w-0 grid-cols-1 content-start gap-3" aria-label="Documents">
        <div className="flex flex-wrap items-center gap-2">
          <RoomFolderSelect {...folderChoice} />
          {canEdit ? (
            <>
              <input
                ref={fileInput}
                type="file"
                multiple
                accept={uploadAccept}
                className="sr-only"
                aria-label="Upload documents"
                data-testid="dealroom-upload-input"
                onChange={(e) => void onFiles(e.target.files)}
              />
              <Button onClick={() => fileInput.current?.click()} disabled={!!progress}>
                <UploadIcon aria-hidden /> Upload
              </Button>
              <Button variant="outline" onClick={() => setDialog("document")}>
                <PlusIcon aria-hidden /> New document
              </Button>
              <Button variant="outline" className="md:hidden" onClick={() => setDialog("folder")}>
                <FolderPlusIcon aria-hidden /> Folder
              </Button>
            </>
          ) : null}
          {canEdit ? (
            <p className="ml-auto text-xs text-muted-foreground">PDF, Word, Excel, PowerPoint · up to 10 MB</p>
          ) : null}
        </div>
        {progress ? (
          <div className="grid gap-1 rounded-md border p-3 text-sm" role="status">
            <span className="truncate">
              Uploading {progress.name}… {progress.percent}%
            </span>
            <Progress value={progress.percent} />
          </div>
        ) : null}

        {documents.isPending ? (
          <div className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : documents.isError ? (
          <p className="text-sm text-destructive">Documents could not be loaded.</p>
        ) : visible.length === 0 ? (
          <EmptyState
            icon={FileTextIcon}
            title={folder === ALL_DOCUMENTS ? "No documents yet" : "This folder is empty"}
            description={
              canEdit
                ? "Upload PDFs and office files, or write a letter of intent right here."
                : "Nothing has been shared here yet."
            }
          />
        ) : (
          <ul className="divide-y rounded-xl border bg-background">
            {visible.map((doc) => (
              <RoomDocumentRow
                key={doc.id}
                dealroomId={dealroomId}
                doc={doc}
                canEdit={canEdit}
                canSend={isOwner && docusignConfigured}
                onOpen={() => void open(doc)}
                onDownload={() => void download(doc)}
                onSign={() => setSigning(doc)}
                onDelete={() => setConfirmDelete(doc)}
              />
            ))}
          </ul>
        )}
      </section>

      <DocumentViewerDialog
        doc={viewing?.doc ?? null}
        url={viewing?.url ?? null}
        onDownload={() => viewing && void download(viewing.doc)}
        onOpenChange={(o) => !o && closeViewer()}
      />
      <SignDialog dealroomId={dealroomId} doc={signing} onOpenChange={(o) => !o && setSigning(null)} />
      <NewRoomItemDialog
        dealroomId={dealroomId}
        kind={dialog}
        folderId={targetFolder}
        onClose={() => setDialog(null)}
        onFolderCreated={setFolder}
      />
      <DeleteRoomDocumentDialog dealroomId={dealroomId} doc={confirmDelete} onClose={() => setConfirmDelete(null)} />
    </div>
  );
}
