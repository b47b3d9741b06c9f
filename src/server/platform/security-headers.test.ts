import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerSecurityHeaders, securityHeaders } from "#server/platform/security-headers.ts";

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", "https://tiles.example"] } },
  crossOriginEmbedderPolicy: false,
};

describe("securityHeaders", () => {
  it("is the header set helmet sends for the options", () => {
    const headers = securityHeaders(options);
    expect(headers["content-security-policy"]).toContain("img-src 'self' https://tiles.example");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toMatch(/max-age=/);
    expect(headers["cross-origin-embedder-policy"]).toBeUndefined();
    expect(headers["x-powered-by"]).toBeUndefined();
  });
});

describe("registerSecurityHeaders", () => {
  it("puts them on every reply, HSTS only over https, and a route can still set its own", async () => {
    const app = Fastify({ trustProxy: "127.0.0.1" });
    registerSecurityHeaders(app, options);
    app.get("/plain", async () => ({ ok: true }));
    app.get("/framed", async (_request, reply) => reply.header("x-frame-options", "DENY").send({ ok: true }));
    const plain = await app.inject({ method: "GET", url: "/plain" });
    expect(plain.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const tls = await app.inject({ method: "GET", url: "/plain", headers: { "x-forwarded-proto": "https" } });
    expect(tls.headers["strict-transport-security"]).toMatch(/max-age=/);
    const missing = await app.inject({ method: "GET", url: "/nowhere" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["x-content-type-options"]).toBe("nosniff");
    const framed = await app.inject({ method: "GET", url: "/framed" });
    expect(framed.headers["x-frame-options"]).toBe("DENY");
    await app.close();
  });
});
