import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingEvents } from "#server/db/schema/accounts.ts";
import { payments } from "#server/db/schema/subscriptions.ts";
import type { FakeStripe } from "../../../../tests/support/fake-stripe.ts";
import { startFakeStripe } from "../../../../tests/support/fake-stripe.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let bare: TestApp;
let stripe: FakeStripe;
let user: TestUser;
let other: TestUser;

const json = (res: { body: string }) => JSON.parse(res.body);
const expire = (u: TestUser) =>
  t.ctx.db.$client.query("update profiles set trial_end_date = now() - interval '1 day' where id = $1", [u.id]);

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      STRIPE_PRICE_FEATURES: "price_features",
      STRIPE_PRICE_DOCANALYSIS: "price_docanalysis",
      STRIPE_PRICE_DEALROOMS: "price_dealrooms",
    },
  });
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  stripe.setWebhookUrl(`${address}/api/billing/webhook`);
  user = await t.signUp();
  other = await t.signUp();
  bare = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await stripe?.close();
});

async function checkout(u: TestUser, upgradeType: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/billing/checkout",
    headers: { cookie: u.cookie },
    payload: { upgradeType },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (json(res) as { url: string }).url.split("/").pop() as string;
}
const subscription = async (u: TestUser) =>
  json(await t.app.inject({ method: "GET", url: "/api/subscription", headers: { cookie: u.cookie } }));

