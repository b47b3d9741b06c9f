import { useState } from "react";
import type { LadderDate } from "#shared/contract/task-ladder.ts";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useLadderChange, useLeaseLadder } from "#web/features/tasks/api/lease-ladder.ts";
import { LadderDateCard } from "#web/features/tasks/components/ladder-date-card.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/**
 * The critical-date ladder of one lease: every date (expiration, each option's notice deadline) with the business
 * day it is due on, whether it is in tasks, and its reminders. Dates are added and removed one by one.
 */
export function LeaseLadderSheet({
  leaseId,
  open,
  onOpenChange,
}: {
  leaseId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ladder = useLeaseLadder(leaseId, open);
  const change = useLadderChange(leaseId);
  const [removing, setRemoving] = useState<LadderDate | null>(null);

  const run = async (c: { key: string; remove?: boolean; reminderDays?: number[] }, done: string) => {
    try {
      await change.mutateAsync(c);
      toast({ title: done });
    } catch (e) {
      toast({
        title: "Error",
        description: isApiError(e) ? e.message : "Failed to change the critical dates",
        variant: "destructive",
      });
    }
  };

  const data = ladder.data;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="gap-0 p-0 sm:max-w-lg">
        <SheetHeader className="border-b">
          <SheetTitle>Critical dates</SheetTitle>
          <SheetDescription>
            {data ? `${data.leaseTitle}. ` : ""}A date on a weekend or a US federal holiday is due the business day
            before. Reminders default to {(data?.defaultReminders ?? [180, 90, 60, 30]).join(", ")} days before.
          </SheetDescription>
        </SheetHeader>
        <div className="grid flex-1 content-start gap-3 overflow-y-auto p-4">
          {ladder.isPending ? (
            <div className="grid gap-3" role="status" aria-label="Loading critical dates">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          ) : ladder.isError ? (
            <p className="text-sm text-destructive">
              {isApiError(ladder.error) ? ladder.error.message : "The critical dates could not be loaded."}
            </p>
          ) : data && data.dates.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              This lease has no expiration or notice deadlines in its abstract yet.
            </p>
          ) : (
            <ul className="grid gap-3" aria-label="Critical dates">
              {data?.dates.map((d) => (
                <LadderDateCard
                  key={d.key}
                  date={d}
                  busy={change.isPending}
                  onPut={(reminderDays) =>
                    run({ key: d.key, reminderDays }, reminderDays ? "Reminders updated" : `${d.label} added to tasks`)
                  }
                  onRemove={() => setRemoving(d)}
                />
              ))}
            </ul>
          )}
        </div>
      </SheetContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={`Remove ${removing?.label ?? "this date"} from tasks?`}
        description="Its task and reminders are deleted. The date stays off your tasks when the abstract is corrected; add it back here at any time."
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) void run({ key: removing.key, remove: true }, `${removing.label} removed from tasks`);
          setRemoving(null);
        }}
      />
    </Sheet>
  );
}
