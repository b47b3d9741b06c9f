// A local fake of the Stripe endpoints Leasedesk calls (customers, Checkout, Customer Portal, subscriptions,
// invoices) plus the hosted Checkout and portal pages a broker clicks through, and signed webhooks.
// Test-only: the product talks to it through the real `stripe` package (host/port/protocol options).
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type FakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  currency: string;
  metadata: Record<string, string>;
  items: { object: "list"; data: { id: string; current_period_end: number; price: { id: string } }[] };
};

type Session = {
  id: string;
  object: "checkout.session";
  url: string;
  customer: string;
  mode: string;
  price: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  status: "open" | "complete";
};

export type FakeStripe = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  subscriptions: Map<string, FakeSubscription>;
  customers: Map<string, { id: string; email: string; metadata: Record<string, string> }>;
  /** Requests received, "METHOD /path", for assertions. */
  calls: string[];
  /** Sends a signed event to the app; returns the app's status and body. */
  sendEvent: (
    type: string,
    object: unknown,
    opts?: { id?: string; signature?: string },
  ) => Promise<{ status: number; body: string }>;
  /** Completes a Checkout session like the hosted page's button does (subscription + webhook). */
  completeCheckout: (sessionId: string) => Promise<FakeSubscription>;
  /** Cancels at period end like the portal's button does (and sends customer.subscription.updated). */
  cancelAtPeriodEnd: (subscriptionId: string) => Promise<void>;
  setWebhookUrl: (url: string) => void;
  close: () => Promise<void>;
};

const PERIOD_SECONDS = 30 * 24 * 3600;

function parseForm(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(body)) out[k] = v;
  return out;
}

function prefixed(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) {
    const m = k.startsWith(`${prefix}[`) ? /^[^[]+\[([^\]]+)\]$/.exec(k) : null;
    if (m) out[m[1]] = v;
  }
  return out;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

