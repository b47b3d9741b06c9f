import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { isActivePath, type NavItem } from "#web/app/navigation.ts";
import { useGuardedNavigate } from "#web/app/shell/upgrade-dialog.tsx";
import { WithTooltip } from "#web/components/ui/tooltip.tsx";
import { cn } from "#web/lib/utils.ts";

/** A navigation entry: a real link (keyboard, middle-click), guarded by §4.2 when it needs a feature. */
export function NavLink({
  item,
  collapsed = false,
  onNavigate,
}: {
  item: NavItem;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const guardedNavigate = useGuardedNavigate();
  const active = isActivePath(item.path, pathname);
  const Icon = item.icon;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (guardedNavigate(item.path, item.feature)) onNavigate?.();
  };
  return (
    <WithTooltip content={item.label} disabled={!collapsed}>
      <Link
        to={item.path}
        onClick={onClick}
        aria-current={active ? "page" : undefined}
        aria-label={collapsed ? item.label : undefined}
        data-feature={item.feature}
        className={cn(
          "flex h-9 items-center gap-3 rounded-lg px-2.5 text-sm font-medium text-slate-600 outline-none transition-colors hover:bg-slate-200/60 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring",
          active && "bg-white text-primary shadow-xs ring-1 ring-slate-200 hover:bg-white hover:text-primary",
          collapsed && "justify-center px-0",
        )}
      >
        <Icon aria-hidden className="size-[18px] shrink-0" />
        {collapsed ? null : <span className="truncate">{item.label}</span>}
      </Link>
    </WithTooltip>
  );
}
