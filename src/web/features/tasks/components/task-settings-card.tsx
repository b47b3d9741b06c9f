import { CalendarIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { OptionSelect } from "#web/components/ui/select.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { browserTimeZone } from "#web/features/tasks/api/keys.ts";
import { useTaskPreferences, useUpdateTaskPreferences } from "#web/features/tasks/api/task-preferences.ts";
import { formatTime } from "#web/components/ui/date-picker-model.ts";
import { toast } from "#web/lib/toast.ts";

const DIGEST_HOURS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: formatTime(`${String(h).padStart(2, "0")}:00`),
}));
const failed = () =>
  toast({ title: "Error", description: "Could not save your task settings", variant: "destructive" });

/** Settings section: the daily digest e-mail (on/off, hour, time zone) and the private calendar feed. */
export function TaskSettingsCard() {
  const prefs = useTaskPreferences();
  const { update, createFeed, revokeFeed } = useUpdateTaskPreferences();
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const here = browserTimeZone();
  const p = prefs.data;
  const save = async (body: Parameters<typeof update.mutateAsync>[0], message: string) => {
    try {
      await update.mutateAsync(body);
      toast({ title: message });
    } catch {
      failed();
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tasks and reminders</CardTitle>
        <CardDescription>
          A morning e-mail with today's and overdue tasks, and a calendar of your due tasks.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {!p ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <>
            <div className="flex items-start gap-3">
              <Checkbox
                id="task-digest"
                checked={p.digestEnabled}
                onCheckedChange={(v) =>
                  save({ digestEnabled: v === true }, v === true ? "Daily digest turned on" : "Daily digest turned off")
                }
              />
              <div className="grid gap-1">
                <label htmlFor="task-digest" className="text-sm font-medium">
                  Daily task digest e-mail
                </label>
                <p className="text-sm text-muted-foreground">
                  Sent at{" "}
                  <OptionSelect
                    aria-label="Digest time"
                    className="inline-flex h-8 w-28 align-middle md:h-8 pointer-coarse:h-10"
                    value={String(p.digestHour)}
                    onValueChange={(v) => save({ digestHour: Number(v) }, "Digest time saved")}
                    options={DIGEST_HOURS}
                  />{" "}
                  in {p.timeZone}.
                  {here && here !== p.timeZone ? (
                    <Button
                      variant="link"
                      className="h-auto px-1 py-0"
                      onClick={() => save({ timeZone: here }, "Time zone saved")}
                    >
                      Use {here}
                    </Button>
                  ) : null}
                </p>
              </div>
            </div>
            <div className="grid gap-2">
              <h3 className="flex items-center gap-2 text-sm font-medium">
                <CalendarIcon aria-hidden className="size-4" /> Calendar feed
              </h3>
              {p.calendarUrl ? (
                <>
                  <p className="text-sm text-muted-foreground">
                    Subscribe to this private address in your calendar app. Anyone with it can see your due tasks.
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Input
                      readOnly
                      aria-label="Calendar feed address"
                      value={p.calendarUrl}
                      className="min-w-0 flex-1 basis-64"
                    />
                    <Button
                      variant="outline"
                      onClick={async () => {
                        await navigator.clipboard?.writeText(p.calendarUrl ?? "");
                        toast({ title: "Calendar address copied" });
                      }}
                    >
                      <CopyIcon aria-hidden /> Copy
                    </Button>
                  </div>
                  {confirmRevoke ? (
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      Calendars using this address stop updating.
                      <Button
                        variant="destructive"
                        size="sm"
                        onClick={async () => {
                          setConfirmRevoke(false);
                          await revokeFeed.mutateAsync().then(() => toast({ title: "Calendar feed revoked" }), failed);
                        }}
                      >
                        Revoke
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setConfirmRevoke(false)}>
                        Cancel
                      </Button>
                    </div>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      <Button variant="outline" size="sm" onClick={() => setConfirmRevoke(true)}>
                        Revoke address
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() =>
                          createFeed.mutateAsync().then(() => toast({ title: "New calendar address created" }), failed)
                        }
                      >
                        Replace with a new address
                      </Button>
                    </div>
                  )}
                </>
              ) : (
                <div>
                  <Button
                    variant="outline"
                    onClick={() =>
                      createFeed.mutateAsync().then(() => toast({ title: "Calendar feed created" }), failed)
                    }
                  >
                    Create calendar feed
                  </Button>
                </div>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
