import { format } from "date-fns";
import { UserXIcon } from "lucide-react";
import { useMemo } from "react";
import type { PendingDeletionDto } from "#shared/contract/account-data.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { ListCard } from "#web/components/ui/card-list.tsx";
import { DataTable, type DataTableColumn, dataTableColumns } from "#web/components/ui/data-table.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { usePendingDeletions } from "#web/features/admin/api/pending-deletions.ts";
import { AdminTabs } from "#web/features/admin/components/admin-tabs.tsx";

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy HH:mm");

function DeletionState({ d }: { d: PendingDeletionDto }) {
  return d.started ? <Badge variant="destructive">Deleting</Badge> : <Badge variant="secondary">Grace period</Badge>;
}

/** A pending deletion as a card on a phone: who, then the same dates and state as the table's columns. */
function deletionCard(d: PendingDeletionDto) {
  return (
    <ListCard title={d.name || d.email} actions={<DeletionState d={d} />}>
      <span className="truncate">{d.email}</span>
      <span className="text-xs">Asked on {when(d.requestedAt)}</span>
      <span className="text-xs">Deleted after {when(d.dueAt)}</span>
    </ListCard>
  );
}

/** Admin → Deletions: accounts their owners asked to delete, with the date each goes. */
export function AdminDeletionsPage() {
  const pending = usePendingDeletions();
  const items = pending.data?.items ?? [];
  const columns = useMemo<DataTableColumn<PendingDeletionDto>[]>(() => {
    const col = dataTableColumns<PendingDeletionDto>();
    return [
      col.display({
        id: "user",
        header: "User",
        size: 280,
        cell: ({ row }) => (
          <span className="grid min-w-0">
            <span className="truncate font-medium">{row.original.name || row.original.email}</span>
            <span className="truncate text-xs text-muted-foreground">{row.original.email}</span>
          </span>
        ),
      }),
      col.display({
        id: "requested",
        header: "Asked on",
        size: 160,
        cell: ({ row }) => when(row.original.requestedAt),
      }),
      col.display({ id: "due", header: "Deleted after", size: 160, cell: ({ row }) => when(row.original.dueAt) }),
      col.display({
        id: "state",
        header: "State",
        size: 140,
        cell: ({ row }) => <DeletionState d={row.original} />,
      }),
    ];
  }, []);

  return (
    <PageContainer className="max-w-6xl">
      <PageHeader
        title="Account deletions"
        description="Accounts their owners asked to delete. Until the date, the owner can sign in and keep the account."
      />
      <AdminTabs />
      {pending.isError ? (
        <EmptyState icon={UserXIcon} title="Could not load the deletions" description="Please refresh the page." />
      ) : (
        <DataTable
          label="Account deletions"
          columns={columns}
          data={items}
          total={items.length}
          page={1}
          pageSize={Math.max(items.length, 1)}
          onPageChange={() => {}}
          isLoading={pending.isPending}
          getRowId={(d) => d.userId}
          card={deletionCard}
          empty={<EmptyState icon={UserXIcon} title="No account is waiting to be deleted" className="border-0 py-6" />}
        />
      )}
    </PageContainer>
  );
}
