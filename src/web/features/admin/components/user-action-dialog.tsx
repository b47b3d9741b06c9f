import { type FormEvent, useEffect, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { type Pending, upgrades } from "#web/features/admin/components/user-columns.tsx";

export type ActionValues = { reason: string; days: number };

const labelOf = (t: string) => upgrades.find((u) => u.type === t)?.label.toLowerCase() ?? t;

function copy(p: Pending): { title: string; text: string; confirm: string; destructive?: boolean } {
  const who = p.user.email;
  switch (p.kind) {
    case "impersonate":
      return {
        title: "View the app as this user?",
        text: `You will be signed in as ${who} for up to one hour. The reason is kept in the audit log and the user can see that their account was viewed.`,
        confirm: "Impersonate",
      };
    case "grant":
      return {
        title: "Grant a free upgrade?",
        text: `${who} gets ${labelOf(p.upgrade)} free for one year.`,
        confirm: "Grant upgrade",
      };
    case "revoke":
      return {
        title: "Revoke this free upgrade?",
        text: `${who} loses ${labelOf(p.upgrade)} granted by an administrator. Paid plans are not affected.`,
        confirm: "Revoke",
        destructive: true,
      };
    case "extend-trial":
      return {
        title: "Extend the free trial",
        text: `Add days to the trial of ${who} (from today if it has ended).`,
        confirm: "Extend trial",
      };
    case "set-admin":
      return p.isAdmin
        ? {
            title: "Make this user an admin?",
            text: `${who} will manage users, articles and leases.`,
            confirm: "Make admin",
          }
        : {
            title: "Remove admin rights?",
            text: `${who} becomes an ordinary user.`,
            confirm: "Remove admin",
            destructive: true,
          };
    case "ban":
      return {
        title: "Ban this user?",
        text: `${who} is signed out everywhere and cannot sign in until unbanned.`,
        confirm: "Ban user",
        destructive: true,
      };
    case "unban":
      return { title: "Unban this user?", text: `${who} can sign in again.`, confirm: "Unban" };
  }
}

/** Confirms a row action of Admin → Users; asks for the reason or days the action needs. */
export function UserActionDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: Pending | null;
  onCancel: () => void;
  onConfirm: (pending: Pending, values: ActionValues) => void;
}) {
  const [reason, setReason] = useState("");
  const [days, setDays] = useState("14");
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (pending) {
      setReason("");
      setDays("14");
      setError(undefined);
    }
  }, [pending]);
  if (!pending) return null;
  const text = copy(pending);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending.kind === "impersonate" && reason.trim().length < 3) {
      setError("Give a reason (at least 3 characters)");
      return;
    }
    const n = Number(days);
    if (pending.kind === "extend-trial" && (!Number.isInteger(n) || n < 1 || n > 365)) {
      setError("Enter whole days from 1 to 365");
      return;
    }
    onConfirm(pending, { reason: reason.trim(), days: n });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{text.title}</DialogTitle>
            <DialogDescription>{text.text}</DialogDescription>
          </DialogHeader>
          {pending.kind === "impersonate" || pending.kind === "ban" ? (
            <FormField
              label={pending.kind === "ban" ? "Reason (optional)" : "Reason"}
              error={error}
              required={pending.kind === "impersonate"}
            >
              <Textarea
                value={reason}
                maxLength={500}
                rows={3}
                placeholder={
                  pending.kind === "impersonate" ? "e.g. Support ticket #1234: cannot see a lease" : undefined
                }
                onChange={(e) => setReason(e.target.value)}
              />
            </FormField>
          ) : null}
          {pending.kind === "extend-trial" ? (
            <FormField label="Days" error={error} required>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={365}
                value={days}
                onChange={(e) => setDays(e.target.value)}
              />
            </FormField>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant={text.destructive ? "destructive" : "default"}>
              {text.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
