import { format, formatDistanceToNowStrict } from "date-fns";
import { BanIcon, EyeIcon, MoreHorizontalIcon, ShieldIcon } from "lucide-react";
import type { AdminUserDto } from "#shared/contract/admin.ts";
import { fullName } from "#shared/rules/text.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ListCard } from "#web/components/ui/card-list.tsx";
import { type DataTableColumn, dataTableColumns } from "#web/components/ui/data-table.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import type { UpgradeType } from "#web/features/admin/api/grant-upgrade.ts";

export const upgrades: { type: UpgradeType; label: string }[] = [
  { type: "features", label: "All features" },
  { type: "docanalysis", label: "Document analysis" },
  { type: "templates", label: "Workspace (templates)" },
  { type: "dealrooms", label: "Deal rooms" },
];
const labelOf = (t: string) => upgrades.find((u) => u.type === t)?.label ?? t;

export type Pending =
  | { kind: "grant"; user: AdminUserDto; upgrade: UpgradeType }
  | { kind: "revoke"; user: AdminUserDto; upgrade: UpgradeType }
  | { kind: "impersonate"; user: AdminUserDto }
  | { kind: "extend-trial"; user: AdminUserDto }
  | { kind: "set-admin"; user: AdminUserDto; isAdmin: boolean }
  | { kind: "ban"; user: AdminUserDto }
  | { kind: "unban"; user: AdminUserDto };

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[i]}`;
}

type ActionProps = { selfId: string | undefined; busy: boolean; onAction: (pending: Pending) => void };

function UserIdentity({ u }: { u: AdminUserDto }) {
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="flex min-w-0 items-center gap-1.5">
        <span className="truncate font-medium">{fullName(u.firstName, u.lastName, "—")}</span>
        {u.isAdmin ? (
          <Badge variant="secondary">
            <ShieldIcon aria-hidden className="size-3" /> Admin
          </Badge>
        ) : null}
        {u.banned ? (
          <Badge variant="destructive">
            <BanIcon aria-hidden className="size-3" /> Banned
          </Badge>
        ) : null}
      </span>
      <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
        <span className="truncate">{u.email}</span>
        {u.emailVerified ? null : <Badge variant="warning">Unverified</Badge>}
      </span>
    </span>
  );
}

function UserPlan({ u }: { u: AdminUserDto }) {
  if (!u.plan && u.freeUpgradeTypes.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {u.plan ? <Badge>{labelOf(u.plan)}</Badge> : null}
      {u.freeUpgradeTypes.map((t) => (
        <Badge key={t} variant="success" title="Free upgrade">
          {labelOf(t)}
        </Badge>
      ))}
    </span>
  );
}

function UserTrial({ u }: { u: AdminUserDto }) {
  const end = u.trialEndDate ? new Date(u.trialEndDate) : null;
  if (!end) return "—";
  return (
    <span className={end.getTime() < Date.now() ? "text-muted-foreground" : undefined}>
      {format(end, "MMM d, yyyy")}
    </span>
  );
}

function UserUsage({ u }: { u: AdminUserDto }) {
  const { documents, storageBytes, lastSignInAt } = u.usage;
  return (
    <span className="grid gap-0.5 text-xs">
      <span>
        {documents} {documents === 1 ? "document" : "documents"} · {formatBytes(storageBytes)}
      </span>
      <span className="text-muted-foreground">
        {lastSignInAt ? `Signed in ${formatDistanceToNowStrict(new Date(lastSignInAt))} ago` : "Never signed in"}
      </span>
    </span>
  );
}

function UserActions({ user, selfId, busy, onAction }: ActionProps & { user: AdminUserDto }) {
  const self = user.id === selfId;
  const act = onAction;
  return (
    <span className="flex justify-end gap-1.5">
      <Button
        variant="outline"
        size="sm"
        disabled={self || user.isAdmin || busy}
        title={user.isAdmin ? "Admins cannot be impersonated" : undefined}
        aria-label={`Impersonate ${user.email}`}
        onClick={() => act({ kind: "impersonate", user })}
      >
        <EyeIcon aria-hidden /> Impersonate
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" aria-label={`Manage ${user.email}`}>
            <MoreHorizontalIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="text-xs text-muted-foreground">Grant a free upgrade (1 year)</DropdownMenuLabel>
          {upgrades.map((u) => (
            <DropdownMenuItem key={u.type} onSelect={() => act({ kind: "grant", user, upgrade: u.type })}>
              {u.label}
            </DropdownMenuItem>
          ))}
          {user.freeUpgradeTypes.length ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel className="text-xs text-muted-foreground">Revoke a free upgrade</DropdownMenuLabel>
              {user.freeUpgradeTypes.map((t) => (
                <DropdownMenuItem key={t} onSelect={() => act({ kind: "revoke", user, upgrade: t })}>
                  Revoke {labelOf(t)}
                </DropdownMenuItem>
              ))}
            </>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => act({ kind: "extend-trial", user })}>Extend trial…</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => act({ kind: "set-admin", user, isAdmin: !user.isAdmin })}>
            {user.isAdmin ? "Remove admin" : "Make admin"}
          </DropdownMenuItem>
          {self ? null : (
            <DropdownMenuItem onSelect={() => act({ kind: user.banned ? "unban" : "ban", user })}>
              {user.banned ? "Unban" : "Ban…"}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </span>
  );
}

export function userColumns(opts: ActionProps): DataTableColumn<AdminUserDto>[] {
  const col = dataTableColumns<AdminUserDto>();
  return [
    col.display({ id: "user", header: "User", size: 280, cell: ({ row }) => <UserIdentity u={row.original} /> }),
    col.display({ id: "plan", header: "Plan", size: 170, cell: ({ row }) => <UserPlan u={row.original} /> }),
    col.display({ id: "trial", header: "Trial ends", size: 110, cell: ({ row }) => <UserTrial u={row.original} /> }),
    col.display({ id: "usage", header: "Usage", size: 190, cell: ({ row }) => <UserUsage u={row.original} /> }),
    col.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      size: 170,
      enableResizing: false,
      cell: ({ row }) => <UserActions user={row.original} {...opts} />,
    }),
  ];
}

/** A user as a card on a phone: who, plan, trial end, usage, then the same actions as the table's row. */
export function userCard(opts: ActionProps) {
  return (u: AdminUserDto) => (
    <ListCard title={<UserIdentity u={u} />}>
      <UserPlan u={u} />
      <span>
        Trial ends: <UserTrial u={u} />
      </span>
      <UserUsage u={u} />
      <div className="pt-1">
        <UserActions user={u} {...opts} />
      </div>
    </ListCard>
  );
}
