import type { FastifyInstance } from "fastify";
import type { SubscriptionService } from "#server/features/subscriptions/subscriptions.service.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import { getSubscription } from "#shared/contract/subscriptions.ts";

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext, subscriptions: SubscriptionService) {
  addRoute(app, ctx, getSubscription, async ({ user }) => subscriptions.dtoFor(user.id));
}