export async function startFakeStripe(
  opts: { port?: number; webhookUrl?: string; secretKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const secretKey = opts.secretKey ?? "sk_test_fake";
  const webhookSecret = opts.webhookSecret ?? "whsec_fake_secret";
  let webhookUrl = opts.webhookUrl ?? "";
  const subscriptions = new Map<string, FakeSubscription>();
  const customers = new Map<string, { id: string; email: string; metadata: Record<string, string> }>();
  const sessions = new Map<string, Session>();
  const portals = new Map<string, { customer: string; return_url: string }>();
  const invoices: {
    id: string;
    customer: string;
    created: number;
    total: number;
    currency: string;
    subscription: string;
  }[] = [];
  const calls: string[] = [];
  let base = "";

  async function sendEvent(type: string, object: unknown, o: { id?: string; signature?: string } = {}) {
    const payload = JSON.stringify({
      id: o.id ?? `evt_${randomUUID().replaceAll("-", "")}`,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const signature = o.signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const res = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    return { status: res.status, body: await res.text() };
  }

  async function completeCheckout(sessionId: string): Promise<FakeSubscription> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const now = Math.floor(Date.now() / 1000);
    const sub: FakeSubscription = {
      id: `sub_${randomUUID().replaceAll("-", "").slice(0, 14)}`,
      object: "subscription",
      customer: session.customer,
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      currency: "usd",
      metadata: session.metadata,
      items: {
        object: "list",
        data: [{ id: "si_1", current_period_end: now + PERIOD_SECONDS, price: { id: session.price } }],
      },
    };
    subscriptions.set(sub.id, sub);
    session.subscription = sub.id;
    session.status = "complete";
    invoices.push({
      id: `in_${randomUUID().slice(0, 8)}`,
      customer: session.customer,
      created: now,
      total: 4900,
      currency: "usd",
      subscription: sub.id,
    });
    await sendEvent("checkout.session.completed", { ...session });
    return sub;
  }

  async function cancelAtPeriodEnd(subscriptionId: string) {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    sub.cancel_at_period_end = true;
    await sendEvent("customer.subscription.updated", structuredClone(sub));
  }

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const missing = (res: http.ServerResponse, what: string) =>
    json(res, 404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } });

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      void handle(req, res, body).catch((err) =>
        json(res, 500, { error: { type: "api_error", message: String(err) } }),
      );
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const url = new URL(req.url ?? "/", base);
    const p = url.pathname;
    calls.push(`${req.method} ${p}`);
    if (p.startsWith("/v1/") && req.headers.authorization !== `Bearer ${secretKey}`) {
      return json(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    const form = parseForm(body);
    const match = (method: string, re: RegExp) => (req.method === method ? re.exec(p) : null);
    let m: RegExpExecArray | null = null;
    if (req.method === "POST" && p === "/v1/customers") {
      const id = `cus_${randomUUID().replaceAll("-", "").slice(0, 14)}`;
      const customer = { id, object: "customer", email: form.email, metadata: prefixed(form, "metadata") };
      customers.set(id, customer);
      return json(res, 200, customer);
    }
    if (req.method === "POST" && p === "/v1/checkout/sessions") {
      if (!customers.has(form.customer)) return missing(res, "customer");
      const id = `cs_test_${randomUUID().replaceAll("-", "")}`;
      const session: Session = {
        id,
        object: "checkout.session",
        url: `${base}/checkout/${id}`,
        customer: form.customer,
        mode: form.mode,
        price: form["line_items[0][price]"],
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        client_reference_id: form.client_reference_id ?? null,
        metadata: prefixed(form, "metadata"),
        subscription: null,
        status: "open",
      };
      sessions.set(id, session);
      return json(res, 200, session);
    }
    m = match("GET", /^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (m) {
      const session = sessions.get(m[1]);
      return session ? json(res, 200, session) : missing(res, "checkout session");
    }
    if (req.method === "POST" && p === "/v1/billing_portal/sessions") {
      if (!customers.has(form.customer)) return missing(res, "customer");
      const id = `bps_${randomUUID().replaceAll("-", "").slice(0, 14)}`;
      portals.set(id, { customer: form.customer, return_url: form.return_url });
      return json(res, 200, { id, object: "billing_portal.session", url: `${base}/portal/${id}` });
    }
    m = match("GET", /^\/v1\/subscriptions\/([^/]+)$/);
    if (m) {
      const sub = subscriptions.get(m[1]);
      return sub ? json(res, 200, sub) : missing(res, "subscription");
    }
    m = match("DELETE", /^\/v1\/subscriptions\/([^/]+)$/);
    if (m) {
      const sub = subscriptions.get(m[1]);
      if (!sub) return missing(res, "subscription");
      sub.status = "canceled";
      json(res, 200, sub);
      // Like Stripe, the event follows the answer (and a test without a webhook URL does not care).
      void sendEvent("customer.subscription.deleted", structuredClone(sub)).catch(() => {});
      return;
    }
    if (req.method === "GET" && p === "/v1/invoices") {
      const customer = url.searchParams.get("customer");
      const data = invoices
        .filter((i) => i.customer === customer)
        .map((i) => ({
          ...i,
          object: "invoice",
          number: `INV-${i.id.slice(3)}`,
          status: "paid",
          hosted_invoice_url: `${base}/invoice/${i.id}`,
        }));
      return json(res, 200, { object: "list", data, has_more: false, url: "/v1/invoices" });
    }
    // Hosted pages (what a broker's browser sees).
    m = match("GET", /^\/checkout\/([^/]+)$/);
    if (m) {
      const session = sessions.get(m[1]);
      if (!session) return missing(res, "checkout session");
      res.writeHead(200, { "content-type": "text/html" });
      return res.end(
        page(
          "Fake Stripe Checkout",
          `<p>Plan: ${session.metadata.upgrade_type ?? session.price}</p><form method="post" action="/checkout/${session.id}/pay"><button type="submit">Subscribe</button></form><a href="${session.cancel_url}">Back</a>`,
        ),
      );
    }
    m = match("POST", /^\/checkout\/([^/]+)\/pay$/);
    if (m) {
      const session = sessions.get(m[1]);
      if (!session) return missing(res, "checkout session");
      await completeCheckout(session.id);
      res.writeHead(303, { location: session.success_url });
      return res.end();
    }
    m = match("GET", /^\/portal\/([^/]+)$/);
    if (m) {
      const portal = portals.get(m[1]);
      if (!portal) return missing(res, "portal session");
      const subs = [...subscriptions.values()].filter((s) => s.customer === portal.customer && s.status === "active");
      const items = subs
        .map(
          (s) =>
            `<li>${s.metadata.upgrade_type ?? s.id} ${s.cancel_at_period_end ? "(cancels at period end)" : ""}<form method="post" action="/portal/${m?.[1]}/cancel/${s.id}"><button type="submit">Cancel plan</button></form></li>`,
        )
        .join("");
      res.writeHead(200, { "content-type": "text/html" });
      return res.end(
        page("Fake Stripe customer portal", `<ul>${items}</ul><a href="${portal.return_url}">Return to Leasedesk</a>`),
      );
    }
    m = match("POST", /^\/portal\/([^/]+)\/cancel\/([^/]+)$/);
    if (m) {
      const portal = portals.get(m[1]);
      if (!portal) return missing(res, "portal session");
      await cancelAtPeriodEnd(m[2]);
      res.writeHead(303, { location: portal.return_url });
      return res.end();
    }
    return missing(res, "route");
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    secretKey,
    webhookSecret,
    subscriptions,
    customers,
    calls,
    sendEvent,
    completeCheckout,
    cancelAtPeriodEnd,
    setWebhookUrl: (u) => {
      webhookUrl = u;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
