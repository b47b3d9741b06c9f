import { format } from "date-fns";
import { ScrollTextIcon } from "lucide-react";
import { useMemo } from "react";
import type { AuditEntryDto } from "#shared/contract/impersonation.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { ListCard } from "#web/components/ui/card-list.tsx";
import { DataTable, type DataTableColumn, dataTableColumns } from "#web/components/ui/data-table.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useAuditLog } from "#web/features/admin/api/impersonation.ts";
import { AdminTabs } from "#web/features/admin/components/admin-tabs.tsx";
import { useListParams } from "#web/lib/use-list-params.ts";

const PAGE_SIZE = 20;
const ALL = "all";

export const auditLabels: Record<string, string> = {
  "impersonation.started": "Impersonation started",
  "impersonation.stopped": "Impersonation stopped",
  "impersonation.expired": "Impersonation expired",
  "impersonation.refused": "Impersonation refused",
  "impersonation.write": "Change while impersonating",
  "user.trial_extended": "Trial extended",
  "user.upgrade_granted": "Upgrade granted",
  "user.upgrade_revoked": "Upgrade revoked",
  "user.admin_granted": "Made admin",
  "user.admin_removed": "Admin removed",
  "user.banned": "Banned",
  "user.unbanned": "Unbanned",
};

function detailText(entry: AuditEntryDto): string {
  const d = entry.details;
  if (entry.action === "impersonation.write") return `${d.method} ${d.path} → ${d.status}`;
  if (entry.action === "impersonation.refused")
    return d.why === "admin" ? "Target is an admin" : "Cannot impersonate oneself";
  if (entry.action === "impersonation.started" && typeof d.until === "string")
    return `Until ${format(new Date(d.until), "HH:mm")}`;
  if (typeof d.upgradeType === "string") return d.upgradeType;
  if (typeof d.days === "number") return `+${d.days} days`;
  return "";
}

export function AdminAuditPage() {
  const list = useListParams({ action: ALL });
  const { page } = list;
  const { action } = list.values;
  const log = useAuditLog({ page, pageSize: PAGE_SIZE, action: action === ALL ? undefined : action });
  const columns = useMemo<DataTableColumn<AuditEntryDto>[]>(() => {
    const col = dataTableColumns<AuditEntryDto>();
    return [
      col.display({
        id: "at",
        header: "When",
        size: 150,
        cell: ({ row }) => format(new Date(row.original.at), "MMM d, yyyy HH:mm"),
      }),
      col.display({
        id: "action",
        header: "What",
        size: 200,
        cell: ({ row }) => (
          <Badge variant={row.original.action.endsWith("refused") ? "destructive" : "secondary"}>
            {auditLabels[row.original.action] ?? row.original.action}
          </Badge>
        ),
      }),
      col.display({
        id: "actor",
        header: "Admin",
        size: 200,
        cell: ({ row }) => <span className="truncate">{row.original.actor?.email ?? "—"}</span>,
      }),
      col.display({
        id: "user",
        header: "User",
        size: 200,
        cell: ({ row }) => <span className="truncate">{row.original.user?.email ?? "—"}</span>,
      }),
      col.display({
        id: "details",
        header: "Reason / details",
        size: 260,
        cell: ({ row }) => (
          <span className="grid min-w-0 text-xs">
            {row.original.reason ? <span className="truncate">{row.original.reason}</span> : null}
            <span className="truncate text-muted-foreground">{detailText(row.original)}</span>
          </span>
        ),
      }),
    ];
  }, []);

  return (
    <PageContainer className="max-w-6xl">
      <PageHeader title="Audit log" description="Impersonations and changes administrators made to accounts." />
      <AdminTabs />
      <div className="mb-4">
        <Select value={action} onValueChange={(v) => list.set({ action: v })}>
          <SelectTrigger className="w-64" aria-label="Filter by action">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All actions</SelectItem>
            {Object.entries(auditLabels).map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {log.isError ? (
        <EmptyState icon={ScrollTextIcon} title="Could not load the audit log" description="Please refresh the page." />
      ) : (
        <DataTable
          label="Audit log"
          columns={columns}
          data={log.data?.items ?? []}
          total={log.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={list.setPage}
          isLoading={log.isPending}
          getRowId={(e) => e.id}
          card={(e) => <AuditCard entry={e} />}
          empty={<EmptyState icon={ScrollTextIcon} title="Nothing recorded yet" className="border-0 py-6" />}
        />
      )}
    </PageContainer>
  );
}

/** An audit entry as a card on a phone: what and when, who did it to whom, the reason and details. */
function AuditCard({ entry }: { entry: AuditEntryDto }) {
  const details = detailText(entry);
  return (
    <ListCard
      title={
        <Badge variant={entry.action.endsWith("refused") ? "destructive" : "secondary"}>
          {auditLabels[entry.action] ?? entry.action}
        </Badge>
      }
    >
      <span className="text-xs">{format(new Date(entry.at), "MMM d, yyyy HH:mm")}</span>
      <span className="wrap-anywhere">
        Admin: {entry.actor?.email ?? "—"} · User: {entry.user?.email ?? "—"}
      </span>
      {entry.reason ? <span className="wrap-anywhere">{entry.reason}</span> : null}
      {details ? <span className="text-xs wrap-anywhere">{details}</span> : null}
    </ListCard>
  );
}
