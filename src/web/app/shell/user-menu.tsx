import { ChevronsUpDownIcon, LifeBuoyIcon, LogOutIcon, SettingsIcon, UserIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { fullName, initials } from "#shared/rules/text.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
import { paths } from "#web/app/paths.ts";
import { Avatar, AvatarFallback } from "#web/components/ui/avatar.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import { HelpPanel } from "#web/app/shell/help-panel-lazy.tsx";
import { cn } from "#web/lib/utils.ts";

export function UserIdentity({ compact }: { compact?: boolean }) {
  const { profile, sessionUser } = useAuth();
  const name = fullName(profile?.firstName, profile?.lastName);
  const email = profile?.email ?? sessionUser?.email ?? "";
  return (
    <>
      <Avatar className="size-8">
        <AvatarFallback>{initials(profile?.firstName, profile?.lastName)}</AvatarFallback>
      </Avatar>
      {compact ? null : (
        <span className="grid min-w-0 flex-1 text-left leading-tight">
          <span className="truncate text-sm font-medium text-slate-900">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{email}</span>
        </span>
      )}
    </>
  );
}

export function UserMenu({ collapsed }: { collapsed: boolean }) {
  const { signOut } = useAuth();
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label="Account menu"
          className={cn(
            "flex w-full items-center gap-3 rounded-lg p-2 text-left outline-none transition-colors hover:bg-slate-200/60 focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-slate-200/60",
            collapsed && "justify-center p-1.5",
          )}
        >
          <UserIdentity compact={collapsed} />
          {collapsed ? null : <ChevronsUpDownIcon aria-hidden className="size-4 text-muted-foreground" />}
        </DropdownMenuTrigger>
        <DropdownMenuContent side={collapsed ? "right" : "top"} align={collapsed ? "end" : "start"} className="w-60">
          <DropdownMenuLabel className="flex items-center gap-3 font-normal">
            <UserIdentity />
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to={paths.profile()}>
              <UserIcon aria-hidden /> Profile
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.settings()}>
              <SettingsIcon aria-hidden /> Settings
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setHelpOpen(true)}>
            <LifeBuoyIcon aria-hidden /> Help
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOutIcon aria-hidden /> Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <HelpPanel open={helpOpen} onOpenChange={setHelpOpen} />
    </>
  );
}
