import { FileTextIcon, RefreshCwIcon } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { type LeaseStatus, leaseStatus } from "#shared/contract/documents.ts";
import type { AdminLeaseDto } from "#shared/contract/documents-admin.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ListCard } from "#web/components/ui/card-list.tsx";
import { DataTable, type DataTableColumn, dataTableColumns } from "#web/components/ui/data-table.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useAdminLeases } from "#web/features/documents/api/admin-list-leases.ts";
import { useAdminReanalyzeLease } from "#web/features/documents/api/admin-reanalyze-lease.ts";
import { DocumentStatusBadge } from "#web/features/documents/components/document-status.tsx";
import { formatBytes, formatDateTime } from "#web/features/documents/lib/format.ts";
import { toast } from "#web/lib/toast.ts";
import { oneOf, useListParams } from "#web/lib/use-list-params.ts";

const PAGE_SIZE = 20;

function duration(seconds: number | null): string {
  if (seconds === null) return "—";
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/** 'Lease Admin' (/admin/leases): every lease with owner, status, processing time, error reason, re-run. */
export function AdminLeasesPage() {
  const list = useListParams({ status: "all" });
  const { page, q } = list;
  const status = oneOf<LeaseStatus | "all">(["all", ...leaseStatus.options], list.values.status, "all");
  const leases = useAdminLeases({ page, pageSize: PAGE_SIZE, q, status: status === "all" ? undefined : status });

  const columns = useMemo<DataTableColumn<AdminLeaseDto>[]>(() => {
    const col = dataTableColumns<AdminLeaseDto>();
    // Column sizes add up to ~1,010 px: the whole table fits a 1366 px screen beside the sidebar.
    return [
      col.accessor("title", {
        header: "Lease",
        size: 190,
        cell: ({ row }) => (
          <Link to={paths.lease(row.original.id)} className="block truncate font-medium hover:text-primary">
            {row.original.title}
          </Link>
        ),
      }),
      col.display({
        id: "owner",
        header: "Owner",
        size: 155,
        cell: ({ row }) => (
          <span className="grid min-w-0">
            <span className="truncate">{row.original.owner.name || "—"}</span>
            <span className="truncate text-xs text-muted-foreground">{row.original.owner.email}</span>
          </span>
        ),
      }),
      col.accessor("status", {
        header: "Status",
        size: 130,
        cell: ({ row }) => (
          <DocumentStatusBadge
            status={row.original.status}
            startedAt={row.original.processingStartedAt ?? row.original.createdAt}
            errorReason={row.original.errorReason}
          />
        ),
      }),
      col.accessor("createdAt", {
        header: "Uploaded",
        size: 140,
        cell: ({ row }) => <span className="text-muted-foreground">{formatDateTime(row.original.createdAt)}</span>,
      }),
      col.accessor("processingSeconds", {
        header: "Processing time",
        size: 120,
        cell: ({ row }) => <span className="tabular-nums">{duration(row.original.processingSeconds)}</span>,
      }),
      col.accessor("fileSize", {
        header: "Size",
        size: 80,
        cell: ({ row }) => (
          <span className="text-muted-foreground tabular-nums">{formatBytes(row.original.fileSize)}</span>
        ),
      }),
      col.accessor("errorReason", {
        header: "Error reason",
        size: 100,
        cell: ({ row }) =>
          row.original.errorReason ? (
            <span className="block truncate text-red-700" title={row.original.errorReason}>
              {row.original.errorReason}
            </span>
          ) : (
            <span className="text-muted-foreground">—</span>
          ),
      }),
      col.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        size: 96,
        enableResizing: false,
        cell: ({ row }) => <RerunButton lease={row.original} />,
      }),
    ];
  }, []);

  return (
    <PageContainer className="max-w-7xl">
      <PageHeader
        title="Lease Admin"
        description="Every lease in Leasedesk: who uploaded it, how its analysis went, and a re-run when it failed."
        actions={
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <SearchInput
              containerClassName="min-w-0 flex-1 sm:w-64"
              aria-label="Search leases"
              placeholder="Search title or owner"
              value={list.search}
              onChange={(e) => list.setSearch(e.target.value)}
            />
            <Select value={status} onValueChange={(v) => list.set({ status: v })}>
              <SelectTrigger className="w-36" aria-label="Filter by status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All statuses</SelectItem>
                <SelectItem value="processing">Processing</SelectItem>
                <SelectItem value="active">Queued</SelectItem>
                <SelectItem value="completed">Completed</SelectItem>
                <SelectItem value="error">Error</SelectItem>
              </SelectContent>
            </Select>
          </div>
        }
      />
      {leases.isError ? (
        <EmptyState icon={FileTextIcon} title="Could not load leases" description="Please refresh the page." />
      ) : (
        <DataTable
          label="Leases"
          columns={columns}
          data={leases.data?.items ?? []}
          total={leases.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={list.setPage}
          isLoading={leases.isPending}
          getRowId={(l) => l.id}
          card={(l) => <LeaseCard lease={l} />}
          empty={
            <EmptyState
              icon={FileTextIcon}
              title={q || status !== "all" ? "No leases match" : "No leases yet"}
              className="border-0 py-6"
            />
          }
        />
      )}
    </PageContainer>
  );
}

function RerunButton({ lease }: { lease: AdminLeaseDto }) {
  const rerun = useAdminReanalyzeLease();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Re-run analysis of ${lease.title}`}
      disabled={lease.status === "active" || lease.status === "processing"}
      onClick={async () => {
        try {
          await rerun.mutateAsync(lease.id);
          toast({ title: "Analysis restarted", description: lease.title });
        } catch {
          toast({
            title: "Could not restart the analysis",
            description: "Please try again.",
            variant: "destructive",
          });
        }
      }}
    >
      <RefreshCwIcon aria-hidden /> Re-run
    </Button>
  );
}

/** A lease as a card on a phone: title, owner, status, upload and processing time, error, Re-run. */
function LeaseCard({ lease }: { lease: AdminLeaseDto }) {
  return (
    <ListCard
      title={
        <Link to={paths.lease(lease.id)} className="hover:text-primary">
          {lease.title}
        </Link>
      }
      actions={<RerunButton lease={lease} />}
    >
      <span className="wrap-anywhere">
        {lease.owner.name ? `${lease.owner.name} · ` : ""}
        {lease.owner.email}
      </span>
      <DocumentStatusBadge
        status={lease.status}
        startedAt={lease.processingStartedAt ?? lease.createdAt}
        errorReason={lease.errorReason}
      />
      <span className="text-xs">
        Uploaded {formatDateTime(lease.createdAt)} · {formatBytes(lease.fileSize)} · processing{" "}
        {duration(lease.processingSeconds)}
      </span>
      {lease.errorReason ? <span className="text-xs wrap-anywhere text-red-700">{lease.errorReason}</span> : null}
    </ListCard>
  );
}
