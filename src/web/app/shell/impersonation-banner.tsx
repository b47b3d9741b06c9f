import { format } from "date-fns";
import { EyeIcon } from "lucide-react";
import { useEffect } from "react";
import { fullName } from "#shared/rules/text.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useCurrentImpersonation } from "#web/features/admin/api/impersonation.ts";

/** Whose account the admin is viewing and until when; at the limit it returns to the admin by itself. */
export function ImpersonationBanner() {
  const { isImpersonating, profile, stopImpersonation, transition } = useAuth();
  const current = useCurrentImpersonation(isImpersonating);
  const info = current.data?.impersonation ?? null;
  const untilIso = info?.until ?? null;
  const until = untilIso ? new Date(untilIso) : null;

  useEffect(() => {
    if (!untilIso || transition) return;
    const left = new Date(untilIso).getTime() - Date.now();
    const timer = setTimeout(() => void stopImpersonation({ ended: true }), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [untilIso, transition, stopImpersonation]);

  if (!isImpersonating || !profile) return null;
  const busy = transition === "returning";
  return (
    <section
      aria-label="Impersonation"
      className="flex flex-wrap items-center justify-between gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <p className="flex min-w-0 flex-wrap items-center gap-x-2">
        <EyeIcon aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 truncate">
          Viewing as <strong>{fullName(profile.firstName, profile.lastName)}</strong> ({profile.email})
        </span>
        {until ? (
          <span>
            until <time dateTime={until.toISOString()}>{format(until, "HH:mm")}</time>
          </span>
        ) : null}
        {info ? <span className="text-amber-800">· {info.reason}</span> : null}
      </p>
      <Button
        size="sm"
        variant="outline"
        className="border-amber-300 bg-white"
        disabled={busy}
        onClick={() => void stopImpersonation()}
      >
        {busy ? <Spinner className="size-4" label="Returning" /> : null}
        Return to admin
      </Button>
    </section>
  );
}
