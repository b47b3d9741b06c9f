import { ExternalLinkIcon, ReceiptIcon, SparklesIcon } from "lucide-react";
import type { SubscriptionDto } from "#shared/contract/subscriptions.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import {
  type UpgradeType,
  useBilling,
  useOpenPortal,
  useStartCheckout,
} from "#web/features/subscriptions/api/billing.ts";
import { formatDate, upgradeLabels } from "#web/features/subscriptions/components/plan-card.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

const offerText: Record<UpgradeType, string> = {
  features: "Everything: document analysis, properties, the workspace and deal rooms.",
  docanalysis: "Lease and offering-memorandum abstraction, properties and the workspace.",
  templates: "Contacts, tasks, projects, surveys and templates.",
  dealrooms: "Secure rooms to share documents with clients.",
};

function owned(sub: SubscriptionDto | undefined, offer: UpgradeType): boolean {
  if (!sub) return false;
  const tierLive = sub.entitled && !sub.isCancelled && !!sub.tier;
  if (tierLive && sub.tier?.name === "features") return true;
  if (offer === "templates" || offer === "dealrooms") {
    return (
      sub.paidUpgradeTypes.includes(offer) || (offer === "templates" && tierLive && sub.tier?.name === "docanalysis")
    );
  }
  return tierLive && sub.tier?.name === offer;
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

function failed(error: unknown) {
  toast({
    title: "Billing is not available",
    description: isApiError(error) ? error.message : "Please try again.",
    variant: "destructive",
  });
}

export function BillingCard({ sub }: { sub: SubscriptionDto | undefined }) {
  const billing = useBilling();
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const data = billing.data;

  if (billing.isPending) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Upgrade your plan</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </CardContent>
      </Card>
    );
  }

  if (!data?.enabled) {
    return (
      <Card className="border-teal-200 bg-teal-50/40">
        <CardHeader>
          <CardTitle>Upgrade your plan</CardTitle>
          <CardDescription>
            Online checkout is not set up on this server. An administrator enables it by setting STRIPE_SECRET_KEY,
            STRIPE_WEBHOOK_SECRET and the STRIPE_PRICE_* ids of the plans (see the configuration table in the README).
            Until then, an administrator can unlock features for your account from Admin → Users.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <a href="mailto:?subject=Leasedesk%20upgrade">Email your administrator</a>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SparklesIcon aria-hidden className="size-4 text-primary" /> Upgrade your plan
        </CardTitle>
        <CardDescription>Pay securely with Stripe. You can cancel any time from Manage billing.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.offers.map((offer) => (
            <li key={offer} className="flex flex-col justify-between gap-3 rounded-lg border p-4">
              <span className="grid gap-1 text-sm">
                <span className="font-medium">{upgradeLabels[offer]}</span>
                <span className="text-muted-foreground">{offerText[offer]}</span>
              </span>
              {owned(sub, offer) ? (
                <Badge variant="success" className="self-start">
                  Included in your plan
                </Badge>
              ) : (
                <Button
                  size="sm"
                  className="self-start"
                  aria-label={`Upgrade: ${upgradeLabels[offer]}`}
                  disabled={checkout.isPending}
                  onClick={() => checkout.mutate(offer, { onError: failed })}
                >
                  {checkout.isPending && checkout.variables === offer ? "Opening checkout..." : "Upgrade"}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {data.hasBillingAccount ? (
          <div className="grid gap-3 border-t pt-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="flex items-center gap-2 text-sm font-medium">
                <ReceiptIcon aria-hidden className="size-4" /> Invoices
              </h3>
              <Button
                variant="outline"
                size="sm"
                disabled={portal.isPending}
                onClick={() => portal.mutate(undefined, { onError: failed })}
              >
                {portal.isPending ? "Opening..." : "Manage billing"}
              </Button>
            </div>
            {data.invoicesUnavailable ? (
              <p className="text-sm text-muted-foreground">Invoices could not be loaded right now.</p>
            ) : data.invoices.length === 0 ? (
              <p className="text-sm text-muted-foreground">No invoices yet.</p>
            ) : (
              <ul className="divide-y text-sm">
                {data.invoices.map((inv) => (
                  <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      {formatDate(inv.createdAt)} · {inv.number ?? inv.id}
                    </span>
                    <span className="flex items-center gap-3">
                      <span className="font-medium">{money(inv.total, inv.currency)}</span>
                      {inv.status ? <Badge variant="secondary">{inv.status}</Badge> : null}
                      {inv.url ? (
                        <a
                          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                          href={inv.url}
                          target="_blank"
                          rel="noreferrer"
                        >
                          View <ExternalLinkIcon aria-hidden className="size-3" />
                          <span className="sr-only">invoice {inv.number ?? inv.id}</span>
                        </a>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
