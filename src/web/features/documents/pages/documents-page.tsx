import { FileTextIcon, FolderIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { type DocumentSort, documentSort } from "#shared/contract/documents.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { DataTable } from "#web/components/ui/data-table.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageContainer } from "#web/components/ui/page-header.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { useDocuments } from "#web/features/documents/api/list-documents.ts";
import { useFolders } from "#web/features/documents/api/list-folders.ts";
import { CreateFolderDialog } from "#web/features/documents/components/create-folder-dialog.tsx";
import { DocumentItemDialogs } from "#web/features/documents/components/document-item-dialogs.tsx";
import { FolderCard, type PendingItemAction } from "#web/features/documents/components/document-item-menus.tsx";
import {
  DocumentsEmpty,
  documentCard,
  documentSortFields,
  useDocumentColumns,
} from "#web/features/documents/components/document-list-views.tsx";
import { DocumentUploadFlow, type UploadFlowMode } from "#web/features/documents/components/document-upload-flow.tsx";
import { FolderSheet, FolderSidebar } from "#web/features/documents/components/documents-folder-nav.tsx";
import { DocumentsHeader } from "#web/features/documents/components/documents-header.tsx";
import { folderPath } from "#web/features/documents/components/folder-tree.tsx";
import { useOpenDocument } from "#web/features/documents/hooks/use-open-document.ts";
import { useIsMobile } from "#web/lib/use-media-query.ts";
import { oneOf, useListParams } from "#web/lib/use-list-params.ts";

const PAGE_SIZE = 20;

/** Doc Insights: /documents (Home), /folder/{id}, ?view=shared for 'Shared with me', ?selected={id}. */
export function DocumentsPage() {
  const { id: routeFolderId } = useParams();
  const folderId = routeFolderId ?? null;
  // Another folder is another address, so its page and search start afresh.
  const list = useListParams({ view: "", sort: "-uploaded" });
  const { page, q, search } = list;
  const shared = list.values.view === "shared";
  const sort = oneOf(documentSort.options, list.values.sort, "-uploaded");
  const navigate = useNavigate();
  const isMobile = useIsMobile();

  const [uploadMode, setUploadMode] = useState<UploadFlowMode>(null);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [foldersOpen, setFoldersOpen] = useState(false);
  const [pending, setPending] = useState<PendingItemAction | null>(null);

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
  const { open, canUseLeases, openUpgrade } = useOpenDocument(documents.data?.items);

  const goToFolder = (id: string | null) => {
    setFoldersOpen(false);
    navigate(id ? paths.folder(id) : paths.documents());
  };
  const goToShared = () => {
    setFoldersOpen(false);
    navigate(`${paths.documents()}?view=shared`);
  };

  const changeSort = (next: DocumentSort) => list.set({ sort: next });
  const columns = useDocumentColumns({
    sort,
    onSort: changeSort,
    shared,
    canUseLeases,
    onUpgrade: openUpgrade,
    onOpen: open,
    onPending: setPending,
  });

  const card = documentCard({ onOpen: open, onPending: setPending });

  const heading = shared ? "Shared with me" : current ? current.name : "Doc Insights";
  const items = documents.data?.items ?? [];
  const total = documents.data?.total ?? 0;
  const nav = { folders: allFolders, folderId, shared, onFolder: goToFolder, onShared: goToShared };

  return (
    <PageContainer className="max-w-7xl">
      <DocumentsHeader
        shared={shared}
        crumbs={crumbs}
        heading={heading}
        isMobile={isMobile}
        onOpenFolders={() => setFoldersOpen(true)}
        onNewFolder={() => setCreatingFolder(true)}
        onUploadLease={() => (canUseLeases ? setUploadMode("lease") : openUpgrade())}
        onUploadMemorandum={() => setUploadMode("offering_memorandum")}
      />

      <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)]">
        {isMobile ? null : <FolderSidebar loading={folders.isPending} {...nav} />}

        <div className="grid min-w-0 content-start gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <SearchInput
              containerClassName="min-w-0 flex-1 sm:max-w-sm"
              aria-label="Search documents"
              placeholder={shared ? "Search shared documents" : "Search all documents"}
              value={search}
              onChange={(e) => list.setSearch(e.target.value)}
            />
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
              ) : (
                <DataTable
                  label="Documents"
                  columns={columns}
                  data={items}
                  total={total}
                  page={page}
                  pageSize={PAGE_SIZE}
                  onPageChange={list.setPage}
                  isLoading={documents.isPending}
                  getRowId={(d) => d.id}
                  empty={<DocumentsEmpty q={q} shared={shared} onUpload={() => setUploadMode("choose")} />}
                  card={card}
                  sort={{
                    fields: documentSortFields,
                    value: sort,
                    onChange: (next) => changeSort(next as DocumentSort),
                  }}
                />
              )}
            </>
          )}
        </div>
      </div>

      <FolderSheet open={foldersOpen} onOpenChange={setFoldersOpen} {...nav} />
      <DocumentUploadFlow mode={uploadMode} onModeChange={setUploadMode} folderId={shared ? null : folderId} />
      <CreateFolderDialog
        open={creatingFolder}
        onOpenChange={setCreatingFolder}
        parentFolderId={shared ? null : folderId}
      />
      <DocumentItemDialogs
        pending={pending}
        onDone={() => setPending(null)}
        currentFolderId={folderId}
        onFolderGone={goToFolder}
      />
    </PageContainer>
  );
}
