import { format } from "date-fns";
import { LinkIcon } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { IdentityDto } from "#shared/contract/identities.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useSignInProviders } from "#web/features/auth/api/sign-in-providers.ts";
import { useIdentities, useUnlinkIdentity } from "#web/features/profiles/api/identities.ts";
import { authClient, authErrorMessage, describeCallbackError } from "#web/lib/auth-client.ts";
import { toast } from "#web/lib/toast.ts";

/** Profile → ways to sign in (§7.1 identities): list, connect a configured provider, remove (never the last). */
export function IdentitiesCard() {
  const identities = useIdentities();
  const providers = useSignInProviders();
  const unlink = useUnlinkIdentity();
  const [params, setParams] = useSearchParams();
  const [confirm, setConfirm] = useState<IdentityDto | null>(null);
  const [error, setError] = useState<string | null>(params.get("error") ? describeCallbackError(params) : null);
  const items = identities.data?.items ?? [];
  const linked = new Set(items.map((i) => i.providerId));
  const connectable = (providers.data?.items ?? []).filter((p) => !linked.has(p.id));

  const connect = async (provider: string) => {
    setError(null);
    const { error: failed } = await authClient.linkSocial({
      provider,
      callbackURL: "/profile",
      errorCallbackURL: "/profile",
    });
    if (failed) setError(authErrorMessage(failed));
  };

  const remove = (identity: IdentityDto) => {
    setConfirm(null);
    unlink.mutate(identity.id, {
      onSuccess: () => toast({ title: "Sign-in method removed", description: identity.providerName }),
      onError: (e) => setError(e.message),
    });
  };

  if (params.get("error") && error) {
    // Shown once; the address bar is cleaned so a reload does not repeat it.
    params.delete("error");
    params.delete("error_description");
    setParams(params, { replace: true });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LinkIcon aria-hidden className="size-4 text-primary" /> Ways to sign in
        </CardTitle>
        <CardDescription>Your password and the accounts connected to Leasedesk.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {error ? <FormAlert>{error}</FormAlert> : null}
        {identities.isPending ? (
          <Skeleton className="h-10" />
        ) : (
          <ul aria-label="Sign-in methods" className="grid gap-2">
            {items.map((identity) => (
              <li
                key={identity.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
              >
                <span>
                  <span className="font-medium">{identity.providerName}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    · added {format(new Date(identity.createdAt), "MMM d, yyyy")}
                  </span>
                </span>
                {items.length > 1 ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={unlink.isPending}
                    aria-label={`Remove ${identity.providerName}`}
                    onClick={() => setConfirm(identity)}
                  >
                    Remove
                  </Button>
                ) : (
                  <span className="text-xs text-muted-foreground">Your only way to sign in</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {connectable.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {connectable.map((p) => (
              <Button key={p.id} variant="outline" onClick={() => void connect(p.id)}>
                Connect {p.name}
              </Button>
            ))}
          </div>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={!!confirm}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Remove this sign-in method?"
        description={`You will no longer be able to sign in with ${confirm?.providerName ?? ""}.`}
        confirmLabel="Remove"
        onConfirm={() => confirm && remove(confirm)}
      />
    </Card>
  );
}
