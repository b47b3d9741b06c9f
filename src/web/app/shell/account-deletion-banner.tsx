import { AlertTriangleIcon } from "lucide-react";
import { useAuth } from "#web/app/auth-provider.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  deletionDate,
  useAccountDeletion,
  useCancelAccountDeletion,
} from "#web/features/profiles/api/account-deletion.ts";
import { toast } from "#web/lib/toast.ts";

/** On every page while the account waits out its deletion grace period: when, and a way to keep it. */
export function AccountDeletionBanner() {
  const { signedIn, isImpersonating } = useAuth();
  const deletion = useAccountDeletion(signedIn && !isImpersonating);
  const cancel = useCancelAccountDeletion();
  const scheduled = deletion.data?.deletion;
  if (!scheduled || isImpersonating) return null;
  const keep = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast({ title: "Account deletion cancelled", description: "Your account stays as it is." }),
      onError: (err) => toast({ title: "Error", description: err.message, variant: "destructive" }),
    });
  return (
    <section
      aria-label="Account deletion"
      className="flex flex-wrap items-center justify-between gap-2 bg-red-50 px-4 py-2 text-sm text-red-950"
    >
      <p className="flex min-w-0 items-center gap-2">
        <AlertTriangleIcon aria-hidden className="size-4 shrink-0" />
        <span>
          Your account will be deleted on <time dateTime={scheduled.dueAt}>{deletionDate(scheduled.dueAt)}</time>.
        </span>
      </p>
      <Button size="sm" variant="outline" className="bg-white" disabled={cancel.isPending} onClick={keep}>
        Keep my account
      </Button>
    </section>
  );
}
