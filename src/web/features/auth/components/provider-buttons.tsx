import { KeyRoundIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useSignInProviders } from "#web/features/auth/api/sign-in-providers.ts";
import { authClient, authErrorMessage } from "#web/lib/auth-client.ts";

/** "Continue with Google" / "Continue with {OIDC name}" under the sign-in and sign-up forms; hidden when none. */
export function ProviderButtons({ redirect }: { redirect: string }) {
  const providers = useSignInProviders();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = providers.data?.items ?? [];
  if (items.length === 0) return null;

  const start = async (provider: string) => {
    setBusy(provider);
    setError(null);
    const callback = new URLSearchParams({ provider });
    if (redirect !== "/") callback.set("redirect", redirect);
    // Better Auth answers with the provider's authorize URL (PKCE, state, nonce) and the browser goes there.
    const { error: failed } = await authClient.signIn.social({
      provider,
      callbackURL: `/auth/callback?${callback.toString()}`,
      errorCallbackURL: "/auth/callback",
    });
    if (failed) {
      setBusy(null);
      setError(authErrorMessage(failed, "There was a problem with authentication. Please try again."));
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {items.map((p) => (
        <Button
          key={p.id}
          type="button"
          variant="outline"
          size="lg"
          className="w-full"
          disabled={busy !== null}
          onClick={() => void start(p.id)}
        >
          {busy === p.id ? (
            <Spinner className="size-4 text-current" label="Redirecting" />
          ) : (
            <KeyRoundIcon aria-hidden className="size-4" />
          )}
          Continue with {p.name}
        </Button>
      ))}
    </div>
  );
}
