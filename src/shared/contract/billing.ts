import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";
import { upgradeType } from "#shared/contract/subscriptions.ts";

export const invoiceDto = z.object({
  id: z.string(),
  number: z.string().nullable(),
  createdAt: z.string(),
  total: z.number(),
  currency: z.string(),
  status: z.string().nullable(),
  url: z.string().nullable(),
});
export type InvoiceDto = z.infer<typeof invoiceDto>;

export const billingDto = z.object({
  /** Online billing is configured on this server (STRIPE_SECRET_KEY and price ids). */
  enabled: z.boolean(),
  /** Upgrade types that have a Stripe price configured. */
  offers: z.array(upgradeType),
  /** The user has a Stripe customer, so the Customer Portal can open. */
  hasBillingAccount: z.boolean(),
  invoices: z.array(invoiceDto),
  /** Stripe could not be reached for the invoices: the rest of the answer stands. */
  invoicesUnavailable: z.boolean(),
});
export type BillingDto = z.infer<typeof billingDto>;

export const getBilling = defineRoute({ method: "GET", path: "/api/billing", response: billingDto });

export const redirectDto = z.object({ url: z.string() });

export const startCheckout = defineRoute({
  method: "POST",
  path: "/api/billing/checkout",
  body: z.object({ upgradeType }),
  response: redirectDto,
});

export const openPortal = defineRoute({ method: "POST", path: "/api/billing/portal", response: redirectDto });

/** Where Checkout and the portal send the broker back to. */
export const BILLING_RETURN_PATH = "/settings";
