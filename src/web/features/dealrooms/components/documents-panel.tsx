import { format } from "date-fns";
import {
  DownloadIcon,
  EllipsisVerticalIcon,
  EyeIcon,
  FileIcon,
  FilePenLineIcon,
  FileTextIcon,
  FolderIcon,
  FolderPlusIcon,
  LayoutListIcon,
  PenLineIcon,
  PlusIcon,
  RefreshCwIcon,
  Trash2Icon,
  UploadIcon,
} from "lucide-react";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type DocumentDto, UPLOAD_MAX_BYTES, uploadAccept } from "#shared/contract/dealrooms.ts";
import { paths } from "#web/app/paths.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useCreateRichTextDocument } from "#web/features/dealrooms/api/create-document.ts";
import { useApplyFolderTemplate, useCreateFolder } from "#web/features/dealrooms/api/create-folder.ts";
import { useDeleteDocument } from "#web/features/dealrooms/api/delete-document.ts";
import { useDeleteFolder } from "#web/features/dealrooms/api/delete-folder.ts";
import { useRefreshSignature } from "#web/features/dealrooms/api/docusign.ts";
import { useDocumentUrl } from "#web/features/dealrooms/api/document-url.ts";
import { useDocuments } from "#web/features/dealrooms/api/list-documents.ts";
import { useFolders } from "#web/features/dealrooms/api/list-folders.ts";
import { useUploadDocument } from "#web/features/dealrooms/api/upload-document.ts";
import { DocumentViewerDialog } from "#web/features/dealrooms/components/document-viewer-dialog.tsx";
import { SignDialog } from "#web/features/dealrooms/components/sign-dialog.tsx";
import { useSelectedDocument } from "#web/features/dealrooms/hooks/use-selected-document.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { cn } from "#web/lib/utils.ts";

const ALL = "__all__";
const size = (n: number | null) =>
  n === null
    ? ""
    : n < 1024
      ? `${n} B`
      : n < 1024 * 1024
        ? `${Math.round(n / 1024)} KB`
        : `${(n / 1024 / 1024).toFixed(1)} MB`;
