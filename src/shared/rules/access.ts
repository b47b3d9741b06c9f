// Subscription computation (spec §4.1) and feature access (§4.2). Pure: the clock and the billing
// lookup are passed in, so the web guard and the server enforcement share exactly these rules.

export type Feature = "docanalysis" | "templates" | "dealrooms";
export const features: readonly Feature[] = ["docanalysis", "templates", "dealrooms"];
export type UpgradeType = "features" | "docanalysis" | "templates" | "dealrooms";

export type TierRecord = { id: string; name: string; leaseLimit: number | null; currency: string | null };
export type PaymentRecord = {
  paidAt: Date;
  stripeId: string;
  subscriptionTierId: string | null;
  upgradeType: UpgradeType | null;
};
export type BillingStatus = {
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: number; // seconds since epoch
  currency: string | null;
};
/** Looks up a paid subscription with the billing provider; throws when the provider cannot answer. */
export type BillingStatusProvider = (subscriptionId: string) => Promise<BillingStatus>;

export type SubscriptionView = {
  active: boolean;
  expiresAt: string | null;
  isTrialActive: boolean;
  trialEndsAt: string | null;
  tier: TierRecord | null;
  isCancelled: boolean;
  currency: string | null;
  freeUpgradeTypes: UpgradeType[];
  stripeId: string | null;
  /** Single upgrades (templates, dealrooms) bought online and still paid for. */
  paidUpgradeTypes: UpgradeType[];
  /**
   * The tier's features are usable: `active`, or cancelled at period end with the paid period not over yet
   * (§4.1 makes a cancelled subscription inactive; the broker keeps what they paid for until the date shown).
   */
  entitled: boolean;
};

export const ADMIN_GRANTED_PREFIX = "admin_granted_";
export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
export const PAYMENT_LOOKBACK = 5;

export const inactiveSubscription: SubscriptionView = {
  active: false,
  expiresAt: null,
  isTrialActive: false,
  trialEndsAt: null,
  tier: null,
  isCancelled: false,
  currency: null,
  freeUpgradeTypes: [],
  stripeId: null,
  paidUpgradeTypes: [],
  entitled: false,
};

export function isAdminGranted(stripeId: string): boolean {
  return stripeId.startsWith(ADMIN_GRANTED_PREFIX);
}

/** A single upgrade bought online (not a tier): it grants its own feature, beside whatever tier is active. */
export function isPaidSingleUpgrade(p: PaymentRecord): boolean {
  return !isAdminGranted(p.stripeId) && (p.upgradeType === "templates" || p.upgradeType === "dealrooms");
}

/** Keeps the payments that count: the last year, newest first, at most 5. */
export function countablePayments(payments: PaymentRecord[], now: Date): PaymentRecord[] {
  return payments
    .filter((p) => p.paidAt.getTime() > now.getTime() - YEAR_MS && p.paidAt.getTime() <= now.getTime())
    .sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime())
    .slice(0, PAYMENT_LOOKBACK);
}

export async function computeSubscription(input: {
  now: Date;
  trialEndDate: Date | null;
  tier: TierRecord | null;
  payments: PaymentRecord[];
  billingStatus: BillingStatusProvider;
}): Promise<SubscriptionView> {
  const { now } = input;
  const trialEndsAt = input.trialEndDate ? input.trialEndDate.toISOString() : null;
  const isTrialActive = !!input.trialEndDate && input.trialEndDate.getTime() > now.getTime();
  const base: SubscriptionView = {
    ...inactiveSubscription,
    isTrialActive,
    trialEndsAt,
    tier: input.tier,
    currency: input.tier?.currency ?? null,
  };
  const payments = countablePayments(input.payments, now);
  const freeUpgradeTypes = [
    ...new Set(
      payments.filter((p) => isAdminGranted(p.stripeId) && p.upgradeType).map((p) => p.upgradeType as UpgradeType),
    ),
  ];
  const paidUpgradeTypes = await paidSingleUpgrades(payments, now, input.billingStatus);
  // §4.1 reads the latest payment; single upgrades bought online are judged on their own above.
  const latest = payments.find((p) => !isPaidSingleUpgrade(p));
  if (!latest) return { ...base, freeUpgradeTypes, paidUpgradeTypes };

  const oneYearAfter = new Date(latest.paidAt.getTime() + YEAR_MS);
  if (isAdminGranted(latest.stripeId)) {
    const active = oneYearAfter.getTime() > now.getTime();
    return {
      ...base,
      active,
      entitled: active,
      expiresAt: oneYearAfter.toISOString(),
      freeUpgradeTypes,
      paidUpgradeTypes,
      stripeId: latest.stripeId,
    };
  }
  const status = await statusOf(latest, now, input.billingStatus);
  return { ...base, ...status, currency: status.currency ?? base.currency, freeUpgradeTypes, paidUpgradeTypes };
}

