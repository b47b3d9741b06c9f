import { settingsSections } from "#web/app/settings-sections.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { AccountViewsCard } from "#web/features/subscriptions/components/account-views-card.tsx";
import { useSubscription } from "#web/features/subscriptions/api/get-subscription.ts";
import { BillingCard } from "#web/features/subscriptions/components/billing-card.tsx";
import { IncludedFeaturesCard } from "#web/features/subscriptions/components/included-features-card.tsx";
import { SessionsCard } from "#web/features/subscriptions/components/sessions-card.tsx";
import { PlanCard } from "#web/features/subscriptions/components/plan-card.tsx";
import { useCheckoutReturn } from "#web/features/subscriptions/hooks/use-checkout-return.ts";

// Settings: one section per concern, each a component of the feature that owns it.
export function SettingsPage() {
  const subscription = useSubscription();
  useCheckoutReturn();
  const sub = subscription.data;
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Settings" description="Your subscription, billing and account." />
      <div className="grid gap-6">
        <PlanCard sub={sub} failed={subscription.isError} />
        <BillingCard sub={sub} />
        {sub ? <IncludedFeaturesCard sub={sub} /> : null}
        <SessionsCard />
        <AccountViewsCard />
        {settingsSections.map(({ id, Component }) => (
          <Component key={id} />
        ))}
      </div>
    </PageContainer>
  );
}
