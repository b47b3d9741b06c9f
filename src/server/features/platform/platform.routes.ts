// Health, realtime stream and signed file downloads.
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { pingDatabase } from "#server/features/platform/platform.repository.ts";
import { AppError } from "#server/platform/errors.ts";
import { registerEventsRoute } from "#server/platform/events.ts";
import { type AppContext, addRoute, requireUser } from "#server/platform/http.ts";
import { verifyFileToken } from "#server/platform/storage.ts";
import { getMapsConfig } from "#shared/contract/maps.ts";
import { getJwks, health } from "#shared/contract/platform.ts";

const contentTypes: Record<string, string> = {
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".csv": "text/csv",
  ".txt": "text/plain",
};

export function registerPlatformRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, ctx, health, async () => {
    try {
      await pingDatabase(ctx.db);
    } catch {
      throw new AppError("SERVICE_UNAVAILABLE", "Database unavailable");
    }
    return { status: "ok" as const, database: "ok" as const };
  });

  // Better Auth keeps the keys (and makes the first one on first use); the same set is at /api/auth/jwks.
  addRoute(app, ctx, getJwks, async ({ reply }) => {
    reply.header("cache-control", "public, max-age=300");
    return (await ctx.auth.api.getJwks()) as { keys: Record<string, unknown>[] };
  });

  addRoute(app, ctx, getMapsConfig, async () =>
    ctx.config.googleMapsApiKey
      ? { provider: "google" as const, googleMapsApiKey: ctx.config.googleMapsApiKey }
      : { provider: "none" as const, googleMapsApiKey: null },
  );

  registerEventsRoute(app, ctx.events, async (request) => (await requireUser(ctx, request)).id);

  // Local-disk signed URLs (the S3 adapter signs with S3 itself). Access was checked when the URL was made.
  app.get(
    "/api/files/:bucket/*",
    {
      schema: {
        hide: true,
        querystring: z.object({ expires: z.coerce.number(), sig: z.string(), download: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { bucket, "*": key } = request.params as { bucket: string; "*": string };
      const { expires, sig, download } = request.query as { expires: number; sig: string; download?: string };
      if (!verifyFileToken(ctx.config.authSecret, { bucket, key, expires, download }, sig)) {
        throw new AppError("NOT_FOUND", "Not found");
      }
      if (expires * 1000 < Date.now()) throw new AppError("LINK_EXPIRED", "This link has expired");
      let stream: Awaited<ReturnType<typeof ctx.storage.read>>;
      try {
        stream = await ctx.storage.read(bucket, key);
      } catch {
        throw new AppError("NOT_FOUND", "Not found");
      }
      reply.header("content-type", contentTypes[path.extname(key).toLowerCase()] ?? "application/octet-stream");
      reply.header("cache-control", "private, max-age=3600");
      if (download)
        reply.header("content-disposition", `attachment; filename="${download.replace(/["\\\r\n]/g, "_")}"`);
      return reply.send(stream);
    },
  );
}