type PaymentStatus = Pick<SubscriptionView, "active" | "entitled" | "isCancelled" | "expiresAt" | "stripeId"> & {
  currency: string | null;
};

/** One paid subscription: the billing function's answer, or the payment's own one-year validity if it fails. */
async function statusOf(
  payment: PaymentRecord,
  now: Date,
  billingStatus: BillingStatusProvider,
): Promise<PaymentStatus> {
  try {
    const status = await billingStatus(payment.stripeId);
    const expiresAt = new Date(status.currentPeriodEnd * 1000);
    const active = status.status === "active" && !status.cancelAtPeriodEnd;
    const paidUp = ["active", "trialing", "past_due"].includes(status.status);
    return {
      active,
      entitled: active || (status.cancelAtPeriodEnd && paidUp && expiresAt.getTime() > now.getTime()),
      isCancelled: status.cancelAtPeriodEnd,
      expiresAt: expiresAt.toISOString(),
      stripeId: payment.stripeId,
      currency: status.currency,
    };
  } catch {
    // The billing provider could not answer: the payment's own one-year validity stands.
    const oneYearAfter = new Date(payment.paidAt.getTime() + YEAR_MS);
    const active = oneYearAfter.getTime() > now.getTime();
    return {
      active,
      entitled: active,
      isCancelled: false,
      expiresAt: oneYearAfter.toISOString(),
      stripeId: payment.stripeId,
      currency: null,
    };
  }
}

async function paidSingleUpgrades(
  payments: PaymentRecord[],
  now: Date,
  billingStatus: BillingStatusProvider,
): Promise<UpgradeType[]> {
  const seen = new Set<string>();
  const types = new Set<UpgradeType>();
  for (const p of payments) {
    if (!isPaidSingleUpgrade(p) || seen.has(p.stripeId)) continue;
    seen.add(p.stripeId);
    if ((await statusOf(p, now, billingStatus)).entitled) types.add(p.upgradeType as UpgradeType);
  }
  return [...types];
}

function activeTierIs(sub: SubscriptionView, names: string[]): boolean {
  return (sub.active || sub.entitled) && !!sub.tier && names.includes(sub.tier.name);
}

/** §4.2: during a trial everything; otherwise free upgrades or the active tier decide. */
export function hasFeature(sub: SubscriptionView, feature: Feature): boolean {
  if (sub.isTrialActive) return true;
  const free = (t: UpgradeType) => sub.freeUpgradeTypes.includes(t) || sub.paidUpgradeTypes.includes(t);
  const docanalysis = free("features") || free("docanalysis") || activeTierIs(sub, ["features", "docanalysis"]);
  switch (feature) {
    case "docanalysis":
      return docanalysis;
    case "templates":
      return docanalysis || free("templates");
    case "dealrooms":
      return free("dealrooms") || free("features") || activeTierIs(sub, ["features"]);
  }
}

export function grantedFeatures(sub: SubscriptionView): Record<Feature, boolean> {
  return {
    docanalysis: hasFeature(sub, "docanalysis"),
    templates: hasFeature(sub, "templates"),
    dealrooms: hasFeature(sub, "dealrooms"),
  };
}

/** Viewing leases needs an active subscription or trial (Upgrade Your Account dialog otherwise). */
export function hasActiveAccess(sub: SubscriptionView): boolean {
  return (
    sub.isTrialActive ||
    sub.active ||
    sub.entitled ||
    sub.freeUpgradeTypes.length > 0 ||
    sub.paidUpgradeTypes.length > 0
  );
}

export type NavigationDecision = "sign-in" | "upgrade" | "navigate";

/** §4.2 navigation guard. */
export function guardNavigation(input: {
  signedIn: boolean;
  feature?: Feature;
  subscription: SubscriptionView | null;
}): NavigationDecision {
  if (!input.signedIn) return "sign-in";
  if (input.feature && !(input.subscription && hasFeature(input.subscription, input.feature))) return "upgrade";
  return "navigate";
}
