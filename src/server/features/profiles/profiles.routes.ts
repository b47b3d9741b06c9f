import type { FastifyInstance } from "fastify";
import {
  detectCountryFromHeaders,
  type ProfileService,
  toProfileDto,
} from "#server/features/profiles/profiles.service.ts";
import { registerAccountDeletionRoutes } from "#server/features/profiles/account-deletion.routes.ts";
import { registerAccountExportRoutes } from "#server/features/profiles/account-export.routes.ts";
import { registerIdentityRoutes } from "#server/features/profiles/identities.routes.ts";
import { registerSessionRoutes } from "#server/features/profiles/sessions.routes.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import { completeGuide, detectCountry, getProfile, updateProfile } from "#shared/contract/profiles.ts";

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext, profiles: ProfileService): void {
  addRoute(app, ctx, getProfile, async ({ user }) =>
    toProfileDto(await profiles.get(user.id), user.impersonatedBy, ctx.config.requireAdminMfa),
  );
  addRoute(app, ctx, updateProfile, async ({ user, body }) => {
    const dto = toProfileDto(await profiles.update(user.id, body), user.impersonatedBy, ctx.config.requireAdminMfa);
    await ctx.events.publish(user.id, { type: "profile.updated", entity: "profile", id: user.id });
    return dto;
  });
  addRoute(app, ctx, completeGuide, async ({ user, body }) =>
    toProfileDto(await profiles.completeGuide(user.id, body.guide), user.impersonatedBy, ctx.config.requireAdminMfa),
  );
  registerSessionRoutes(app, ctx);
  registerIdentityRoutes(app, ctx);
  registerAccountExportRoutes(app, ctx);
  registerAccountDeletionRoutes(app, ctx);
  addRoute(app, ctx, detectCountry, async ({ request }) => ({
    success: true,
    country_code: detectCountryFromHeaders(request.headers),
  }));
}
