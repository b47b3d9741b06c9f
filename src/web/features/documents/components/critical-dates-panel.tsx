import { differenceInCalendarDays, parseISO } from "date-fns";
import { CalendarClockIcon, CalendarPlusIcon } from "lucide-react";
import { buildPath } from "#shared/contract/route.ts";
import { type CriticalDate, leaseCalendarPath } from "#shared/contract/documents-leases.ts";
import { leaseCriticalDateActions } from "#web/app/lease-slots.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import type { Locate } from "#web/features/documents/components/pdf-viewer.tsx";
import { formatDate } from "#web/features/documents/lib/format.ts";
import { cn } from "#web/lib/utils.ts";

function countdown(date: string, today: Date): { text: string; tone: "past" | "soon" | "later" } {
  const days = differenceInCalendarDays(parseISO(date), today);
  if (days < 0) return { text: `${Math.abs(days)} days ago`, tone: "past" };
  if (days === 0) return { text: "Today", tone: "soon" };
  const text =
    days < 60
      ? `in ${days} days`
      : days < 730
        ? `in ${Math.round(days / 30.4)} months`
        : `in ${(days / 365).toFixed(1)} years`;
  return { text, tone: days <= 180 ? "soon" : "later" };
}

/** Expiration and every option's notice deadline (§ issue 4), with an ICS download of them all. */
export function CriticalDatesPanel({
  leaseId,
  dates,
  onLocate,
}: {
  leaseId: string;
  dates: CriticalDate[];
  onLocate: Locate;
}) {
  const today = new Date();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Dates that need action, with the clause they come from.</p>
        {dates.length
          ? leaseCriticalDateActions.map(({ id, Component }) => <Component key={id} leaseId={leaseId} />)
          : null}
        {dates.length ? (
          <Button variant="outline" size="sm" asChild>
            <a href={buildPath(leaseCalendarPath, { id: leaseId })} download>
              <CalendarPlusIcon aria-hidden /> Download calendar (.ics)
            </a>
          </Button>
        ) : (
          // A link cannot be disabled: with nothing to put in a calendar, show a disabled button instead.
          <Button variant="outline" size="sm" disabled>
            <CalendarPlusIcon aria-hidden /> Download calendar (.ics)
          </Button>
        )}
      </div>
      {dates.length === 0 ? (
        <EmptyState
          icon={CalendarClockIcon}
          title="No critical dates found"
          description="Correct the expiration or option fields and they appear here."
        />
      ) : (
        <ol className="relative grid gap-3 border-l border-slate-200 pl-5">
          {dates.map((item) => {
            const due = countdown(item.date, today);
            return (
              <li key={`${item.kind}-${item.date}-${item.label}`} className="relative">
                <span
                  aria-hidden
                  className={cn(
                    "absolute top-3 -left-[1.6rem] size-3 rounded-full border-2 border-white",
                    due.tone === "past" ? "bg-slate-300" : due.tone === "soon" ? "bg-amber-500" : "bg-primary",
                  )}
                />
                <div className="rounded-lg border p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm font-medium">{item.label}</p>
                    <Badge variant={due.tone === "past" ? "secondary" : due.tone === "soon" ? "warning" : "default"}>
                      {due.text}
                    </Badge>
                  </div>
                  <p className="mt-0.5 text-lg font-semibold tabular-nums text-slate-900">{formatDate(item.date)}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    {item.corrected ? (
                      <Badge variant="success" className="px-1.5 py-0 text-[10px]">
                        From correction
                      </Badge>
                    ) : null}
                    {item.page ? (
                      <button
                        type="button"
                        className="rounded-sm underline-offset-2 hover:text-primary hover:underline"
                        onClick={() => onLocate(item.page!, item.snippet ?? undefined)}
                      >
                        Source: page {item.page}
                      </button>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
