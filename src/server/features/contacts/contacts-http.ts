// HTTP helpers shared by the contacts routes that are not plain contract routes (CSV exports, import upload,
// streamed check): the same gate as addRoute, the same validation problem shape, CSV replies.
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "#server/platform/errors.ts";
import { type AppContext, requireUser } from "#server/platform/http.ts";

/** Plain (non-contract) routes check the same gate as addRoute. */
export async function requireTemplatesUser(ctx: AppContext, request: FastifyRequest) {
  const user = await requireUser(ctx, request);
  if (!(await ctx.access.hasFeature(user.id, "templates"))) {
    throw new AppError("FEATURE_REQUIRED", "Upgrade Your Account", {
      detail: "To access all features including adding and viewing leases, you need an active subscription",
    });
  }
  return user;
}

/** Same problem shape as a contract route's validation failure: per-field messages, the first as detail. */
export function invalidQuery(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return new AppError("VALIDATION_FAILED", "Validation failed", { fields, detail: Object.values(fields)[0] });
}

export function sendCsv(reply: FastifyReply, fileName: string, lines: AsyncIterable<string>) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .send(Readable.from(lines));
}
