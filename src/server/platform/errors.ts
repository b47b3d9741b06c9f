import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type ErrorCode, errorStatus, type Problem } from "#shared/errors.ts";

/** An expected failure with a stable code; the error handler turns it into problem+json. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { fields?: Record<string, string>; retryAfterSeconds?: number; detail?: string } = {},
  ) {
    super(message);
  }
}

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what);

const titles: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: "Validation failed",
  UNAUTHENTICATED: "Authentication required",
  NOT_FOUND: "Not found",
  PAYLOAD_TOO_LARGE: "Payload too large",
  RATE_LIMITED: "Too many requests",
};

export function problem(code: ErrorCode, title: string, extra: Partial<Problem> = {}): Problem {
  return { type: "about:blank", title, status: errorStatus[code], code, ...extra };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: Problem;
    if (error instanceof AppError) {
      body = problem(error.code, error.message, {
        detail: error.extra.detail,
        fields: error.extra.fields,
        retryAfterSeconds: error.extra.retryAfterSeconds,
      });
      if (error.extra.retryAfterSeconds) reply.header("retry-after", String(error.extra.retryAfterSeconds));
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fields[key] ??= issue.message ?? "Invalid value";
      }
      body = problem("VALIDATION_FAILED", titles.VALIDATION_FAILED as string, {
        detail: Object.values(fields)[0],
        fields,
      });
    } else if (error.statusCode === 413 || error.code === "FST_REQ_FILE_TOO_LARGE") {
      body = problem("PAYLOAD_TOO_LARGE", "File too large", { detail: error.message });
    } else if (error.statusCode === 429) {
      body = problem("RATE_LIMITED", titles.RATE_LIMITED as string, { detail: error.message });
    } else if (error.statusCode === 415) {
      body = problem("UNSUPPORTED_MEDIA_TYPE", "Unsupported media type", { detail: error.message });
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's and plugins' own client errors: malformed JSON, bad content-length, a file lookup refused, …
      const code = error.statusCode === 403 ? "FORBIDDEN" : error.statusCode === 404 ? "NOT_FOUND" : "BAD_REQUEST";
      const title = code === "FORBIDDEN" ? "Forbidden" : code === "NOT_FOUND" ? "Not found" : "Bad request";
      body = problem(code, title, { detail: error.message, status: error.statusCode });
    } else {
      request.log.error({ err: error }, "unhandled error");
      body = problem("INTERNAL", "Something went wrong", { detail: "Please try again." });
    }
    reply.status(body.status).type("application/problem+json").send(body);
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .type("application/problem+json")
    .send(
      problem("NOT_FOUND", "Not found", { detail: `${request.method} ${request.url.split("?")[0]} does not exist` }),
    );
}
