// Bad input never answers 500, and a guest session reaches nothing outside its own room.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let owner: TestUser;
let room: string;
let docId: string;
let richId: string;
let guest: { cookie: string; token: string };

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
const call = (
  method: Method,
  url: string,
  opts: { cookie?: string; payload?: unknown; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    ...(opts.payload !== undefined
      ? {
          payload:
            typeof opts.payload === "string" || Buffer.isBuffer(opts.payload)
              ? opts.payload
              : (opts.payload as Record<string, unknown>),
        }
      : {}),
  });

const pdf = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
function multipart(filename: string, bytes: Buffer, field = "file") {
  const boundary = "----probe1234";
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp({ firstName: "Gwen", lastName: "Guard" });
  room = (await call("POST", "/api/dealrooms", { cookie: owner.cookie, payload: { name: "Guarded" } })).json().id;
  const up = multipart("a.pdf", pdf);
  docId = (await call("POST", `/api/dealrooms/${room}/documents/upload`, { cookie: owner.cookie, ...up })).json().id;
  richId = (
    await call("POST", `/api/dealrooms/${room}/documents`, { cookie: owner.cookie, payload: { name: "LOI" } })
  ).json().id;
  const inv = await call("POST", `/api/dealrooms/${room}/members`, {
    cookie: owner.cookie,
    payload: { email: "gus@outside.example", name: "Gus Guest" },
  });
  const token = new URL(inv.json().shareUrl).searchParams.get("token") as string;
  const v = await call("POST", "/api/dealrooms/verify-access", {
    payload: { token, email: "gus@outside.example", name: "Gus Guest" },
  });
  guest = { cookie: cookieHeader(v.headers["set-cookie"]), token };
});
afterAll(async () => {
  await t?.close();
});

describe("bad input", () => {
  it("answers 4xx, never 500", async () => {
    // A document nested 5000 levels deep, written as text (JSON.stringify would overflow too).
    const levels = 5000;
    const deep = `{"content":{"type":"doc","content":[${'{"type":"paragraph","content":['.repeat(levels)}{"type":"text","text":"x"}${"]}".repeat(levels)}]}}`;
    const cases: [Method, string, unknown?, Record<string, string>?][] = [
      ["GET", "/api/dealrooms?page=99999999999999999999"],
      ["GET", "/api/dealrooms?page=1e300"],
      ["GET", "/api/dealrooms?page=0"],
      ["GET", "/api/dealrooms?pageSize=0"],
      ["GET", "/api/dealrooms?sort=name_asc"],
      ["GET", `/api/dealrooms?q=${"x".repeat(500)}`],
      ["GET", `/api/dealrooms/${room}/activity?pageSize=1000`],
      ["GET", `/api/dealrooms/${room}/documents/${"0".repeat(36)}`],
      ["POST", `/api/dealrooms/${room}/members`, { email: "n@o.example", name: "Null", accessLevel: "owner" }],
      ["POST", `/api/dealrooms/${room}/members`, { email: "gwen-owner@nowhere", name: "Null" }],
      ["POST", "/api/dealrooms/verify-access", { token: guest.token, email: "gus@outside.example", name: "G" }],
      ["POST", "/api/dealrooms/verify-access", { token: guest.token, email: "x@y.example", name: "Gus Guest" }],
      ["POST", "/api/dealrooms/verify-access", { token: "nope", email: "gus@outside.example", name: "Gus Guest" }],
      ["GET", `/api/dealrooms/${room}/activity?page=99999999999999999999`],
      ["GET", `/api/dealrooms?q=${encodeURIComponent("a\u0000b")}`],
      ["POST", "/api/dealrooms", { name: "a\u0000b" }],
      ["POST", "/api/dealrooms", { name: 5 }],
      ["POST", "/api/dealrooms", "not json", { "content-type": "application/json" }],
      ["POST", "/api/dealrooms", [1, 2]],
      ["PATCH", `/api/dealrooms/${room}`, { name: "x\u0000" }],
      ["PATCH", `/api/dealrooms/${room}`, {}],
      ["GET", `/api/dealrooms/access/${encodeURIComponent("a\u0000b")}`],
      ["GET", `/api/dealrooms/${room}/public?token=${encodeURIComponent("a\u0000b")}`],
      ["POST", "/api/dealrooms/verify-access", { token: "a\u0000", email: "a@b.example", name: "Al Bo" }],
      ["POST", "/api/dealrooms/verify-access", { token: guest.token, email: "gus@outside.example", name: "Gus\u0000" }],
      ["POST", "/api/dealrooms/verify-access", null],
      ["POST", `/api/dealrooms/${room}/members`, { email: "n@o.example", name: "Nu\u0000ll" }],
      ["POST", `/api/dealrooms/${room}/members`, { email: "n@o.example", name: "Null", expiresAt: "yesterday" }],
      ["POST", `/api/dealrooms/${room}/folders`, { name: "F\u0000" }],
      ["POST", `/api/dealrooms/${room}/documents`, { name: "D\u0000" }],
      ["PATCH", `/api/dealrooms/${room}/documents/${richId}`, { name: "D\u0000" }],
      ["PUT", `/api/dealrooms/${room}/documents/${richId}/content`, deep, { "content-type": "application/json" }],
      [
        "PUT",
        `/api/dealrooms/${room}/documents/${richId}/content`,
        { content: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "a\u0000" }] }] } },
      ],
      ["PUT", `/api/dealrooms/${room}/documents/${richId}/content`, { content: { type: "doc", content: "x" } }],
      ["POST", `/api/dealrooms/${room}/documents/${richId}/url`, { action: "view" }],
      ["POST", `/api/dealrooms/${room}/documents/${docId}/url`, { action: "print" }],
      ["POST", `/api/dealrooms/${room}/documents/upload`, "plain", { "content-type": "text/plain" }],
      [
        "POST",
        `/api/dealrooms/${room}/documents/upload`,
        "--x\r\nbroken",
        { "content-type": "multipart/form-data; boundary=x" },
      ],
      ["POST", `/api/dealrooms/${room}/documents/upload`, "", { "content-type": "multipart/form-data" }],
      ["GET", `/api/dealrooms/${room}/documents/${docId}/export.pdf`],
      ["PATCH", `/api/dealrooms/${room}`, { name: "lone \uD800 surrogate" }],
      [
        "PUT",
        `/api/dealrooms/${room}/documents/${richId}/content`,
        { content: { type: "doc", content: [{ type: "paragraph", attrs: { "k\u0000": 1 } }] } },
      ],
    ];
    const failures: string[] = [];
    for (const [method, url, payload, headers] of cases) {
      const res = await call(method, url, { cookie: owner.cookie, payload, headers });
      if (res.statusCode >= 500 || res.statusCode < 400)
        failures.push(`${method} ${url.slice(0, 90)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    const up = [multipart("n\u0000ul.pdf", pdf), multipart("", pdf), multipart("a.pdf", pdf, "other")];
    for (const u of up) {
      const res = await call("POST", `/api/dealrooms/${room}/documents/upload`, { cookie: owner.cookie, ...u });
      if (res.statusCode >= 500) failures.push(`upload → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    // The largest page number that is an integer still answers (an empty page), not a database error.
    const far = await call("GET", "/api/dealrooms?page=9007199254740991&pageSize=100", { cookie: owner.cookie });
    expect(far.statusCode).toBeLessThan(500);
    const farLog = await call("GET", `/api/dealrooms/${room}/activity?page=9007199254740991&pageSize=100`, {
      cookie: owner.cookie,
    });
    expect(farLog.statusCode).toBeLessThan(500);
  });
});

