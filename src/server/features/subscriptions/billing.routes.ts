import type { FastifyInstance } from "fastify";
import type { BillingService } from "#server/features/subscriptions/billing.service.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import { getBilling, openPortal, startCheckout } from "#shared/contract/billing.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the route accepts cross-site requests (server-to-server webhooks that carry their own proof). */
    csrf?: boolean;
  }
}

export const STRIPE_WEBHOOK_PATH = "/api/billing/webhook";

export function registerBillingRoutes(app: FastifyInstance, ctx: AppContext, billing: BillingService): void {
  addRoute(app, ctx, getBilling, async ({ user }) => billing.overview(user.id));
  addRoute(app, ctx, startCheckout, async ({ user, body }) => billing.checkout(user, body.upgradeType));
  addRoute(app, ctx, openPortal, async ({ user }) => billing.portal(user));

  // Stripe signs the exact bytes it sent: this route keeps the raw body. No browser calls it (no Origin,
  // no session): the signature is its proof, so the cross-site check is explicitly off here.
  app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, { config: { csrf: false }, schema: { hide: true } }, async (request) => {
      const signature = request.headers["stripe-signature"];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from("");
      return billing.handleWebhook(raw, typeof signature === "string" ? signature : undefined);
    });
  });
}
