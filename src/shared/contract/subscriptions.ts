import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";

export const upgradeType = z.enum(["features", "docanalysis", "templates", "dealrooms"]);

export const tierDto = z.object({
  id: z.string(),
  name: z.string(),
  leaseLimit: z.number().nullable(),
  currency: z.string().nullable(),
});

export const subscriptionDto = z.object({
  active: z.boolean(),
  expiresAt: z.string().nullable(),
  isTrialActive: z.boolean(),
  trialEndsAt: z.string().nullable(),
  tier: tierDto.nullable(),
  isCancelled: z.boolean(),
  currency: z.string().nullable(),
  freeUpgradeTypes: z.array(upgradeType),
  stripeId: z.string().nullable(),
  paidUpgradeTypes: z.array(upgradeType),
  entitled: z.boolean(),
  features: z.object({ docanalysis: z.boolean(), templates: z.boolean(), dealrooms: z.boolean() }),
});
export type SubscriptionDto = z.infer<typeof subscriptionDto>;

export const getSubscription = defineRoute({ method: "GET", path: "/api/subscription", response: subscriptionDto });
