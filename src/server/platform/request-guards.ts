// Guards every route gets at registration level, including routes added later: the request's scope (client
// address for mail budgets), the cross-site request check on state-changing methods, and the refusal of
// control characters in every string that comes in (path, query, JSON body, multipart fields and file names).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, problem } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import { type TextProblem, textProblem } from "#server/platform/input-text.ts";
import { requestScope } from "#server/platform/limits.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the route accepts cross-site requests (server-to-server webhooks that carry their own proof). */
    csrf?: boolean;
  }
}

const MAX_PATH_LENGTH = 2048;
const MAX_SEGMENT_LENGTH = 255;
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const crossSiteMessage = "This request came from another site and was refused.";

/**
 * Why a state-changing request must be refused as cross-site, or null. Browsers send Origin on every
 * non-GET fetch and form post (and Sec-Fetch-Site on every request); a request with neither comes from a
 * non-browser client, which cannot carry a victim's cookie to us without the user's own help (decision 0016).
 */
export function crossSiteProblem(
  request: Pick<FastifyRequest, "headers" | "method">,
  appOrigin: string,
): string | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  const origin = request.headers.origin;
  if (typeof origin === "string" && origin !== "") {
    return origin === appOrigin ? null : `Origin ${origin} is not allowed`;
  }
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "") {
    // same-site is refused too: another port or subdomain of this host is another origin.
    return site === "same-origin" || site === "none" ? null : `Sec-Fetch-Site ${site} is not allowed`;
  }
  return null;
}

export type RegisteredRoute = { method: string; url: string; schema: Record<string, unknown> | undefined };
const routeLists = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered after the guards (tests generate their probes from it). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return routeLists.get(app) ?? [];
}

/** Most of a refused upload we read and discard so the client can read our answer; past it, we hang up. */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * A handler that refuses an upload part-way (wrong type from the first bytes, too large, bad field) leaves the
 * rest of the body unread: the connection would stall until a timeout. Once the answer is sent, the rest is
 * read and discarded (bounded); the connection then serves the next request.
 */
function registerUnreadBodyDrain(app: FastifyInstance): void {
  const tooMuch = (request: FastifyRequest) => Number(request.headers["content-length"] ?? 0) > MAX_DRAIN_BYTES;
  // Callback hooks: every response passes them, and an async hook costs a promise and a microtask each.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!request.raw.complete && tooMuch(request)) reply.header("connection", "close");
    done(null, payload);
  });
  app.addHook("onResponse", (request, _reply, done) => {
    drainUnread(request);
    done();
  });
  function drainUnread(request: FastifyRequest) {
    const raw = request.raw;
    if (raw.complete || raw.destroyed) return;
    raw.unpipe();
    if (tooMuch(request)) {
      raw.destroy();
      return;
    }
    let drained = 0;
    raw.on("data", (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAIN_BYTES) raw.destroy();
    });
    raw.resume();
  }
}

export function registerRequestGuards(app: FastifyInstance, ctx: AppContext): void {
  registerUnreadBodyDrain(app);
  const routes: RegisteredRoute[] = [];
  routeLists.set(app, routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, schema: route.schema as Record<string, unknown> | undefined });
    }
  });
  registerInputTextGuard(app);
  const appOrigin = new URL(ctx.config.appUrl).origin;
  app.addHook("onRequest", (request, _reply, done) => {
    // No record or file has a name this long: answer 404 before any router or file lookup tries it.
    const pathname = request.url.split("?")[0];
    if (pathname.length > MAX_PATH_LENGTH || pathname.split("/").some((s) => s.length > MAX_SEGMENT_LENGTH)) {
      done(new AppError("NOT_FOUND", "Not found", { detail: "The address is too long" }));
      return;
    }
    const refused = request.routeOptions.config?.csrf === false ? null : crossSiteProblem(request, appOrigin);
    if (refused) {
      request.log.warn({ origin: request.headers.origin, url: request.url }, "cross-site request refused");
      done(new AppError("FORBIDDEN", crossSiteMessage, { detail: refused }));
      return;
    }
    // Everything after this hook (validation, handler, mail) runs inside the request's scope.
    requestScope.run({ ip: request.ip, mailOverflow: "throw" }, () => done());
  });
}

function refuseProblem(p: TextProblem) {
  return problem("VALIDATION_FAILED", "Validation failed", { detail: p.message, fields: { [p.path]: p.message } });
}

function refuse(problem: TextProblem): AppError {
  return new AppError("VALIDATION_FAILED", problem.message, {
    detail: problem.message,
    fields: { [problem.path]: problem.message },
  });
}

type Part = { fieldname?: string; filename?: string; value?: unknown; fields?: Record<string, unknown> };

function partProblem(part: Part | undefined): TextProblem | null {
  if (!part) return null;
  const name = part.fieldname ?? "file";
  return (
    textProblem(part.fieldname, "_") ??
    textProblem(part.filename, name) ??
    (typeof part.value === "string" ? textProblem(part.value, name) : null)
  );
}

/** Multipart parts are read by the handler: wrap its readers so every field and file name is checked. */
function guardMultipart(request: FastifyRequest): void {
  const r = request as unknown as {
    file: (o?: unknown) => Promise<(Part & { fields?: Record<string, Part | Part[]> }) | undefined>;
    files: (o?: unknown) => AsyncIterable<Part>;
    parts: (o?: unknown) => AsyncIterable<Part>;
  };
  const file = r.file.bind(request);
  const files = r.files.bind(request);
  const parts = r.parts.bind(request);
  const checked = (source: AsyncIterable<Part>) =>
    (async function* () {
      for await (const part of source) {
        const problem = partProblem(part);
        if (problem) throw refuse(problem);
        yield part;
      }
    })();
  r.file = async (o) => {
    const found = await file(o);
    const before = Object.values(found?.fields ?? {}).flat() as Part[];
    for (const part of [...before, found]) {
      const problem = partProblem(part);
      if (problem) throw refuse(problem);
    }
    return found;
  };
  r.files = (o) => checked(files(o));
  r.parts = (o) => checked(parts(o));
}

export function registerInputTextGuard(app: FastifyInstance): void {
  // A callback hook: every request passes it (an async hook costs a promise and a microtask).
  app.addHook("preValidation", (request, reply, done) => {
    const multipart = request.isMultipart?.() ?? false;
    const problem =
      textProblem(request.params) ?? textProblem(request.query) ?? (multipart ? null : textProblem(request.body));
    if (problem && request.url.startsWith("/api/auth/")) {
      // Better Auth's client shows `message`.
      const body = { ...refuseProblem(problem), message: problem.message };
      reply.status(400).type("application/problem+json").send(body);
      return;
    }
    if (problem) return done(refuse(problem));
    if (multipart) guardMultipart(request);
    done();
  });
}
