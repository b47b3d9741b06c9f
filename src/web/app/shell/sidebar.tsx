import { Fragment } from "react";
import { format } from "date-fns";
import { PanelLeftCloseIcon, PanelLeftOpenIcon, SparklesIcon } from "lucide-react";
import { Link } from "react-router";
import { useAuth } from "#web/app/auth-provider.tsx";
import { adminItems, sidebarItems, visibleItems } from "#web/app/navigation.ts";
import { paths } from "#web/app/paths.ts";
import { BrandMark, BrandName } from "#web/app/shell/brand.tsx";
import { NavLink } from "#web/app/shell/nav-link.tsx";
import { UserMenu } from "#web/app/shell/user-menu.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { WithTooltip } from "#web/components/ui/tooltip.tsx";
import { SidebarUploadButton } from "#web/features/documents/components/sidebar-upload-button.tsx";
import { SearchButton } from "#web/features/search/components/search-button.tsx";
import { cn } from "#web/lib/utils.ts";

export function FreeTrialBanner() {
  const { subscription } = useAuth();
  // §2.4: only while a trial is active, has an end date and there is no active subscription.
  if (!subscription?.isTrialActive || !subscription.trialEndsAt || subscription.active) return null;
  return (
    <div className="rounded-xl border border-teal-200 bg-gradient-to-b from-teal-50 to-white p-3.5">
      <div className="flex items-center gap-2 text-xs font-semibold tracking-wide text-teal-800 uppercase">
        <SparklesIcon aria-hidden className="size-3.5" /> Free Trial Ends
      </div>
      <p className="mt-1 text-sm font-semibold text-slate-900">
        {format(new Date(subscription.trialEndsAt), "MMM d, yyyy")}
      </p>
      <Button asChild size="sm" className="mt-3 w-full">
        <Link to={paths.settings()}>Upgrade Now</Link>
      </Button>
    </div>
  );
}

export function Sidebar({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const { isAdmin } = useAuth();
  const main = visibleItems(sidebarItems, !!isAdmin);
  const admin = visibleItems(adminItems, !!isAdmin);
  const collapsed = !expanded;
  return (
    <aside
      aria-label="Sidebar"
      data-state={expanded ? "expanded" : "collapsed"}
      style={{ width: expanded ? 256 : 64 }}
      className="sticky top-0 flex h-dvh shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200 ease-out"
    >
      <div className={cn("flex h-14 items-center gap-2 border-b px-3", collapsed && "justify-center px-0")}>
        {collapsed ? null : (
          <Link
            to={paths.home()}
            className="flex min-w-0 flex-1 items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <BrandMark className="size-7" />
            <BrandName />
          </Link>
        )}
        <WithTooltip content={expanded ? "Collapse sidebar (Ctrl+B)" : "Expand sidebar (Ctrl+B)"}>
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={onToggle}
            aria-label={expanded ? "Collapse sidebar" : "Expand sidebar"}
            aria-expanded={expanded}
            aria-keyshortcuts="Control+B Meta+B"
          >
            {expanded ? <PanelLeftCloseIcon aria-hidden /> : <PanelLeftOpenIcon aria-hidden />}
          </Button>
        </WithTooltip>
      </div>
      <nav aria-label="Main" className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-2 py-3">
        {expanded ? <FreeTrialBanner /> : null}
        <SidebarUploadButton collapsed={collapsed} />
        <ul className="grid gap-0.5">
          {main.map((item) => (
            <Fragment key={item.id}>
              <li>
                <NavLink item={item} collapsed={collapsed} />
              </li>
              {/* §2.4 entry 3: Search opens the dialog (not a route), right after Dashboard. */}
              {item.id === "dashboard" ? (
                <li>
                  <SearchButton variant={collapsed ? "sidebar-collapsed" : "sidebar"} />
                </li>
              ) : null}
            </Fragment>
          ))}
        </ul>
        {admin.length ? (
          <div className="grid gap-1">
            {collapsed ? (
              <div aria-hidden className="mx-3 border-t" />
            ) : (
              <p className="px-2.5 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">Admin</p>
            )}
            <ul className="grid gap-0.5">
              {admin.map((item) => (
                <li key={item.id}>
                  <NavLink item={item} collapsed={collapsed} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </nav>
      <div className="border-t p-2">
        <UserMenu collapsed={collapsed} />
      </div>
    </aside>
  );
}
