import { UsersIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useAuth } from "#web/app/auth-provider.tsx";
import { DataTable } from "#web/components/ui/data-table.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useGrantUpgrade } from "#web/features/admin/api/grant-upgrade.ts";
import { type ListUsersInput, useAdminUsers } from "#web/features/admin/api/list-users.ts";
import { useUserAction } from "#web/features/admin/api/user-actions.ts";
import { AdminTabs } from "#web/features/admin/components/admin-tabs.tsx";
import { type ActionValues, UserActionDialog } from "#web/features/admin/components/user-action-dialog.tsx";
import { type Pending, userCard, userColumns } from "#web/features/admin/components/user-columns.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useListParams } from "#web/lib/use-list-params.ts";

const PAGE_SIZE = 20;
const ALL = "all";

export function AdminUsersPage() {
  const { profile, startImpersonation, transition } = useAuth();
  const list = useListParams({ plan: ALL, trial: ALL });
  const { page, q } = list;
  const { plan, trial } = list.values;
  const users = useAdminUsers({
    page,
    pageSize: PAGE_SIZE,
    q,
    plan: plan === ALL ? undefined : (plan as ListUsersInput["plan"]),
    trial: trial === ALL ? undefined : (trial as ListUsersInput["trial"]),
  });
  const grant = useGrantUpgrade();
  const action = useUserAction();
  const [pending, setPending] = useState<Pending | null>(null);

  const [columns, card] = useMemo(() => {
    const opts = { selfId: profile?.id, busy: !!transition, onAction: setPending };
    return [userColumns(opts), userCard(opts)] as const;
  }, [profile?.id, transition]);

  const confirm = async (current: Pending, values: ActionValues) => {
    setPending(null);
    if (current.kind === "impersonate") {
      await startImpersonation(current.user.id, values.reason);
      return;
    }
    try {
      if (current.kind === "grant") {
        await grant.mutateAsync({ userId: current.user.id, upgradeType: current.upgrade });
      } else if (current.kind === "revoke") {
        await action.mutateAsync({ kind: "revoke", userId: current.user.id, upgradeType: current.upgrade });
      } else if (current.kind === "extend-trial") {
        await action.mutateAsync({ kind: "extend-trial", userId: current.user.id, days: values.days });
      } else if (current.kind === "set-admin") {
        await action.mutateAsync({ kind: "set-admin", userId: current.user.id, isAdmin: current.isAdmin });
      } else if (current.kind === "ban") {
        await action.mutateAsync({ kind: "ban", userId: current.user.id, reason: values.reason || undefined });
      } else {
        await action.mutateAsync({ kind: "unban", userId: current.user.id });
      }
      toast({ title: "User updated", description: `${current.user.email} was updated.` });
    } catch (error) {
      toast({
        title: "Could not update the user",
        description: isApiError(error) ? error.message : "Please try again.",
        variant: "destructive",
      });
    }
  };

  const filtersActive = !!q || plan !== ALL || trial !== ALL;
  return (
    <PageContainer className="max-w-6xl">
      <PageHeader title="Users" description="Everyone with a Leasedesk account: plans, trials, usage and access." />
      <AdminTabs />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchInput
          containerClassName="w-full sm:w-72"
          aria-label="Search users"
          placeholder="Search name or email"
          value={list.search}
          onChange={(e) => list.setSearch(e.target.value)}
        />
        <Select value={plan} onValueChange={(v) => list.set({ plan: v })}>
          <SelectTrigger className="w-44" aria-label="Filter by plan">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All plans</SelectItem>
            <SelectItem value="features">All features</SelectItem>
            <SelectItem value="docanalysis">Document analysis</SelectItem>
            <SelectItem value="free_upgrade">Free upgrade</SelectItem>
            <SelectItem value="none">No plan</SelectItem>
          </SelectContent>
        </Select>
        <Select value={trial} onValueChange={(v) => list.set({ trial: v })}>
          <SelectTrigger className="w-40" aria-label="Filter by trial">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Any trial</SelectItem>
            <SelectItem value="active">Trial active</SelectItem>
            <SelectItem value="ended">Trial ended</SelectItem>
          </SelectContent>
        </Select>
      </div>
      {users.isError ? (
        <EmptyState icon={UsersIcon} title="Could not load users" description="Please refresh the page." />
      ) : (
        <DataTable
          label="Users"
          columns={columns}
          data={users.data?.items ?? []}
          total={users.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={list.setPage}
          isLoading={users.isPending}
          getRowId={(u) => u.id}
          card={card}
          empty={
            <EmptyState
              icon={UsersIcon}
              title={filtersActive ? "No users match these filters" : "No users yet"}
              className="border-0 py-6"
            />
          }
        />
      )}
      <UserActionDialog pending={pending} onCancel={() => setPending(null)} onConfirm={(p, v) => void confirm(p, v)} />
    </PageContainer>
  );
}