describe("guest session", () => {
  it("answers 403 on every API outside its room, 404 on another room, and keeps its own room", async () => {
    const otherRoom = (
      await call("POST", "/api/dealrooms", { cookie: owner.cookie, payload: { name: "Elsewhere" } })
    ).json().id;
    const outside: [Method, string, unknown?][] = [
      ["GET", "/api/profile"],
      ["GET", "/api/subscription"],
      ["GET", "/api/contacts/people"],
      ["GET", "/api/documents"],
      ["GET", "/api/admin/users"],
      ["GET", "/api/dealrooms"],
      ["POST", "/api/dealrooms", { name: "Mine now" }],
      ["GET", "/api/docusign/status"],
      ["POST", "/api/docusign/authorize", { returnUrl: "/dealrooms" }],
      ["GET", "/api/no-such-endpoint"],
    ];
    for (const [method, url, payload] of outside) {
      const res = await call(method, url, { cookie: guest.cookie, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 100)}`).toBe(403);
      expect(res.json().title).toBe("Guest access is limited to the shared deal room");
    }
    // Another room: 404, as for a stranger; even its public-document-url.
    expect((await call("GET", `/api/dealrooms/${otherRoom}`, { cookie: guest.cookie })).statusCode).toBe(404);
    expect((await call("GET", `/api/dealrooms/${otherRoom}/documents`, { cookie: guest.cookie })).statusCode).toBe(404);
    const foreign = await call("POST", "/api/dealrooms/public-document-url", {
      cookie: guest.cookie,
      payload: { token: guest.token, dealroomId: otherRoom, documentId: docId, action: "view" },
    });
    expect(foreign.statusCode).toBe(404);
    // Its own room, the public endpoints and sign-in still work.
    expect((await call("GET", `/api/dealrooms/${room}`, { cookie: guest.cookie })).json().viewer).toMatchObject({
      kind: "visitor",
      accessLevel: "viewer",
    });
    expect((await call("GET", `/api/dealrooms/access/${guest.token}`, { cookie: guest.cookie })).statusCode).toBe(200);
    expect((await call("GET", `/api/dealrooms/${room}/public`, { cookie: guest.cookie })).statusCode).toBe(200);
    const url = await call("POST", "/api/dealrooms/public-document-url", {
      cookie: guest.cookie,
      payload: { token: guest.token, dealroomId: room, documentId: docId, action: "view" },
    });
    expect(url.statusCode).toBe(200);
    const signed = new URL(url.json().signedUrl);
    expect((await call("GET", `${signed.pathname}${signed.search}`, { cookie: guest.cookie })).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/get-session", { cookie: guest.cookie })).statusCode).toBe(200);
    expect((await call("GET", "/api/health", { cookie: guest.cookie })).statusCode).toBe(200);
  });

  it("leaves signed-in users and forged cookies alone", async () => {
    // The owner holding a guest cookie too (a signed-in invitee gets one) keeps the whole app.
    const both = `${owner.cookie}; ${guest.cookie}`;
    expect((await call("GET", "/api/profile", { cookie: both })).statusCode).toBe(200);
    expect((await call("GET", "/api/dealrooms", { cookie: both })).statusCode).toBe(200);
    // A cookie that does not verify is no guest session: plain anonymous 401.
    const forged = guest.cookie.replace(/\.[^.]+$/, ".AAAA");
    expect((await call("GET", "/api/profile", { cookie: forged })).statusCode).toBe(401);
    expect((await call("GET", "/api/profile")).statusCode).toBe(401);
  });
});
