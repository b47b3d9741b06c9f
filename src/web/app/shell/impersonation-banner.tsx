import { EyeIcon } from "lucide-react";
import { fullName } from "#shared/rules/text.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";

export function ImpersonationBanner() {
  const { isImpersonating, profile, stopImpersonation, transition } = useAuth();
  if (!isImpersonating || !profile) return null;
  const busy = transition === "returning";
  return (
    <section
      aria-label="Impersonation"
      className="flex flex-wrap items-center justify-between gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <p className="flex min-w-0 items-center gap-2">
        <EyeIcon aria-hidden className="size-4 shrink-0" />
        <span className="truncate">
          Viewing as <strong>{fullName(profile.firstName, profile.lastName)}</strong> ({profile.email})
        </span>
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
