import { format } from "date-fns";
import { CreditCardIcon, GiftIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { SubscriptionDto } from "#shared/contract/subscriptions.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";

export const upgradeLabels: Record<string, string> = {
  features: "All features",
  docanalysis: "Document analysis",
  templates: "Workspace",
  dealrooms: "Deal rooms",
};

export const formatDate = (iso: string | null) => (iso ? format(new Date(iso), "MMM d, yyyy") : "—");

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function status(sub: SubscriptionDto): ReactNode {
  if (sub.active) return <Badge variant="success">Active</Badge>;
  if (sub.isCancelled && sub.entitled) return <Badge variant="warning">Cancelling</Badge>;
  if (sub.isCancelled) return <Badge variant="warning">Cancelled</Badge>;
  if (sub.isTrialActive) return <Badge>Free trial</Badge>;
  if (sub.freeUpgradeTypes.length) return <Badge variant="success">Free upgrade</Badge>;
  if (sub.paidUpgradeTypes.length) return <Badge variant="success">Upgrade</Badge>;
  return <Badge variant="destructive">Inactive</Badge>;
}

const isAdminGrant = (sub: SubscriptionDto) => !!sub.stripeId?.startsWith("admin_granted_");

export function PlanCard({ sub, failed }: { sub: SubscriptionDto | undefined; failed: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCardIcon aria-hidden className="size-4 text-primary" /> Subscription
        </CardTitle>
        <CardDescription>Your plan, trial and any upgrades granted by an administrator.</CardDescription>
      </CardHeader>
      <CardContent>
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            We could not load your subscription. Please refresh the page.
          </p>
        ) : !sub ? (
          <div className="grid gap-3">
            {["a", "b", "c", "d"].map((k) => (
              <Skeleton key={k} className="h-6" />
            ))}
          </div>
        ) : (
          <>
            {sub.isCancelled && sub.expiresAt ? (
              <p className="mb-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                Your plan cancels on {formatDate(sub.expiresAt)}. You keep its features until then.
              </p>
            ) : null}
            <dl className="divide-y">
              <Row label="Status">{status(sub)}</Row>
              <Row label="Plan">
                {sub.tier && (sub.active || sub.entitled) ? (
                  <span>{upgradeLabels[sub.tier.name] ?? sub.tier.name}</span>
                ) : (
                  "No paid plan"
                )}
              </Row>
              <Row label={sub.isTrialActive ? "Trial ends" : "Trial ended"}>{formatDate(sub.trialEndsAt)}</Row>
              {sub.expiresAt ? (
                <Row
                  label={sub.isCancelled ? "Cancels on" : sub.active && !isAdminGrant(sub) ? "Renews on" : "Expires on"}
                >
                  {formatDate(sub.expiresAt)}
                </Row>
              ) : null}
              {sub.paidUpgradeTypes.length ? (
                <Row label="Upgrades">
                  <span className="flex flex-wrap justify-end gap-1.5">
                    {sub.paidUpgradeTypes.map((t) => (
                      <Badge key={t} variant="secondary">
                        {upgradeLabels[t] ?? t}
                      </Badge>
                    ))}
                  </span>
                </Row>
              ) : null}
              <Row label="Free upgrades">
                {sub.freeUpgradeTypes.length ? (
                  <span className="flex flex-wrap justify-end gap-1.5">
                    {sub.freeUpgradeTypes.map((t) => (
                      <Badge key={t} variant="secondary">
                        <GiftIcon aria-hidden className="size-3" /> {upgradeLabels[t] ?? t}
                      </Badge>
                    ))}
                  </span>
                ) : (
                  "None"
                )}
              </Row>
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}