const signatureVariant = { completed: "success", declined: "destructive", voided: "destructive" } as const;

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
  const createDoc = useCreateRichTextDocument(dealroomId);
  const createFolder = useCreateFolder(dealroomId);
  const template = useApplyFolderTemplate(dealroomId);
  const deleteFolder = useDeleteFolder(dealroomId);
  const deleteDoc = useDeleteDocument(dealroomId);
  const docUrl = useDocumentUrl(dealroomId);
  const refresh = useRefreshSignature(dealroomId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [folder, setFolder] = useState<string>(ALL);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [viewing, setViewing] = useState<{ doc: DocumentDto; url: string | null } | null>(null);
  const [dialog, setDialog] = useState<"folder" | "document" | null>(null);
  const [newName, setNewName] = useState("");
  const [signing, setSigning] = useState<DocumentDto | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<DocumentDto | null>(null);

  const folderList = folders.data?.items ?? [];
  const docs = documents.data?.items ?? [];
  const visible = useMemo(() => (folder === ALL ? docs : docs.filter((d) => d.folderId === folder)), [docs, folder]);
  const countIn = (id: string) => docs.filter((d) => d.folderId === id).length;
  const targetFolder = folder === ALL ? null : folder;

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
    setViewing({ doc, url: null });
    try {
      const url = await docUrl.mutateAsync({ documentId: doc.id, action: "view", isPublicAccess });
      setViewing({ doc, url });
    } catch {
      setViewing(null);
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

  const submitDialog = async (e: FormEvent) => {
    e.preventDefault();
    const name = newName.trim();
    if (!name) return;
    try {
      if (dialog === "folder") {
        const created = await createFolder.mutateAsync(name);
        setFolder(created.id);
        toast({ title: "Folder created successfully" });
      } else {
        const doc = await createDoc.mutateAsync({ name, folderId: targetFolder });
        navigate(paths.dealroomDocumentEdit(dealroomId, doc.id));
      }
      setDialog(null);
      setNewName("");
    } catch (error) {
      toast({
        title: "Error",
        description: isApiError(error)
          ? error.message
          : dialog === "folder"
            ? "Failed to create folder"
            : "Failed to create document",
        variant: "destructive",
      });
    }
  };

  const folderButton = (id: string, label: string, count: number) => (
    <button
      key={id}
      type="button"
      onClick={() => setFolder(id)}
      aria-current={folder === id ? "true" : undefined}
      className={cn(
        "flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        folder === id && "bg-primary-soft font-medium text-primary",
      )}
    >
      {id === ALL ? (
        <LayoutListIcon aria-hidden className="size-4 shrink-0" />
      ) : (
        <FolderIcon aria-hidden className="size-4 shrink-0" />
      )}
      <span className="min-w-0 flex-1 truncate">{label}</span>
      <span className="text-xs text-muted-foreground">{count}</span>
    </button>
  );

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[220px_minmax(0,1fr)]">
      <aside className="hidden md:block" aria-label="Folders">
        <div className="grid gap-0.5">
          {folderButton(ALL, "All documents", docs.length)}
          {folderList.map((f) => folderButton(f.id, f.name, countIn(f.id)))}
        </div>
        {canEdit ? (
          <div className="mt-3 grid gap-1 border-t pt-3">
            <Button variant="ghost" size="sm" className="justify-start" onClick={() => setDialog("folder")}>
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
            {folder !== ALL ? (
              <Button
                variant="ghost"
                size="sm"
                className="justify-start text-destructive hover:text-destructive"
                onClick={() =>
                  deleteFolder.mutate(folder, {
                    onSuccess: () => setFolder(ALL),
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

      <section className="grid min-w-0 grid-cols-1 content-start gap-3" aria-label="Documents">
        <div className="flex flex-wrap items-center gap-2">
          <div className="w-full md:hidden">
            <Select value={folder} onValueChange={setFolder}>
              <SelectTrigger aria-label="Folder" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All documents ({docs.length})</SelectItem>
                {folderList.map((f) => (
                  <SelectItem key={f.id} value={f.id}>
                    {f.name} ({countIn(f.id)})
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
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
            title={folder === ALL ? "No documents yet" : "This folder is empty"}
            description={
              canEdit
                ? "Upload PDFs and office files, or write a letter of intent right here."
                : "Nothing has been shared here yet."
            }
          />
        ) : (
          <ul className="divide-y rounded-xl border bg-background">
            {visible.map((doc) => (
              <li key={doc.id} className="flex items-center gap-3 px-3 py-2.5 sm:px-4">
                <div className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
                  {doc.kind === "richtext" ? (
                    <FilePenLineIcon aria-hidden className="size-4" />
                  ) : (
                    <FileIcon aria-hidden className="size-4" />
                  )}
                </div>
                <button
                  type="button"
                  onClick={() => void open(doc)}
                  className="min-w-0 flex-1 rounded text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="block truncate text-sm font-medium hover:underline">{doc.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {doc.kind === "richtext" ? "Room document" : size(doc.sizeBytes)} · v{doc.currentVersion} ·{" "}
                    {format(new Date(doc.updatedAt), "MMM d, yyyy")}
                  </span>
                </button>
                {doc.signature ? (
                  <Badge
                    variant={signatureVariant[doc.signature.status as keyof typeof signatureVariant] ?? "warning"}
                    className="hidden capitalize sm:inline-flex"
                  >
                    {doc.signature.status}
                  </Badge>
                ) : null}
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${doc.name}`}>
                      <EllipsisVerticalIcon aria-hidden />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => void open(doc)}>
                      {doc.kind === "richtext" ? <FilePenLineIcon aria-hidden /> : <EyeIcon aria-hidden />}
                      {doc.kind === "richtext" ? (canEdit ? "Edit" : "Open") : "View"}
                    </DropdownMenuItem>
                    {doc.kind === "file" ? (
                      <DropdownMenuItem onSelect={() => void download(doc)}>
                        <DownloadIcon aria-hidden /> Download
                      </DropdownMenuItem>
                    ) : null}
                    {isOwner && docusignConfigured && !doc.signature ? (
                      <DropdownMenuItem onSelect={() => setSigning(doc)}>
                        <PenLineIcon aria-hidden /> Send for signature
                      </DropdownMenuItem>
                    ) : null}
                    {doc.signature && !["completed", "declined", "voided"].includes(doc.signature.status) ? (
                      <DropdownMenuItem
                        onSelect={() =>
                          refresh.mutate(doc.id, {
                            onSuccess: (env) =>
                              toast({ title: "Signature status", description: `Envelope is ${env.status}.` }),
                            onError: (error) =>
                              toast({
                                title: "Error",
                                description: isApiError(error) ? error.message : "Status unavailable",
                                variant: "destructive",
                              }),
                          })
                        }
                      >
                        <RefreshCwIcon aria-hidden /> Check signature status
                      </DropdownMenuItem>
                    ) : null}
                    {canEdit ? (
                      <>
                        <DropdownMenuSeparator />
                        <DropdownMenuItem
                          className="text-destructive focus:text-destructive"
                          onSelect={() => setConfirmDelete(doc)}
                        >
                          <Trash2Icon aria-hidden /> Delete
                        </DropdownMenuItem>
                      </>
                    ) : null}
                  </DropdownMenuContent>
                </DropdownMenu>
              </li>
            ))}
          </ul>
        )}
      </section>

      <DocumentViewerDialog
        doc={viewing?.doc ?? null}
        url={viewing?.url ?? null}
        onDownload={() => viewing && void download(viewing.doc)}
        onOpenChange={(o) => !o && setViewing(null)}
      />
      <SignDialog dealroomId={dealroomId} doc={signing} onOpenChange={(o) => !o && setSigning(null)} />

      <Dialog open={!!dialog} onOpenChange={(o) => !o && setDialog(null)}>
        <DialogContent className="sm:max-w-md">
          <form onSubmit={submitDialog} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{dialog === "folder" ? "Create New Folder" : "New document"}</DialogTitle>
              <DialogDescription>
                {dialog === "folder"
                  ? "Group the room's documents."
                  : "A rich-text document such as a letter of intent or a term sheet."}
              </DialogDescription>
            </DialogHeader>
            <FormField label="Name" required>
              <Input
                autoFocus
                value={newName}
                onChange={(e) => setNewName(e.target.value)}
                maxLength={dialog === "folder" ? 120 : 255}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setDialog(null)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!newName.trim() || createFolder.isPending || createDoc.isPending}>
                Create
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <Dialog open={!!confirmDelete} onOpenChange={(o) => !o && setConfirmDelete(null)}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Delete document</DialogTitle>
            <DialogDescription>
              {confirmDelete?.name} and all its versions will be deleted for everyone in the room. This cannot be
              undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmDelete(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={deleteDoc.isPending}
              onClick={() =>
                confirmDelete &&
                deleteDoc.mutate(confirmDelete.id, {
                  onSuccess: () => {
                    toast({ title: "Document deleted" });
                    setConfirmDelete(null);
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
    </div>
  );
}
