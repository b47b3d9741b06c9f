import { format } from "date-fns";
import { EyeIcon, GiftIcon, ShieldIcon, UsersIcon } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import type { AdminUserDto } from "#shared/contract/admin.ts";
import { fullName } from "#shared/rules/text.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
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
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { DataTable, type DataTableColumn, dataTableColumns } from "#web/components/ui/data-table.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { type UpgradeType, useGrantUpgrade } from "#web/features/admin/api/grant-upgrade.ts";
import { useAdminUsers } from "#web/features/admin/api/list-users.ts";
import { toast } from "#web/lib/toast.ts";

const PAGE_SIZE = 20;
const upgrades: { type: UpgradeType; label: string }[] = [
  { type: "features", label: "All features" },
  { type: "docanalysis", label: "Document analysis" },
  { type: "templates", label: "Workspace (templates)" },
  { type: "dealrooms", label: "Deal rooms" },
];

type Pending =
  | { kind: "grant"; user: AdminUserDto; upgrade: (typeof upgrades)[number] }
  | { kind: "impersonate"; user: AdminUserDto };

export function AdminUsersPage() {
  const { profile, startImpersonation, transition } = useAuth();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const users = useAdminUsers({ page, pageSize: PAGE_SIZE, q });
  const grant = useGrantUpgrade();
  const [pending, setPending] = useState<Pending | null>(null);

  const columns = useMemo<DataTableColumn<AdminUserDto>[]>(() => {
    const col = dataTableColumns<AdminUserDto>();
    return [
      col.display({
        id: "name",
        header: "Name",
        size: 180,
        cell: ({ row }) => (
          <span className="flex min-w-0 items-center gap-2">
            <span className="truncate font-medium">{fullName(row.original.firstName, row.original.lastName, "—")}</span>
            {row.original.isAdmin ? (
              <Badge variant="secondary">
                <ShieldIcon aria-hidden className="size-3" /> Admin
              </Badge>
            ) : null}
          </span>
        ),
      }),
      col.accessor("email", {
        header: "Email",
        size: 220,
        cell: ({ row }) => (
          <span className="flex min-w-0 items-center gap-2">
            <span className="truncate">{row.original.email}</span>
            {row.original.emailVerified ? null : <Badge variant="warning">Unverified</Badge>}
          </span>
        ),
      }),
      col.display({
        id: "trial",
        header: "Trial ends",
        size: 120,
        cell: ({ row }) =>
          row.original.trialEndDate ? format(new Date(row.original.trialEndDate), "MMM d, yyyy") : "—",
      }),
      col.display({
        id: "upgrades",
        header: "Free upgrades",
        size: 150,
        cell: ({ row }) =>
          row.original.freeUpgradeTypes.length ? (
            <span className="flex flex-wrap gap-1">
              {row.original.freeUpgradeTypes.map((t) => (
                <Badge key={t} variant="success">
                  {t}
                </Badge>
              ))}
            </span>
          ) : (
            <span className="text-muted-foreground">None</span>
          ),
      }),
      col.display({
        id: "joined",
        header: "Joined",
        size: 110,
        cell: ({ row }) => format(new Date(row.original.createdAt), "MMM d, yyyy"),
      }),
      col.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        size: 200,
        enableResizing: false,
        cell: ({ row }) => {
          const user = row.original;
          const self = user.id === profile?.id;
          return (
            <span className="flex justify-end gap-1.5">
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="sm" aria-label={`Grant free upgrade to ${user.email}`}>
                    <GiftIcon aria-hidden /> Grant
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuLabel className="text-xs text-muted-foreground">
                    Grant a free upgrade (1 year)
                  </DropdownMenuLabel>
                  <DropdownMenuSeparator />
                  {upgrades.map((upgrade) => (
                    <DropdownMenuItem key={upgrade.type} onSelect={() => setPending({ kind: "grant", user, upgrade })}>
                      {upgrade.label}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
              <Button
                variant="outline"
                size="sm"
                disabled={self || !!transition}
                aria-label={`Impersonate ${user.email}`}
                onClick={() => setPending({ kind: "impersonate", user })}
              >
                <EyeIcon aria-hidden /> Impersonate
              </Button>
            </span>
          );
        },
      }),
    ];
  }, [profile?.id, transition]);

  const confirm = async () => {
    if (!pending) return;
    const current = pending;
    setPending(null);
    if (current.kind === "impersonate") {
      await startImpersonation(current.user.id);
      return;
    }
    try {
      await grant.mutateAsync({ userId: current.user.id, upgradeType: current.upgrade.type });
      toast({
        title: "Upgrade granted",
        description: `${current.user.email} now has ${current.upgrade.label.toLowerCase()} for one year.`,
      });
    } catch {
      toast({ title: "Could not grant the upgrade", description: "Please try again.", variant: "destructive" });
    }
  };

  return (
    <PageContainer className="max-w-6xl">
      <PageHeader
        title="Users"
        description="Everyone with a Leasedesk account. Grant free upgrades or view the app as a user."
        actions={
          <SearchInput
            containerClassName="w-full sm:w-72"
            aria-label="Search users"
            placeholder="Search name or email"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        }
      />
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
          onPageChange={setPage}
          isLoading={users.isPending}
          getRowId={(u) => u.id}
          empty={
            <EmptyState
              icon={UsersIcon}
              title={q ? "No users match your search" : "No users yet"}
              className="border-0 py-6"
            />
          }
        />
      )}
      <AlertDialog open={!!pending} onOpenChange={(open) => !open && setPending(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {pending?.kind === "impersonate" ? "View the app as this user?" : "Grant a free upgrade?"}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {pending?.kind === "impersonate"
                ? `You will be signed in as ${pending.user.email} for up to one hour. Use "Return to admin" to come back.`
                : pending
                  ? `${pending.user.email} gets ${pending.upgrade.label.toLowerCase()} free for one year.`
                  : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => void confirm()}>
              {pending?.kind === "impersonate" ? "Impersonate" : "Grant upgrade"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </PageContainer>
  );
}
