import { useQueryClient } from "@tanstack/react-query";
import {
  ArrowDownIcon,
  ArrowUpIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  FileSignatureIcon,
  FileTextIcon,
  FolderIcon,
  FolderInputIcon,
  FolderOpenIcon,
  FolderPlusIcon,
  HomeIcon,
  MoreHorizontalIcon,
  PencilIcon,
  SearchIcon,
  Trash2Icon,
  UploadIcon,
  UsersIcon,
  BarChart3Icon,
} from "lucide-react";
import { type ReactNode, useDeferredValue, useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { type DocumentListItem, type DocumentSort, documentTexts, type FolderDto } from "#shared/contract/documents.ts";
import { paths } from "#web/app/paths.ts";
import { useUpgradeDialog } from "#web/app/shell/upgrade-dialog.tsx";
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
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { DataTable, type DataTableColumn, dataTableColumns } from "#web/components/ui/data-table.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { PageContainer } from "#web/components/ui/page-header.tsx";
import { Pagination } from "#web/components/ui/pagination.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useDeleteDocument } from "#web/features/documents/api/delete-document.ts";
import { useDeleteFolder } from "#web/features/documents/api/delete-folder.ts";
import { leaseQueryOptions } from "#web/features/documents/api/get-lease.ts";
import { memorandumQueryOptions } from "#web/features/documents/api/get-offering-memorandum.ts";
import { useDocuments } from "#web/features/documents/api/list-documents.ts";
import { useFolders } from "#web/features/documents/api/list-folders.ts";
import { useUpdateDocument } from "#web/features/documents/api/update-document.ts";
import { useUpdateFolder } from "#web/features/documents/api/update-folder.ts";
import { CreateFolderDialog } from "#web/features/documents/components/create-folder-dialog.tsx";
import { DocumentStatusBadge, DocumentTypeBadge } from "#web/features/documents/components/document-status.tsx";
import {
  DocumentUploadFlow,
  type UploadFlowMode,
  useCanUseLeases,
} from "#web/features/documents/components/document-upload-flow.tsx";
import { FolderTree, folderPath } from "#web/features/documents/components/folder-tree.tsx";
import { MoveDialog } from "#web/features/documents/components/move-dialog.tsx";
import { RenameDialog } from "#web/features/documents/components/rename-dialog.tsx";
import { formatBytes, formatDate } from "#web/features/documents/lib/format.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useIsMobile } from "#web/lib/use-media-query.ts";
import { cn } from "#web/lib/utils.ts";

const PAGE_SIZE = 20;

const sortOptions: { value: DocumentSort; label: string }[] = [
  { value: "-uploaded", label: "Newest first" },
  { value: "uploaded", label: "Oldest first" },
  { value: "title", label: "Title A–Z" },
  { value: "-title", label: "Title Z–A" },
  { value: "-size", label: "Largest first" },
  { value: "size", label: "Smallest first" },
  { value: "status", label: "Status" },
  { value: "type", label: "Type" },
];

type Pending =
  | { kind: "rename-doc"; doc: DocumentListItem }
  | { kind: "move-doc"; doc: DocumentListItem }
  | { kind: "delete-doc"; doc: DocumentListItem }
  | { kind: "rename-folder"; folder: FolderDto }
  | { kind: "move-folder"; folder: FolderDto }
  | { kind: "delete-folder"; folder: FolderDto };

/** Doc Insights: /documents (Home), /folder/{id}, ?view=shared for 'Shared with me', ?selected={id}. */
export function DocumentsPage() {
  const { id: routeFolderId } = useParams();
  const folderId = routeFolderId ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const shared = searchParams.get("view") === "shared";
  const selected = searchParams.get("selected");
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const { openUpgrade } = useUpgradeDialog();
  const canUseLeases = useCanUseLeases();

  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const [sort, setSort] = useState<DocumentSort>("-uploaded");
  const [uploadMode, setUploadMode] = useState<UploadFlowMode>(null);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [foldersOpen, setFoldersOpen] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new place starts at page 1 with no search
  useEffect(() => {
    setPage(1);
    setSearch("");
  }, [folderId, shared]);

  const folders = useFolders();
  const allFolders = folders.data ?? [];
  const current = folderId ? allFolders.find((f) => f.id === folderId) : undefined;
  const crumbs = folderPath(allFolders, folderId);
  const subfolders = shared || q ? [] : allFolders.filter((f) => f.parentFolderId === folderId);
  const unknownFolder = !!folderId && folders.isSuccess && !current;

  const scope = shared ? "shared" : q ? "all" : "folder";
  const documents = useDocuments({
    scope,
    folderId: scope === "folder" ? (folderId ?? undefined) : undefined,
    q: q || undefined,
    sort,
    page,
    pageSize: PAGE_SIZE,
  });

  const updateDoc = useUpdateDocument();
  const deleteDoc = useDeleteDocument();
  const updateFolder = useUpdateFolder();
  const deleteFolder = useDeleteFolder();

  const open = (doc: Pick<DocumentListItem, "id" | "type">) => {
    if (doc.type === "lease") {
      if (!canUseLeases) {
        openUpgrade();
        return;
      }
      navigate(paths.lease(doc.id));
    } else navigate(paths.offeringMemorandum(doc.id));
  };

  // ?selected={id} opens that record (§2.2); its type is found by asking for a lease, then a memorandum.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per selected id
  useEffect(() => {
    if (!selected) return;
    let cancelled = false;
    const clear = () => {
      const next = new URLSearchParams(searchParams);
      next.delete("selected");
      setSearchParams(next, { replace: true });
    };
    (async () => {
      const listed = documents.data?.items.find((d) => d.id === selected);
      if (listed) return open(listed);
      try {
        await queryClient.fetchQuery(memorandumQueryOptions(selected));
        if (!cancelled) navigate(paths.offeringMemorandum(selected), { replace: true });
      } catch {
        try {
          await queryClient.fetchQuery(leaseQueryOptions(selected));
          if (!cancelled) navigate(paths.lease(selected), { replace: true });
        } catch (error) {
          if (cancelled) return;
          if (isApiError(error) && error.code === "FEATURE_REQUIRED") openUpgrade();
          else
            toast({ title: "Document not found", description: "It may have been deleted or is not shared with you." });
          clear();
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [selected]);

  const goToFolder = (id: string | null) => {
    setFoldersOpen(false);
    navigate(id ? paths.folder(id) : paths.documents());
  };

  const toggleSort = (column: "title" | "uploaded" | "size" | "status" | "type") =>
    setSort((s) => (s === column ? (`-${column}` as DocumentSort) : (column as DocumentSort)));

  // biome-ignore lint/correctness/useExhaustiveDependencies: open/toggleSort only read these inputs
  const columns = useMemo<DataTableColumn<DocumentListItem>[]>(() => {
    const col = dataTableColumns<DocumentListItem>();
    const header = (label: string, column: "title" | "uploaded" | "size" | "status" | "type") => () => (
      <SortHeader
        label={label}
        active={sort.replace("-", "") === column}
        descending={sort.startsWith("-")}
        onClick={() => toggleSort(column)}
      />
    );
    return [
      col.accessor("title", {
        header: header("Title", "title"),
        size: 240,
        cell: ({ row }) => {
          const doc = row.original;
          const Icon = doc.type === "lease" ? FileSignatureIcon : BarChart3Icon;
          return (
            <Link
              to={doc.type === "lease" ? paths.lease(doc.id) : paths.offeringMemorandum(doc.id)}
              onClick={(e) => {
                if (doc.type === "lease" && !canUseLeases) {
                  e.preventDefault();
                  openUpgrade();
                }
              }}
              className="flex min-w-0 items-center gap-2.5 rounded-sm font-medium outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-600">
                <Icon aria-hidden className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="block truncate">{doc.title}</span>
                {shared ? (
                  <span className="block truncate text-xs font-normal text-muted-foreground">
                    Shared by {doc.owner.name || doc.owner.email}
                  </span>
                ) : null}
              </span>
            </Link>
          );
        },
      }),
      col.accessor("type", {
        header: header("Type", "type"),
        size: 100,
        cell: ({ row }) => <DocumentTypeBadge type={row.original.type} />,
      }),
      col.accessor("status", {
        header: header("Status", "status"),
        size: 120,
        cell: ({ row }) => (
          <DocumentStatusBadge
            status={row.original.status}
            startedAt={row.original.createdAt}
            errorReason={row.original.errorReason}
          />
        ),
      }),
      col.accessor("createdAt", {
        header: header("Uploaded", "uploaded"),
        size: 122,
        cell: ({ row }) => <span className="text-muted-foreground">{formatDate(row.original.createdAt)}</span>,
      }),
      col.accessor("fileSize", {
        header: header("Size", "size"),
        size: 100,
        cell: ({ row }) => (
          <span className="text-muted-foreground tabular-nums">{formatBytes(row.original.fileSize)}</span>
        ),
      }),
      col.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        size: 48,
        minSize: 48,
        enableResizing: false,
        cell: ({ row }) => <DocumentActions doc={row.original} onOpen={open} onPending={setPending} />,
      }),
    ];
  }, [sort, shared, canUseLeases]);

  const heading = shared ? "Shared with me" : current ? current.name : "Doc Insights";
  const items = documents.data?.items ?? [];
  const total = documents.data?.total ?? 0;

  const runMutation = async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await action();
      toast({ title: success });
      setPending(null);
    } catch (error) {
      toast({
        title: failure,
        description: isApiError(error) && error.status < 500 ? error.message : "Please try again.",
        variant: "destructive",
      });
    }
  };

  const sidebarTree = (
    <div className="grid gap-3">
      <FolderTree folders={allFolders} selectedId={shared ? "__shared__" : folderId} onSelect={goToFolder} />
      <div className="border-t pt-2">
        <button
          type="button"
          onClick={() => {
            setFoldersOpen(false);
            navigate(`${paths.documents()}?view=shared`);
          }}
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

  return (
    <PageContainer className="max-w-7xl">
      <div className="mb-5 grid gap-3 md:mb-6">
        <nav
          aria-label="Breadcrumb"
          className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-muted-foreground"
        >
          <Link to={paths.documents()} className="flex items-center gap-1 rounded-sm hover:text-foreground">
            <HomeIcon aria-hidden className="size-3.5" /> Home
          </Link>
          {shared ? (
            <>
              <ChevronRightIcon aria-hidden className="size-3.5" />
              <span className="text-foreground">Shared with me</span>
            </>
          ) : (
            crumbs.map((crumb, i) => (
              <span key={crumb.id} className="flex min-w-0 items-center gap-1">
                <ChevronRightIcon aria-hidden className="size-3.5 shrink-0" />
                {i === crumbs.length - 1 ? (
                  <span aria-current="page" className="truncate text-foreground">
                    {crumb.name}
                  </span>
                ) : (
                  <Link to={paths.folder(crumb.id)} className="truncate rounded-sm hover:text-foreground">
                    {crumb.name}
                  </Link>
                )}
              </span>
            ))
          )}
        </nav>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">{heading}</h1>
            <p className="text-sm text-muted-foreground">
              {shared
                ? "Leases and memoranda other people shared with you."
                : "Upload leases and offering memoranda; we abstract them with citations to the page."}
            </p>
          </div>
          <div className="flex items-center gap-2">
            {isMobile ? (
              <Button variant="outline" onClick={() => setFoldersOpen(true)}>
                <FolderOpenIcon aria-hidden /> Folders
              </Button>
            ) : null}
            {shared ? null : (
              <Button variant="outline" onClick={() => setCreatingFolder(true)}>
                <FolderPlusIcon aria-hidden /> <span className="max-sm:sr-only">New Folder</span>
              </Button>
            )}
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button>
                  <UploadIcon aria-hidden /> Upload <ChevronDownIcon aria-hidden className="-mr-1 opacity-80" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => (canUseLeases ? setUploadMode("lease") : openUpgrade())}>
                  <FileSignatureIcon aria-hidden /> Lease
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setUploadMode("offering_memorandum")}>
                  <BarChart3Icon aria-hidden /> Offering Memorandum
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)]">
        {isMobile ? null : (
          <aside aria-label="Folders">
            <Card className="sticky top-4 p-2">
              <p className="px-2 pt-1 pb-2 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">
                Folders
              </p>
              {folders.isPending ? (
                <div className="grid gap-2 p-2">
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-5 w-1/2" />
                </div>
              ) : (
                sidebarTree
              )}
            </Card>
          </aside>
        )}

        <div className="grid min-w-0 content-start gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <SearchInput
              containerClassName="min-w-0 flex-1 sm:max-w-sm"
              aria-label="Search documents"
              placeholder={shared ? "Search shared documents" : "Search all documents"}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
            <Select value={sort} onValueChange={(v) => setSort(v as DocumentSort)}>
              <SelectTrigger className="w-44" aria-label="Sort documents">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {sortOptions.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>

          {unknownFolder ? (
            <EmptyState
              icon={FolderIcon}
              title="Folder not found"
              description="It may have been deleted."
              action={
                <Button variant="outline" asChild>
                  <Link to={paths.documents()}>Back to Home</Link>
                </Button>
              }
            />
          ) : (
            <>
              {subfolders.length ? (
                <ul
                  aria-label="Folders in this folder"
                  className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-2"
                >
                  {subfolders.map((folder) => (
                    <li key={folder.id}>
                      <FolderCard folder={folder} onOpen={() => goToFolder(folder.id)} onPending={setPending} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {q ? (
                <p className="text-xs text-muted-foreground">
                  {shared ? "Searching documents shared with you." : "Searching all your folders."}
                </p>
              ) : null}
              {documents.isError ? (
                <EmptyState
                  icon={FileTextIcon}
                  title="Could not load documents"
                  description="Please refresh the page."
                />
              ) : isMobile ? (
                <MobileDocumentList
                  items={items}
                  loading={documents.isPending}
                  empty={<DocumentsEmpty q={q} shared={shared} onUpload={() => setUploadMode("choose")} />}
                  onOpen={open}
                  onPending={setPending}
                  footer={
                    total > PAGE_SIZE ? (
                      <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPageChange={setPage} />
                    ) : null
                  }
                />
              ) : (
                <DataTable
                  label="Documents"
                  columns={columns}
                  data={items}
                  total={total}
                  page={page}
                  pageSize={PAGE_SIZE}
                  onPageChange={setPage}
                  isLoading={documents.isPending}
                  getRowId={(d) => d.id}
                  empty={<DocumentsEmpty q={q} shared={shared} onUpload={() => setUploadMode("choose")} />}
                />
              )}
            </>
          )}
        </div>
      </div>

      <Sheet open={foldersOpen} onOpenChange={setFoldersOpen}>
        <SheetContent side="left" className="gap-0 p-0">
          <SheetHeader className="border-b">
            <SheetTitle>Folders</SheetTitle>
            <SheetDescription className="sr-only">Choose a folder to open</SheetDescription>
          </SheetHeader>
          <div className="overflow-y-auto p-2">{sidebarTree}</div>
        </SheetContent>
      </Sheet>

      <DocumentUploadFlow mode={uploadMode} onModeChange={setUploadMode} folderId={shared ? null : folderId} />
      <CreateFolderDialog
        open={creatingFolder}
        onOpenChange={setCreatingFolder}
        parentFolderId={shared ? null : folderId}
      />

      <RenameDialog
        open={pending?.kind === "rename-doc" || pending?.kind === "rename-folder"}
        onOpenChange={(o) => !o && setPending(null)}
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
        onOpenChange={(o) => !o && setPending(null)}
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
      <AlertDialog
        open={pending?.kind === "delete-doc" || pending?.kind === "delete-folder"}
        onOpenChange={(o) => !o && setPending(null)}
      >
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
                      if (folderId === folder.id) goToFolder(folder.parentFolderId);
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
    </PageContainer>
  );
}

function SortHeader({
  label,
  active,
  descending,
  onClick,
}: {
  label: string;
  active: boolean;
  descending: boolean;
  onClick: () => void;
}) {
  const Icon = descending ? ArrowDownIcon : ArrowUpIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Sort by ${label}`}
      className={cn(
        "-ml-1 inline-flex items-center gap-1 rounded px-1 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
        active && "text-foreground",
      )}
    >
      {label}
      {active ? <Icon aria-hidden className="size-3.5" /> : null}
    </button>
  );
}

function DocumentActions({
  doc,
  onOpen,
  onPending,
}: {
  doc: DocumentListItem;
  onOpen: (doc: DocumentListItem) => void;
  onPending: (p: Pending) => void;
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

function FolderCard({
  folder,
  onOpen,
  onPending,
}: {
  folder: FolderDto;
  onOpen: () => void;
  onPending: (p: Pending) => void;
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

function DocumentsEmpty({ q, shared, onUpload }: { q: string; shared: boolean; onUpload: () => void }) {
  if (q) return <EmptyState icon={SearchIcon} title="No documents match your search" className="border-0 py-6" />;
  if (shared)
    return (
      <EmptyState
        icon={UsersIcon}
        title="Nothing shared with you yet"
        description="When someone invites you to a lease, it appears here."
        className="border-0 py-6"
      />
    );
  return (
    <EmptyState
      icon={FileTextIcon}
      title="No documents in this folder"
      description="Upload a lease or an offering memorandum to get a cited abstract in minutes."
      className="border-0 py-6"
      action={
        <Button onClick={onUpload}>
          <UploadIcon aria-hidden /> Upload document
        </Button>
      }
    />
  );
}

function MobileDocumentList({
  items,
  loading,
  empty,
  onOpen,
  onPending,
  footer,
}: {
  items: DocumentListItem[];
  loading: boolean;
  empty: ReactNode;
  onOpen: (doc: DocumentListItem) => void;
  onPending: (p: Pending) => void;
  footer: ReactNode;
}) {
  if (loading)
    return (
      <div className="grid gap-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  if (!items.length) return <div className="rounded-xl border">{empty}</div>;
  return (
    <div className="grid gap-3">
      <ul aria-label="Documents" className="grid gap-2">
        {items.map((doc) => (
          <li key={doc.id} className="flex items-start gap-2 rounded-xl border bg-background p-3">
            <button
              type="button"
              onClick={() => onOpen(doc)}
              className="grid min-w-0 flex-1 gap-1.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="truncate text-sm font-medium">{doc.title}</span>
              <span className="flex flex-wrap items-center gap-1.5">
                <DocumentTypeBadge type={doc.type} />
                <DocumentStatusBadge
                  status={doc.status}
                  startedAt={doc.createdAt}
                  errorReason={doc.errorReason}
                  compact
                />
              </span>
              <span className="text-xs text-muted-foreground">
                {formatDate(doc.createdAt)} · {formatBytes(doc.fileSize)}
              </span>
            </button>
            <DocumentActions doc={doc} onOpen={onOpen} onPending={onPending} />
          </li>
        ))}
      </ul>
      {footer}
    </div>
  );
}
