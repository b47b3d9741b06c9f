import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Resolver, SafeFetchError, safeFetch } from "#server/platform/safe-fetch.ts";

// A local server stands in for the internet; the allow-list exempts its address (tests only).
let server: http.Server;
let port: number;
const seenCookies: (string | undefined)[] = [];
const allow = { allowAddresses: ["127.0.0.1"] };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seenCookies.push(req.headers.cookie);
    const u = new URL(req.url ?? "/", "http://x");
    if (u.pathname === "/page") {
      res.setHeader("set-cookie", "session=abc");
      res.end("<html><title>ok</title></html>");
    } else if (u.pathname === "/redirect") {
      res.writeHead(302, { location: u.searchParams.get("to") ?? "/page" }).end();
    } else if (u.pathname.startsWith("/chain/")) {
      const n = Number(u.pathname.split("/")[2]);
      res.writeHead(301, { location: n > 0 ? `/chain/${n - 1}` : "/page" }).end();
    } else if (u.pathname === "/big") {
      res.end(Buffer.alloc(2048, 97));
    } else if (u.pathname === "/big-chunked") {
      res.write(Buffer.alloc(1500, 97));
      res.end(Buffer.alloc(1500, 97));
    } else if (u.pathname === "/gzip-bomb") {
      res.setHeader("content-encoding", "gzip");
      res.end(zlib.gzipSync(Buffer.alloc(100_000, 97)));
    } else if (u.pathname === "/slow") {
      setTimeout(() => res.end("late"), 2_000).unref();
    } else if (u.pathname === "/blocked") {
      res.writeHead(403).end("denied");
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

async function failure(p: Promise<unknown>): Promise<SafeFetchError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof SafeFetchError) return err;
    throw err;
  }
  throw new Error("expected a SafeFetchError");
}

describe("safeFetch: what it refuses before connecting", () => {
  it.each([
    "ftp://example.com/x",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "gopher://x/",
    "not a url",
    "http://user:pw@example.com/",
  ])("%s is not a fetchable URL", async (url) => {
    expect((await failure(safeFetch(url))).code).toBe("INVALID_URL");
  });

  it.each([
    "http://127.0.0.1/",
    "http://localhost/",
    "http://10.0.0.5/",
    "http://172.20.1.1/",
    "http://192.168.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.64.1.1/",
    "http://0.0.0.0/",
    "http://224.0.0.1/",
    "http://[::1]/",
    "http://[::]/",
    "http://[fe80::1]/",
    "http://[fd00::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[64:ff9b::7f00:1]/",
    "http://2130706433/",
    "http://017700000001/",
    "http://0x7f000001/",
    "http://0x7f.1/",
    "http://127.1/",
    "https://0xa9fea9fe/",
  ])("%s is a forbidden address", async (url) => {
    expect((await failure(safeFetch(url))).code).toBe("FORBIDDEN_ADDRESS");
  });

  it("checks every DNS answer, not just the first", async () => {
    const resolve: Resolver = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.1", family: 4 },
    ];
    expect((await failure(safeFetch("http://mixed.example/", { resolve }))).code).toBe("FORBIDDEN_ADDRESS");
  });

  it("refuses a name that resolves to a private address", async () => {
    const resolve: Resolver = async () => [{ address: "192.168.10.10", family: 4 }];
    expect((await failure(safeFetch("http://intranet.example/", { resolve }))).code).toBe("FORBIDDEN_ADDRESS");
  });
});

describe("safeFetch: on a (test-allowed) local server", () => {
  it("fetches a page, sends no cookies and keeps none", async () => {
    const res = await safeFetch(`http://127.0.0.1:${port}/page`, { ...allow, headers: { cookie: "a=b" } });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain("<title>ok</title>");
    expect(res.headers["set-cookie"]).toBeUndefined();
    await safeFetch(`http://127.0.0.1:${port}/page`, allow);
    expect(seenCookies.every((c) => c === undefined)).toBe(true);
  });

  it("re-checks a redirect to a private address and refuses it", async () => {
    for (const to of [
      "http://10.0.0.1/",
      "http://169.254.169.254/latest",
      "http://[::1]/",
      "http://2886729729/",
      "http://0xa9fea9fe/",
    ]) {
      const err = await failure(safeFetch(`http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(to)}`, allow));
      expect(err.code).toBe("FORBIDDEN_ADDRESS");
    }
  });

  it("refuses a redirect to another scheme", async () => {
    const err = await failure(safeFetch(`http://127.0.0.1:${port}/redirect?to=file:///etc/passwd`, allow));
    expect(err.code).toBe("INVALID_URL");
  });

  it("follows at most 5 redirects", async () => {
    const ok = await safeFetch(`http://127.0.0.1:${port}/chain/4`, allow);
    expect(ok.status).toBe(200);
    expect(ok.chain).toHaveLength(6);
    expect((await failure(safeFetch(`http://127.0.0.1:${port}/chain/5`, allow))).code).toBe("TOO_MANY_REDIRECTS");
  });

  it("stops at the size limit, declared or streamed, compressed or not", async () => {
    const o = { ...allow, maxBytes: 1024 };
    expect((await failure(safeFetch(`http://127.0.0.1:${port}/big`, o))).code).toBe("TOO_LARGE");
    expect((await failure(safeFetch(`http://127.0.0.1:${port}/big-chunked`, { ...allow, maxBytes: 2000 }))).code).toBe(
      "TOO_LARGE",
    );
    expect((await failure(safeFetch(`http://127.0.0.1:${port}/gzip-bomb`, o))).code).toBe("TOO_LARGE");
  });

  it("gives up after the time limit", async () => {
    const err = await failure(safeFetch(`http://127.0.0.1:${port}/slow`, { ...allow, timeoutMs: 200 }));
    expect(err.code).toBe("TIMEOUT");
  });

  it("returns error statuses for the caller to judge", async () => {
    const res = await safeFetch(`http://127.0.0.1:${port}/blocked`, allow);
    expect(res.status).toBe(403);
  });
});

describe("safeFetch: DNS answers that change (rebinding)", () => {
  it("connects to the address it checked, resolving once per hop", async () => {
    let calls = 0;
    // First answer is the checked (allowed) one; any later lookup would answer a private address.
    const resolve: Resolver = async () =>
      calls++ === 0 ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "10.9.9.9", family: 4 }];
    const res = await safeFetch(`http://rebind.test:${port}/page`, { ...allow, resolve });
    expect(res.status).toBe(200);
    expect(res.address).toBe("127.0.0.1");
    expect(calls).toBe(1);
  });

  it("checks the new answer when a redirect comes back to the same name", async () => {
    let calls = 0;
    const resolve: Resolver = async () =>
      calls++ === 0 ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "10.9.9.9", family: 4 }];
    const url = `http://rebind.test:${port}/redirect?to=${encodeURIComponent(`http://rebind.test:${port}/page`)}`;
    expect((await failure(safeFetch(url, { ...allow, resolve }))).code).toBe("FORBIDDEN_ADDRESS");
    expect(calls).toBe(2);
  });
});
