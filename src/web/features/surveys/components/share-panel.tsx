import { format } from "date-fns";
import { CopyIcon, Link2Icon } from "lucide-react";
import { useState } from "react";
import type { SurveyDto } from "#shared/contract/surveys.ts";
import { paths } from "#web/app/paths.ts";
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
import { Button } from "#web/components/ui/button.tsx";
import { DatePicker } from "#web/components/ui/date-picker.tsx";
import { readUsDate, US_DATE_HINT, US_DATE_INVALID } from "#web/components/ui/date-picker-model.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useRevokeShare, useShareSurvey } from "#web/features/surveys/api/rows.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** The public link: create (optional expiry), copy, revoke. A new link replaces the old one. */
export function SharePanel({ survey }: { survey: SurveyDto }) {
  const share = useShareSurvey(survey.id);
  const revoke = useRevokeShare(survey.id);
  const [expiry, setExpiry] = useState("");
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const active = survey.share?.active ? survey.share : null;
  const url = active ? `${window.location.origin}${paths.publicSurvey(active.token)}` : "";

  const create = async () => {
    setError(undefined);
    const day = readUsDate(expiry);
    if (!day.ok) {
      setError(US_DATE_INVALID);
      return;
    }
    try {
      // The link works through the whole chosen day, in the broker's time zone.
      await share.mutateAsync(day.value ? new Date(`${day.value}T23:59:59`).toISOString() : null);
      toast({ title: "Public link created" });
    } catch (err) {
      setError(isApiError(err) ? (err.fields.expiresAt ?? err.message) : "Could not create the link");
    }
  };

  return (
    <section aria-labelledby="share-heading" className="grid gap-3 rounded-xl border p-4">
      <h2 id="share-heading" className="flex items-center gap-2 font-semibold">
        <Link2Icon aria-hidden className="size-4" /> Share with the client
      </h2>
      {active ? (
        <>
          <FormField
            label="Public link"
            hint={active.expiresAt ? `Expires ${format(new Date(active.expiresAt), "MMM d, yyyy")}` : "No expiry"}
          >
            <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={async () => {
                await navigator.clipboard?.writeText(url).catch(() => {});
                toast({ title: "Link copied" });
              }}
            >
              <CopyIcon aria-hidden /> Copy link
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              Revoke link
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <FormField label="Expires on (optional)" hint={US_DATE_HINT} error={error} className="w-full sm:w-48">
            <DatePicker value={expiry} onChange={setExpiry} />
          </FormField>
          <Button onClick={create} disabled={share.isPending}>
            Create public link
          </Button>
          {survey.share?.revokedAt ? (
            <p className="text-xs text-muted-foreground">The previous link was revoked.</p>
          ) : null}
        </div>
      )}
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Revoke the public link?</AlertDialogTitle>
            <AlertDialogDescription>
              Anyone opening it will see that the link is no longer valid.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={async () => {
                await revoke.mutateAsync(undefined);
                toast({ title: "Link revoked" });
              }}
            >
              Revoke
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
