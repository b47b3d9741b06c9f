// A list shown as cards, the phone form of a table (§2.8: deal-room cards): each row a card with its title,
// details and actions stacked, so nothing scrolls sideways on a 360 px screen. Loading and empty states included.
import type { ReactNode } from "react";
import { Card } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { cn } from "#web/lib/utils.ts";

export function CardList<T>({
  label,
  items,
  getKey,
  renderItem,
  isLoading,
  empty,
  className,
}: {
  /** The list's accessible name (the table's label on a wider screen). */
  label: string;
  items: T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  isLoading?: boolean;
  empty?: ReactNode;
  className?: string;
}) {
  if (isLoading) {
    return (
      <div className={cn("grid gap-2", className)}>
        <span className="sr-only">Loading {label}…</span>
        {["a", "b", "c"].map((k) => (
          <Skeleton key={k} className="h-20 rounded-xl" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <Card className={cn("p-6", className)}>
        {empty ?? <p className="text-center text-sm text-muted-foreground">Nothing here yet.</p>}
      </Card>
    );
  }
  return (
    <ul aria-label={label} className={cn("grid grid-cols-1 gap-2", className)}>
      {items.map((item) => (
        <li key={getKey(item)} className="min-w-0">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Makes a card's title link or button answer a tap anywhere on the card (a thumb-sized target), while the
 * leading control and the actions stay separately tappable above it. Only for cards whose details hold no other
 * control.
 */
export const listCardTarget =
  "after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring";

/**
 * One card: an optional leading control (checkbox, icon), the title (a link or text that wraps), lines of
 * detail, and actions kept inside the card's width.
 */
export function ListCard({
  leading,
  title,
  children,
  actions,
  className,
}: {
  leading?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn("relative flex items-start gap-3 p-3", className)}>
      {leading ? <div className="relative z-10 shrink-0">{leading}</div> : null}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="min-w-0 font-medium wrap-anywhere">{title}</div>
        {children ? <div className="grid min-w-0 gap-1 text-sm text-muted-foreground">{children}</div> : null}
      </div>
      {actions ? <div className="relative z-10 flex shrink-0 items-center gap-1">{actions}</div> : null}
    </Card>
  );
}
