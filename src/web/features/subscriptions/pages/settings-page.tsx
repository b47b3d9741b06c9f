import { format } from "date-fns";
import { CheckIcon, CreditCardIcon, GiftIcon, LockIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { SubscriptionDto } from "#shared/contract/subscriptions.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useSubscription } from "#web/features/subscriptions/api/get-subscription.ts";

const featureLabels: Record<keyof SubscriptionDto["features"], { title: string; text: string }> = {
  docanalysis: { title: "Document analysis", text: "Lease and offering-memorandum abstraction, properties." },
  templates: { title: "Workspace", text: "Contacts, tasks, projects, surveys and templates." },
  dealrooms: { title: "Deal rooms", text: "Secure rooms to share documents with clients." },
};

const upgradeLabels: Record<string, string> = {
  features: "All features",
  docanalysis: "Document analysis",
  templates: "Workspace",
  dealrooms: "Deal rooms",
};

const date = (iso: string | null) => (iso ? format(new Date(iso), "MMM d, yyyy") : "—");

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
  if (sub.isCancelled) return <Badge variant="warning">Cancelled</Badge>;
  if (sub.isTrialActive) return <Badge>Free trial</Badge>;
  if (sub.freeUpgradeTypes.length) return <Badge variant="success">Free upgrade</Badge>;
  return <Badge variant="destructive">Inactive</Badge>;
}

export function SettingsPage() {
  const subscription = useSubscription();
  const sub = subscription.data;
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Settings" description="Your subscription and what it includes." />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CreditCardIcon aria-hidden className="size-4 text-primary" /> Subscription
            </CardTitle>
            <CardDescription>Your plan, trial and any upgrades granted by an administrator.</CardDescription>
          </CardHeader>
          <CardContent>
            {subscription.isError ? (
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
              <dl className="divide-y">
                <Row label="Status">{status(sub)}</Row>
                <Row label="Plan">
                  {sub.tier && sub.active ? <span className="capitalize">{sub.tier.name}</span> : "No paid plan"}
                </Row>
                <Row label={sub.isTrialActive ? "Trial ends" : "Trial ended"}>{date(sub.trialEndsAt)}</Row>
                <Row label={sub.isCancelled ? "Access until" : "Renews / expires"}>{date(sub.expiresAt)}</Row>
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
            )}
          </CardContent>
        </Card>

        {sub ? (
          <Card>
            <CardHeader>
              <CardTitle>Included features</CardTitle>
              <CardDescription>
                {sub.isTrialActive
                  ? "Every feature is included during your free trial."
                  : "What your account can use right now."}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3">
                {(Object.keys(featureLabels) as (keyof typeof featureLabels)[]).map((key) => (
                  <li key={key} className="flex items-start gap-3">
                    <span
                      className={
                        sub.features[key]
                          ? "flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
                          : "flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500"
                      }
                    >
                      {sub.features[key] ? (
                        <CheckIcon aria-label="Included" className="size-3.5" />
                      ) : (
                        <LockIcon aria-label="Not included" className="size-3.5" />
                      )}
                    </span>
                    <span className="grid gap-0.5 text-sm">
                      <span className="font-medium">{featureLabels[key].title}</span>
                      <span className="text-muted-foreground">{featureLabels[key].text}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}

        <Card className="border-teal-200 bg-teal-50/40">
          <CardHeader>
            <CardTitle>Upgrade your plan</CardTitle>
            <CardDescription>
              Online checkout is not available yet. To upgrade, contact your Leasedesk administrator — they can unlock
              features for your account right away.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <a href="mailto:?subject=Leasedesk%20upgrade">Email your administrator</a>
            </Button>
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
