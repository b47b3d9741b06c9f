import { Trash2Icon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { DELETION_EMAIL_MISMATCH } from "#shared/contract/account-data.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import {
  deletionDate,
  useAccountDeletion,
  useCancelAccountDeletion,
  useRequestAccountDeletion,
} from "#web/features/profiles/api/account-deletion.ts";
import { toast } from "#web/lib/toast.ts";

/**
 * Profile → Delete account: typing the account's e-mail confirms; the account is deleted after the grace
 * period, and until then this card (and a banner on every page) offers to keep it.
 */
export function DeleteAccountCard({ email, impersonating }: { email: string; impersonating: boolean }) {
  const deletion = useAccountDeletion();
  const request = useRequestAccountDeletion();
  const cancel = useCancelAccountDeletion();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const scheduled = deletion.data?.deletion ?? null;
  const graceDays = deletion.data?.graceDays ?? 7;
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!matches) {
      setError(DELETION_EMAIL_MISMATCH);
      return;
    }
    request.mutate(typed, {
      onSuccess: (result) => {
        setOpen(false);
        toast({
          title: "Account deletion scheduled",
          description: `Your account will be deleted on ${deletionDate(result.dueAt)}.`,
        });
      },
      onError: (err) => setError(err.message),
    });
  };

  const keep = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast({ title: "Account deletion cancelled", description: "Your account stays as it is." }),
      onError: (err) => toast({ title: "Error", description: err.message, variant: "destructive" }),
    });

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trash2Icon aria-hidden className="size-4 text-destructive" /> Delete account
        </CardTitle>
        <CardDescription>
          Deletes your account with all your records, documents and deal rooms. People you share deal rooms with are
          told by e-mail. You have {graceDays} {graceDays === 1 ? "day" : "days"} to change your mind.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {deletion.isPending ? (
          <Skeleton className="h-9 w-40" />
        ) : impersonating ? (
          <p className="text-sm text-muted-foreground">
            {scheduled ? `This account will be deleted on ${deletionDate(scheduled.dueAt)}. ` : ""}Only the account
            owner can delete the account or keep it.
          </p>
        ) : scheduled ? (
          <>
            <p className="text-sm">
              Your account will be deleted on{" "}
              <time dateTime={scheduled.dueAt} className="font-medium">
                {deletionDate(scheduled.dueAt)}
              </time>
              .
            </p>
            <Button className="justify-self-start" disabled={cancel.isPending} onClick={keep}>
              Keep my account
            </Button>
          </>
        ) : (
          <Button
            variant="destructive"
            className="justify-self-start"
            onClick={() => {
              setTyped("");
              setError(null);
              setOpen(true);
            }}
          >
            Delete my account…
          </Button>
        )}
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                After {graceDays} {graceDays === 1 ? "day" : "days"} your account, records, documents and deal rooms are
                deleted for good. Until then you can sign in and keep your account. To confirm, type{" "}
                <strong className="break-all">{email}</strong>.
              </DialogDescription>
            </DialogHeader>
            {error ? <FormAlert>{error}</FormAlert> : null}
            <FormField label="Your e-mail address" required>
              <Input
                type="email"
                autoComplete="off"
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setError(null);
                }}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={!matches || request.isPending}>
                {request.isPending ? "Deleting..." : "Delete account"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
