// Security response headers (helmet's set, decision 0016): worked out once at start-up and copied onto every
// reply. @fastify/helmet rebuilt helmet — and parsed the Content-Security-Policy — on every request (~6 % of
// the server's CPU for a small JSON answer); our headers depend on the configuration only, never on the request.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** The headers helmet sets for `options` (lower-case names), as it would set them on a response. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

const HSTS = "strict-transport-security";

/**
 * Every reply gets the headers; HSTS only over https (directly, or from a TRUST_PROXY proxy saying
 * X-Forwarded-Proto) — over plain http it would mean nothing, or pin a host that has no certificate.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const overHttps = securityHeaders(options);
  const overHttp = { ...overHttps };
  delete overHttp[HSTS];
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.protocol === "https" ? overHttps : overHttp);
    done();
  });
}