describe("billing with Stripe", () => {
  it("lists the offers, and has no billing account before the first Checkout", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/billing", headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      enabled: true,
      offers: ["features", "docanalysis", "dealrooms"],
      hasBillingAccount: false,
      invoices: [],
      invoicesUnavailable: false,
    });
    const portal = await t.app.inject({ method: "POST", url: "/api/billing/portal", headers: { cookie: user.cookie } });
    expect(portal.statusCode).toBe(409);
  });

  it("Checkout → signed webhook → payment row, tier and features; the portal and invoices follow", async () => {
    await expire(user);
    expect((await subscription(user)).features.dealrooms).toBe(false);
    const sessionId = await checkout(user, "features");
    const sub = await stripe.completeCheckout(sessionId);
    const view = await subscription(user);
    expect(view).toMatchObject({ active: true, isCancelled: false, stripeId: sub.id, entitled: true });
    expect(view.tier.name).toBe("features");
    expect(view.features).toEqual({ docanalysis: true, templates: true, dealrooms: true });
    expect(view.expiresAt).toBe(new Date(sub.items.data[0].current_period_end * 1000).toISOString());
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stripeId: sub.id, upgradeType: "features" });
    expect(rows[0].subscriptionTierId).toBe(view.tier.id);

    const billing = json(await t.app.inject({ method: "GET", url: "/api/billing", headers: { cookie: user.cookie } }));
    expect(billing.hasBillingAccount).toBe(true);
    expect(billing.invoices).toHaveLength(1);
    const portal = await t.app.inject({ method: "POST", url: "/api/billing/portal", headers: { cookie: user.cookie } });
    expect(portal.statusCode).toBe(200);
    expect(json(portal).url).toContain(`${stripe.url}/portal/`);

    const again = await t.app.inject({
      method: "POST",
      url: "/api/billing/checkout",
      headers: { cookie: user.cookie },
      payload: { upgradeType: "features" },
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).title).toBe("You already have this plan");
  });

  it("a duplicated event does nothing twice; an unknown type is answered 200 and ignored", async () => {
    const [sub] = [...stripe.subscriptions.values()];
    const event = { id: "evt_dup_1" };
    const first = await stripe.sendEvent(
      "invoice.paid",
      { subscription: sub.id, billing_reason: "subscription_cycle" },
      event,
    );
    const second = await stripe.sendEvent(
      "invoice.paid",
      { subscription: sub.id, billing_reason: "subscription_cycle" },
      event,
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(JSON.parse(second.body)).toEqual({ received: true, duplicate: true });
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(2); // the checkout's payment and one renewal, not two
    const concurrent = await Promise.all(
      [1, 2, 3].map(() =>
        stripe.sendEvent(
          "invoice.paid",
          { subscription: sub.id, billing_reason: "subscription_cycle" },
          { id: "evt_dup_2" },
        ),
      ),
    );
    expect(concurrent.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(3);

    const unknown = await stripe.sendEvent("charge.dispute.funds_withdrawn", { id: "du_1" });
    expect(unknown.status).toBe(200);
    expect(JSON.parse(unknown.body)).toEqual({ received: true, ignored: true });
    const recorded = await t.ctx.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.type, "charge.dispute.funds_withdrawn"));
    expect(recorded).toHaveLength(1);
  });

  it("cancellation: cancels at period end, then a late 'updated' does not revive a deleted subscription", async () => {
    const [sub] = [...stripe.subscriptions.values()];
    const stale = structuredClone(sub);
    await stripe.cancelAtPeriodEnd(sub.id);
    let view = await subscription(user);
    expect(view).toMatchObject({ active: false, isCancelled: true, entitled: true });
    expect(view.features.dealrooms).toBe(true); // paid until the period end

    sub.status = "canceled";
    await stripe.sendEvent("customer.subscription.deleted", structuredClone(sub));
    // Stripe answers 'canceled' from now on; an older 'updated' arrives late and carries 'active'.
    sub.status = "active";
    sub.cancel_at_period_end = false;
    const late = await stripe.sendEvent("customer.subscription.updated", stale);
    expect(late.status).toBe(200);
    view = await subscription(user);
    expect(view.active).toBe(false);
    expect(view.features).toEqual({ docanalysis: false, templates: false, dealrooms: false });
  });

  it("a single upgrade (deal rooms) grants only its feature", async () => {
    await expire(other);
    const sessionId = await checkout(other, "dealrooms");
    await stripe.completeCheckout(sessionId);
    const view = await subscription(other);
    expect(view.paidUpgradeTypes).toEqual(["dealrooms"]);
    expect(view.features).toEqual({ docanalysis: false, templates: false, dealrooms: true });
  });

  it("bad input: bad signature, missing signature, unknown upgrade, not offered, anonymous", async () => {
    const bad = await stripe.sendEvent("invoice.paid", { subscription: "sub_x" }, { signature: "t=1,v1=deadbeef" });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).title).toBe("Invalid webhook signature");
    const none = await t.app.inject({ method: "POST", url: "/api/billing/webhook", payload: { id: "evt_x" } });
    expect(none.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/billing/checkout",
      headers: { cookie: user.cookie },
      payload: { upgradeType: "platinum" },
    });
    expect(unknown.statusCode).toBe(400);
    const notOffered = await t.app.inject({
      method: "POST",
      url: "/api/billing/checkout",
      headers: { cookie: user.cookie },
      payload: { upgradeType: "templates" },
    });
    expect(notOffered.statusCode).toBe(409);
    for (const [method, url] of [
      ["GET", "/api/billing"],
      ["POST", "/api/billing/checkout"],
      ["POST", "/api/billing/portal"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === "POST" ? { upgradeType: "features" } : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("an event for a subscription Stripe does not know answers 503 (Stripe retries) and records nothing", async () => {
    const res = await stripe.sendEvent("customer.subscription.updated", { id: "sub_missing" }, { id: "evt_missing" });
    expect(res.status).toBe(503);
    expect(await t.ctx.db.select().from(billingEvents).where(eq(billingEvents.id, "evt_missing"))).toHaveLength(0);
  });

  it("without Stripe configured: billing is off, checkout says how an admin enables it", async () => {
    const u = await bare.signUp();
    const res = await bare.app.inject({ method: "GET", url: "/api/billing", headers: { cookie: u.cookie } });
    expect(json(res)).toMatchObject({ enabled: false, offers: [] });
    const checkoutRes = await bare.app.inject({
      method: "POST",
      url: "/api/billing/checkout",
      headers: { cookie: u.cookie },
      payload: { upgradeType: "features" },
    });
    expect(checkoutRes.statusCode).toBe(409);
    expect(json(checkoutRes).detail).toContain("STRIPE_SECRET_KEY");
    const hook = await bare.app.inject({ method: "POST", url: "/api/billing/webhook", payload: {} });
    expect(hook.statusCode).toBe(409);
  });
});
