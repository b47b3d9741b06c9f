// The document list in its two forms: table columns with sortable headers on wider screens, cards on a phone;
// and the empty states of a folder, a search and 'Shared with me'.
import { BarChart3Icon, FileSignatureIcon, FileTextIcon, SearchIcon, UploadIcon, UsersIcon } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import type { DocumentListItem, DocumentSort } from "#shared/contract/documents.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ListCard, listCardTarget } from "#web/components/ui/card-list.tsx";
import { type DataTableColumn, dataTableColumns } from "#web/components/ui/data-table.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { SortHeader } from "#web/components/ui/sort-header.tsx";
import type { SortField } from "#web/components/ui/sort-select.tsx";
import { DocumentActions, type PendingItemAction } from "#web/features/documents/components/document-item-menus.tsx";
import { DocumentStatusBadge, DocumentTypeBadge } from "#web/features/documents/components/document-status.tsx";
import { formatBytes, formatDate } from "#web/features/documents/lib/format.ts";
import { cn } from "#web/lib/utils.ts";

/** The sortable columns: their headers, and on a phone the cards' sort select. */
const SORTS = {
  title: { label: "Title", field: "title" },
  type: { label: "Type", field: "type" },
  status: { label: "Status", field: "status" },
  uploaded: { label: "Uploaded", field: "uploaded", kind: "date" },
  size: { label: "Size", field: "size", kind: "number" },
} satisfies Record<string, SortField>;
export const documentSortFields: SortField[] = Object.values(SORTS);

export function useDocumentColumns({
  sort,
  onSort,
  shared,
  canUseLeases,
  onUpgrade,
  onOpen,
  onPending,
}: {
  sort: DocumentSort;
  onSort: (sort: DocumentSort) => void;
  /** 'Shared with me' names who shared each document. */
  shared: boolean;
  canUseLeases: boolean;
  onUpgrade: () => void;
  onOpen: (doc: DocumentListItem) => void;
  onPending: (p: PendingItemAction) => void;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the callbacks only read these inputs
  return useMemo<DataTableColumn<DocumentListItem>[]>(() => {
    const col = dataTableColumns<DocumentListItem>();
    const header =
      ({ label, field }: SortField) =>
      () => <SortHeader label={label} field={field} sort={sort} onSort={(next) => onSort(next as DocumentSort)} />;
    return [
      col.accessor("title", {
        header: header(SORTS.title),
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
                  onUpgrade();
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
        header: header(SORTS.type),
        size: 100,
        cell: ({ row }) => <DocumentTypeBadge type={row.original.type} />,
      }),
      col.accessor("status", {
        header: header(SORTS.status),
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
        header: header(SORTS.uploaded),
        size: 122,
        cell: ({ row }) => <span className="text-muted-foreground">{formatDate(row.original.createdAt)}</span>,
      }),
      col.accessor("fileSize", {
        header: header(SORTS.size),
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
        cell: ({ row }) => <DocumentActions doc={row.original} onOpen={onOpen} onPending={onPending} />,
      }),
    ];
  }, [sort, shared, canUseLeases]);
}

export function DocumentsEmpty({ q, shared, onUpload }: { q: string; shared: boolean; onUpload: () => void }) {
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

/** A document as a card on a phone: the whole card opens it; its menu keeps the table row's actions. */
export function documentCard({
  onOpen,
  onPending,
}: {
  onOpen: (doc: DocumentListItem) => void;
  onPending: (p: PendingItemAction) => void;
}) {
  return (doc: DocumentListItem) => (
    <ListCard
      title={
        <button type="button" onClick={() => onOpen(doc)} className={cn("text-left text-sm", listCardTarget)}>
          {doc.title}
        </button>
      }
      actions={<DocumentActions doc={doc} onOpen={onOpen} onPending={onPending} />}
    >
      <span className="flex flex-wrap items-center gap-1.5">
        <DocumentTypeBadge type={doc.type} />
        <DocumentStatusBadge status={doc.status} startedAt={doc.createdAt} errorReason={doc.errorReason} compact />
      </span>
      <span className="text-xs">
        {formatDate(doc.createdAt)} · {formatBytes(doc.fileSize)}
      </span>
    </ListCard>
  );
}
