import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeDocusign, type FakeDocusign } from "../../../../tests/support/fake-docusign.ts";
import { waitForMail } from "../../../../tests/support/mail.ts";
import { cookieHeader, createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { DEALROOM_BUCKET } from "./dealrooms.service.ts";

let t: TestApp;
let fake: FakeDocusign;
let owner: TestUser;
let other: TestUser;
let viewerUser: TestUser;
let commenterUser: TestUser;
let editorUser: TestUser;

type Opts = { cookie?: string; payload?: unknown; headers?: Record<string, string> };
const call = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, opts: Opts = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    ...(opts.payload !== undefined ? { payload: opts.payload as Record<string, unknown> } : {}),
  });

const minimalPdf = (label = "hello") =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

function multipart(filename: string, bytes: Buffer) {
  const boundary = `----leasedesk${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(roomId: string, cookie: string, filename: string, bytes: Buffer, folderId?: string) {
  const { payload, headers } = multipart(filename, bytes);
  return t.app.inject({
    method: "POST",
    url: `/api/dealrooms/${roomId}/documents/upload${folderId ? `?folderId=${folderId}` : ""}`,
    headers: { ...headers, cookie },
    payload,
  });
}

async function createRoom(user: TestUser, name: string): Promise<string> {
  const res = await call("POST", "/api/dealrooms", { cookie: user.cookie, payload: { name } });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function invite(roomId: string, email: string, name: string, accessLevel = "viewer", expiresAt?: string) {
  const res = await call("POST", `/api/dealrooms/${roomId}/members`, {
    cookie: owner.cookie,
    payload: { email, name, accessLevel, ...(expiresAt ? { expiresAt } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  const member = res.json();
  const token = new URL(member.shareUrl).searchParams.get("token") as string;
  return { member, token };
}

async function verify(token: string, email: string, name: string, cookie?: string) {
  return call("POST", "/api/dealrooms/verify-access", {
    cookie,
    payload: { token, email, name, entityType: "dealroom" },
  });
}

/** Invites a user and verifies while signed in: they become a member of their own account. */
async function addMember(roomId: string, user: TestUser, level: string) {
  const { token } = await invite(roomId, user.email, `${user.firstName} ${user.lastName}`, level);
  const res = await verify(token, user.email, `${user.firstName} ${user.lastName}`, user.cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().session.kind).toBe("user");
}

async function visitor(roomId: string, email: string, level = "viewer") {
  const { token, member } = await invite(roomId, email, "Vera Visitor", level);
  const res = await verify(token, email, "Vera Visitor");
  expect(res.statusCode, res.body).toBe(200);
  return {
    cookie: cookieHeader(res.headers["set-cookie"]),
    token,
    member,
    setCookie: String(res.headers["set-cookie"]),
  };
}

beforeAll(async () => {
  fake = await startFakeDocusign();
  t = await createTestApp({ env: fake.env() });
  owner = await t.signUp({ firstName: "Olive", lastName: "Owner" });
  other = await t.signUp({ firstName: "Otto", lastName: "Other" });
  viewerUser = await t.signUp({ firstName: "Vic", lastName: "Viewer" });
  commenterUser = await t.signUp({ firstName: "Cora", lastName: "Commenter" });
  editorUser = await t.signUp({ firstName: "Eddie", lastName: "Editor" });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("deal rooms list", () => {
  it("creates, lists newest-updated first, searches case-insensitively, paginates, and scopes by user", async () => {
    const u = await t.signUp();
    for (const name of ["Alpha Tower", "Beta Plaza", "gamma lofts"]) await createRoom(u, name);
    const list = await call("GET", "/api/dealrooms", { cookie: u.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(3);
    expect(list.json().items.map((r: { name: string }) => r.name)).toEqual([
      "gamma lofts",
      "Beta Plaza",
      "Alpha Tower",
    ]);
    const asc = await call("GET", "/api/dealrooms?sort=updated_asc", { cookie: u.cookie });
    expect(asc.json().items[0].name).toBe("Alpha Tower");
    const search = await call("GET", "/api/dealrooms?q=GAMMA", { cookie: u.cookie });
    expect(search.json().items.map((r: { name: string }) => r.name)).toEqual(["gamma lofts"]);
    const like = await call("GET", `/api/dealrooms?q=${encodeURIComponent("%")}`, { cookie: u.cookie });
    expect(like.json().total).toBe(0);
    const page2 = await call("GET", "/api/dealrooms?page=2&pageSize=2", { cookie: u.cookie });
    expect(page2.json()).toMatchObject({ total: 3, items: [{ name: "Alpha Tower" }] });
    const others = await call("GET", "/api/dealrooms", { cookie: other.cookie });
    expect(others.json().items.some((r: { name: string }) => r.name === "Alpha Tower")).toBe(false);
    expect((await call("GET", "/api/dealrooms")).statusCode).toBe(401);
  });

  it("refuses a blank name, renames with an activity row, and answers 404 for another user's room", async () => {
    const blank = await call("POST", "/api/dealrooms", { cookie: owner.cookie, payload: { name: "   " } });
    expect(blank.statusCode).toBe(400);
    const id = await createRoom(owner, "  Harbor Point  ");
    const detail = await call("GET", `/api/dealrooms/${id}`, { cookie: owner.cookie });
    expect(detail.json()).toMatchObject({
      name: "Harbor Point",
      status: "active",
      viewer: { accessLevel: "owner", kind: "user" },
    });
    const renamed = await call("PATCH", `/api/dealrooms/${id}`, {
      cookie: owner.cookie,
      payload: { name: " Harbor Point II " },
    });
    expect(renamed.json().name).toBe("Harbor Point II");
    const log = await call("GET", `/api/dealrooms/${id}/activity`, { cookie: owner.cookie });
    expect(log.json().items[0]).toMatchObject({
      actionType: "renamed",
      entityType: "dealroom",
      details: { old_name: "Harbor Point", new_name: "Harbor Point II" },
      actor: "Olive Owner",
    });
    expect(log.json().items.at(-1).actionType).toBe("created");
    for (const [method, url] of [
      ["GET", `/api/dealrooms/${id}`],
      ["PATCH", `/api/dealrooms/${id}`],
      ["DELETE", `/api/dealrooms/${id}`],
    ] as const) {
      const res = await call(method, url, {
        cookie: other.cookie,
        payload: method === "PATCH" ? { name: "Mine" } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await call("GET", `/api/dealrooms/00000000-0000-4000-8000-000000000000`, { cookie: owner.cookie })).statusCode,
    ).toBe(404);
    expect((await call("GET", `/api/dealrooms/not-a-uuid`, { cookie: owner.cookie })).statusCode).toBe(400);
    expect((await call("GET", `/api/dealrooms/${id}`, { cookie: owner.cookie })).json().name).toBe("Harbor Point II");
  });

  it("is refused without the dealrooms feature", async () => {
    const u = await t.signUp();
    const id = await createRoom(u, "Gated");
    await t.ctx.db.execute(sql`update profiles set trial_end_date = now() - interval '1 day' where id = ${u.id}`);
    expect((await call("GET", "/api/dealrooms", { cookie: u.cookie })).json().code).toBe("FEATURE_REQUIRED");
    expect((await call("POST", "/api/dealrooms", { cookie: u.cookie, payload: { name: "X" } })).statusCode).toBe(403);
    expect((await call("GET", `/api/dealrooms/${id}`, { cookie: u.cookie })).json().code).toBe("FEATURE_REQUIRED");
  });
});

describe("route × actor matrix", () => {
  let room: string;
  let otherRoom: string;
  let docId: string;
  let richId: string;
  let vis: { cookie: string; token: string };
  let otherVis: { cookie: string; token: string };

  beforeAll(async () => {
    room = await createRoom(owner, "Matrix Room");
    otherRoom = await createRoom(owner, "Other Room");
    await addMember(room, viewerUser, "viewer");
    await addMember(room, commenterUser, "commenter");
    await addMember(room, editorUser, "editor");
    vis = await visitor(room, "vera@outside.example", "viewer");
    otherVis = await visitor(otherRoom, "oscar@outside.example", "editor");
    docId = (await upload(room, owner.cookie, "Rent Roll.pdf", minimalPdf())).json().id;
    richId = (
      await call("POST", `/api/dealrooms/${room}/documents`, { cookie: owner.cookie, payload: { name: "LOI" } })
    ).json().id;
  });

  type Need = "viewer" | "editor" | "owner";
  const routes: {
    name: string;
    need: Need;
    /** May set up a fresh target first (as the owner), for routes that consume it. */
    req: () =>
      | [method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: unknown]
      | Promise<[method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: unknown]>;
  }[] = [
    { name: "room detail", need: "viewer", req: () => ["GET", `/api/dealrooms/${room}`] },
    { name: "documents", need: "viewer", req: () => ["GET", `/api/dealrooms/${room}/documents`] },
    { name: "document", need: "viewer", req: () => ["GET", `/api/dealrooms/${room}/documents/${richId}`] },
    { name: "versions", need: "viewer", req: () => ["GET", `/api/dealrooms/${room}/documents/${richId}/versions`] },
    { name: "folders", need: "viewer", req: () => ["GET", `/api/dealrooms/${room}/folders`] },
    { name: "members", need: "viewer", req: () => ["GET", `/api/dealrooms/${room}/members`] },
    {
      name: "file url",
      need: "viewer",
      req: () => ["POST", `/api/dealrooms/${room}/documents/${docId}/url`, { action: "view" }],
    },
    { name: "activity", need: "editor", req: () => ["GET", `/api/dealrooms/${room}/activity`] },
    {
      name: "new folder",
      need: "editor",
      req: () => ["POST", `/api/dealrooms/${room}/folders`, { name: `F ${Math.random()}` }],
    },
    {
      name: "new document",
      need: "editor",
      req: () => ["POST", `/api/dealrooms/${room}/documents`, { name: "Term sheet" }],
    },
    {
      name: "save content",
      need: "editor",
      req: () => [
        "PUT",
        `/api/dealrooms/${room}/documents/${richId}/content`,
        { content: { type: "doc", content: [] } },
      ],
    },
    { name: "rename room", need: "owner", req: () => ["PATCH", `/api/dealrooms/${room}`, { name: "Matrix Room" }] },
    {
      name: "invite",
      need: "owner",
      req: () => [
        "POST",
        `/api/dealrooms/${room}/members`,
        { email: `x${Math.random()}@ex.example`.replace("0.", ""), name: "Xavier" },
      ],
    },
  ];
  const owned = async (method: "POST", url: string, payload: unknown) => {
    const res = await call(method, url, { cookie: owner.cookie, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  routes.push(
    { name: "export pdf", need: "viewer", req: () => ["GET", `/api/dealrooms/${room}/documents/${richId}/export.pdf`] },
    {
      name: "folder template",
      need: "editor",
      req: () => ["POST", `/api/dealrooms/${room}/folders/template`, { template: "real_estate_transaction" }],
    },
    {
      name: "rename document",
      need: "editor",
      req: () => ["PATCH", `/api/dealrooms/${room}/documents/${richId}`, { name: "LOI" }],
    },
    {
      name: "restore version",
      need: "editor",
      req: async () => {
        const versions = await call("GET", `/api/dealrooms/${room}/documents/${richId}/versions`, {
          cookie: owner.cookie,
        });
        const first = versions.json().items.at(-1).id;
        return ["POST", `/api/dealrooms/${room}/documents/${richId}/versions/${first}/restore`];
      },
    },
    {
      name: "delete folder",
      need: "editor",
      req: async () => {
        const folder = await owned("POST", `/api/dealrooms/${room}/folders`, { name: `Del ${Math.random()}` });
        return ["DELETE", `/api/dealrooms/${room}/folders/${folder.id}`];
      },
    },
    {
      name: "delete document",
      need: "editor",
      req: async () => {
        const doc = await owned("POST", `/api/dealrooms/${room}/documents`, { name: "Scratch" });
        return ["DELETE", `/api/dealrooms/${room}/documents/${doc.id}`];
      },
    },
    {
      name: "change member level",
      need: "owner",
      req: async () => {
        const m = await owned("POST", `/api/dealrooms/${room}/members`, {
          email: `lvl${Math.random()}@ex.example`.replace("0.", ""),
          name: "Lev Level",
        });
        return ["PATCH", `/api/dealrooms/${room}/members/${m.id}`, { accessLevel: "editor" }];
      },
    },
    {
      name: "revoke member",
      need: "owner",
      req: async () => {
        const m = await owned("POST", `/api/dealrooms/${room}/members`, {
          email: `rev${Math.random()}@ex.example`.replace("0.", ""),
          name: "Rev Revoke",
        });
        return ["DELETE", `/api/dealrooms/${room}/members/${m.id}`];
      },
    },
  );
  const rank = { viewer: 0, commenter: 1, editor: 2, owner: 3 } as const;

  it("answers each actor by level: members by level, 404 for strangers, 401 for anonymous", async () => {
    const actors: { name: string; cookie: () => string | undefined; level: keyof typeof rank | "none" | "anon" }[] = [
      { name: "owner", cookie: () => owner.cookie, level: "owner" },
      { name: "viewer member", cookie: () => viewerUser.cookie, level: "viewer" },
      { name: "commenter member", cookie: () => commenterUser.cookie, level: "commenter" },
      { name: "editor member", cookie: () => editorUser.cookie, level: "editor" },
      { name: "other user", cookie: () => other.cookie, level: "none" },
      { name: "visitor", cookie: () => vis.cookie, level: "viewer" },
      { name: "visitor of another room", cookie: () => otherVis.cookie, level: "none" },
      { name: "anonymous", cookie: () => undefined, level: "anon" },
    ];
    for (const route of routes) {
      for (const actor of actors) {
        const [method, url, payload] = await route.req();
        const res = await call(method, url, { cookie: actor.cookie(), payload });
        const expected =
          actor.level === "anon"
            ? 401
            : actor.level === "none"
              ? 404
              : rank[actor.level] >= rank[route.need]
                ? [200, 201]
                : 403;
        const label = `${route.name} as ${actor.name}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (Array.isArray(expected)) expect(expected, label).toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(expected);
      }
    }
  });

  it("keeps a guest session away from every other API and from other rooms", async () => {
    expect((await call("GET", "/api/profile", { cookie: vis.cookie })).statusCode).toBe(403);
    expect((await call("GET", "/api/dealrooms", { cookie: vis.cookie })).statusCode).toBe(403);
    expect((await call("POST", "/api/dealrooms", { cookie: vis.cookie, payload: { name: "x" } })).statusCode).toBe(403);
    expect((await call("GET", "/api/docusign/status", { cookie: vis.cookie })).statusCode).toBe(403);
    expect((await call("GET", `/api/dealrooms/${otherRoom}`, { cookie: vis.cookie })).statusCode).toBe(404);
    // The room's cookie value renamed to another room's cookie name: the signed room id does not match.
    const [, value] = vis.cookie.split("=");
    const forged = `ld_drv_${otherRoom.replaceAll("-", "")}=${value}`;
    expect((await call("GET", `/api/dealrooms/${otherRoom}`, { cookie: forged })).statusCode).toBe(404);
    // A tampered payload fails the signature.
    const tampered = vis.cookie.replace(/=([^.]+)\./, (_, p: string) => `=${p.slice(0, -2)}AA.`);
    expect((await call("GET", `/api/dealrooms/${room}`, { cookie: tampered })).statusCode).toBe(404);
    // Visitors cannot delete the room, manage members or upload.
    expect((await call("DELETE", `/api/dealrooms/${room}`, { cookie: vis.cookie })).statusCode).toBe(403);
    expect((await upload(room, vis.cookie, "x.pdf", minimalPdf())).statusCode).toBe(403);
    expect((await upload(room, other.cookie, "x.pdf", minimalPdf())).statusCode).toBe(404);
  });

  it("serves files through signed URLs scoped to the visitor's room and token, and logs views", async () => {
    const ok = await call("POST", "/api/dealrooms/public-document-url", {
      cookie: vis.cookie,
      payload: { token: vis.token, dealroomId: room, documentId: docId, action: "download" },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const signed = new URL(ok.json().signedUrl);
    const file = await call("GET", `${signed.pathname}${signed.search}`);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith("%PDF-")).toBe(true);
    expect(file.headers["content-disposition"]).toContain("Rent Roll.pdf");
    // The signature covers the key: another path with the same query fails.
    const forgedPath = signed.pathname.replace(/v1-/, "v2-");
    expect((await call("GET", `${forgedPath}${signed.search}`)).statusCode).toBe(404);
    // Another room's token, another room's document, no cookie.
    const wrongToken = await call("POST", "/api/dealrooms/public-document-url", {
      cookie: vis.cookie,
      payload: { token: otherVis.token, dealroomId: room, documentId: docId, action: "view" },
    });
    expect(wrongToken.statusCode).toBe(403);
    const otherDoc = (await upload(otherRoom, owner.cookie, "Other.pdf", minimalPdf())).json().id;
    const wrongDoc = await call("POST", "/api/dealrooms/public-document-url", {
      cookie: vis.cookie,
      payload: { token: vis.token, dealroomId: room, documentId: otherDoc, action: "view" },
    });
    expect(wrongDoc.statusCode).toBe(404);
    const noCookie = await call("POST", "/api/dealrooms/public-document-url", {
      payload: { token: vis.token, dealroomId: room, documentId: docId, action: "view" },
    });
    expect(noCookie.statusCode).toBe(401);
    const log = await call("GET", `/api/dealrooms/${room}/activity?pageSize=100`, { cookie: owner.cookie });
    const rows = log.json().items as { actionType: string; actor: string; actorKind: string; entityId: string }[];
    expect(rows.find((r) => r.actionType === "downloaded" && r.actor === "vera@outside.example")).toMatchObject({
      actorKind: "visitor",
      entityId: docId,
    });
    expect(rows.find((r) => r.actionType === "verified" && r.actor === "vera@outside.example")).toBeTruthy();
    expect(rows.find((r) => r.actionType === "invited")).toBeTruthy();
    expect(rows.find((r) => r.actionType === "uploaded" && r.entityId === docId)).toBeTruthy();
  });

  it("moves the room's updated time on uploads and edits, and logs every open of a document, guests too", async () => {
    const updatedAt = async () =>
      new Date((await call("GET", `/api/dealrooms/${room}`, { cookie: owner.cookie })).json().updatedAt).getTime();
    const before = await updatedAt();
    expect((await upload(room, owner.cookie, "Site plan.pdf", minimalPdf("site"))).statusCode).toBe(201);
    const afterUpload = await updatedAt();
    expect(afterUpload).toBeGreaterThan(before);
    const created = await call("POST", `/api/dealrooms/${room}/documents`, {
      cookie: owner.cookie,
      payload: { name: "Term sheet" },
    });
    expect(created.statusCode).toBe(201);
    const noteId = created.json().id as string;
    const renamed = await call("PATCH", `/api/dealrooms/${room}/documents/${noteId}`, {
      cookie: owner.cookie,
      payload: { name: "Term sheet v2" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await updatedAt()).toBeGreaterThan(afterUpload);

    // The guest opens it in the editor: logged like a file view.
    expect((await call("GET", `/api/dealrooms/${room}/documents/${noteId}`, { cookie: vis.cookie })).statusCode).toBe(
      200,
    );
    const log = await call("GET", `/api/dealrooms/${room}/activity?pageSize=100`, { cookie: owner.cookie });
    const rows = log.json().items as { actionType: string; actor: string; actorKind: string; entityId: string }[];
    expect(rows.find((r) => r.actionType === "viewed" && r.entityId === noteId)).toMatchObject({
      actor: "vera@outside.example",
      actorKind: "visitor",
    });
  });
});

describe("share links", () => {
  it("looks a token up with public fields only, and checks e-mail and name", async () => {
    const room = await createRoom(owner, "Lookup Room");
    const { token } = await invite(room, "Pat@Outside.example", "Pat Partner");
    const mail = await waitForMail(t.dataDir, "pat@outside.example", /Deal room shared with you/);
    expect(mail.links.some((l) => l.includes(`/dealrooms/verify-access?token=${token}`))).toBe(true);
    const lookup = await call("GET", `/api/dealrooms/access/${token}`);
    expect(lookup.json()).toEqual({
      success: true,
      error: null,
      entity_id: room,
      entity_type: "dealroom",
      access_level: "viewer",
      dealroom: {
        id: room,
        name: "Lookup Room",
        created_by: owner.id,
        sharer_first_name: "Olive",
        sharer_last_name: "Owner",
        sharer_email: owner.email,
      },
    });
    expect((await call("GET", `/api/dealrooms/access/nope`)).json()).toMatchObject({
      success: false,
      error: "Share link not found",
    });
    const mismatch = await verify(token, "someone@else.example", "Pat Partner");
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().title).toBe("Email does not match invitation");
    const shortName = await verify(token, "pat@outside.example", "P");
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json().detail).toBe("Please enter your full name");
    const badEmail = await verify(token, "pat", "Pat Partner");
    expect(badEmail.json().detail).toBe("Please enter a valid email address");
    const noToken = await verify("", "pat@outside.example", "Pat Partner");
    expect(noToken.statusCode).toBe(400);
    const unknown = await verify("unknown-token", "pat@outside.example", "Pat Partner");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe("Share link not found");
    const ok = await verify(token, " PAT@outside.example ", "Pat Partner");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      entity_id: room,
      access_level: "viewer",
      session: { kind: "visitor" },
    });
    expect(String(ok.headers["set-cookie"])).toMatch(/HttpOnly; SameSite=Lax/);
    expect(String(ok.headers["set-cookie"])).toMatch(/Path=\/api\/dealrooms/);
    const pub = await call("GET", `/api/dealrooms/${room}/public`);
    expect(Object.keys(pub.json()).sort()).toEqual(
      ["created_by", "id", "name", "sharer_email", "sharer_first_name", "sharer_last_name"].sort(),
    );
  });

  it("stops working when revoked or expired", async () => {
    const room = await createRoom(owner, "Revocable");
    const v = await visitor(room, "rex@outside.example");
    expect((await call("GET", `/api/dealrooms/${room}`, { cookie: v.cookie })).statusCode).toBe(200);
    const revoke = await call("DELETE", `/api/dealrooms/${room}/members/${v.member.id}`, { cookie: owner.cookie });
    expect(revoke.json().status).toBe("revoked");
    expect((await call("GET", `/api/dealrooms/${room}`, { cookie: v.cookie })).statusCode).toBe(404);
    expect((await call("GET", `/api/dealrooms/access/${v.token}`)).json().error).toBe(
      "Invalid or expired access token",
    );
    expect((await verify(v.token, "rex@outside.example", "Rex Ray")).json().title).toBe(
      "Invalid or expired access token",
    );

    const w = await visitor(room, "wes@outside.example");
    await t.ctx.db.execute(
      sql`update dealroom_share_links set expires_at = now() - interval '1 minute' where token = ${w.token}`,
    );
    expect((await call("GET", `/api/dealrooms/${room}`, { cookie: w.cookie })).statusCode).toBe(404);
    expect((await call("GET", `/api/dealrooms/access/${w.token}`)).json().error).toBe(
      "Invalid or expired access token",
    );
    const past = await call("POST", `/api/dealrooms/${room}/members`, {
      cookie: owner.cookie,
      payload: { email: "late@outside.example", name: "Late", expiresAt: "2001-01-01T00:00:00Z" },
    });
    expect(past.statusCode).toBe(400);
    const log = await call("GET", `/api/dealrooms/${room}/activity`, { cookie: owner.cookie });
    expect(log.json().items.some((r: { actionType: string }) => r.actionType === "revoked")).toBe(true);
  });

  it("rate-limits verify-access", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_ENABLED: "true" }, databaseUrl: t.databaseUrl });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/api/dealrooms/verify-access",
          payload: { token: "guess", email: "a@b.example", name: "Al Bo" },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("documents", () => {
  it("checks type and size, folders and the template", async () => {
    const room = await createRoom(owner, "Docs Room");
    const fake = await upload(room, owner.cookie, "fake.pdf", Buffer.from("just text"));
    expect(fake.statusCode).toBe(415);
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const tooBig = await upload(room, owner.cookie, "big.pdf", big);
    expect(tooBig.statusCode).toBe(413);
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect((await upload(room, owner.cookie, "budget.xls", ole)).json().mimeType).toBe("application/vnd.ms-excel");
    expect((await upload(room, owner.cookie, "budget.pdf.exe", ole)).statusCode).toBe(415);
    const tpl = await call("POST", `/api/dealrooms/${room}/folders/template`, {
      cookie: owner.cookie,
      payload: { template: "real_estate_transaction" },
    });
    expect(tpl.json().items.map((f: { name: string }) => f.name)).toEqual([
      "Property Information",
      "Title",
      "Legal",
      "Financial",
      "Leases",
      "Surveys & Plans",
      "Environmental",
      "Inspections",
      "Property Management",
      "Insurance",
    ]);
    const again = await call("POST", `/api/dealrooms/${room}/folders/template`, {
      cookie: owner.cookie,
      payload: { template: "real_estate_transaction" },
    });
    expect(again.json().items).toHaveLength(10);
    const legal = tpl.json().items[2].id;
    const put = await upload(room, owner.cookie, "PSA.pdf", minimalPdf("v1"), legal);
    expect(put.json()).toMatchObject({ folderId: legal, currentVersion: 1 });
    const v2 = await upload(room, owner.cookie, "PSA.pdf", minimalPdf("v2"), legal);
    expect(v2.json()).toMatchObject({ id: put.json().id, currentVersion: 2 });
    const dup = await call("POST", `/api/dealrooms/${room}/folders`, {
      cookie: owner.cookie,
      payload: { name: "legal" },
    });
    expect(dup.statusCode).toBe(409);
  });

  it("edits a rich-text document with versions, restore, export; viewers read only", async () => {
    const room = await createRoom(owner, "Editor Room");
    await addMember(room, editorUser, "editor");
    await addMember(room, viewerUser, "viewer");
    const created = await call("POST", `/api/dealrooms/${room}/documents`, {
      cookie: editorUser.cookie,
      payload: { name: "LOI - 5th Ave" },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const base = `/api/dealrooms/${room}/documents/${id}`;
    const doc = (text: string) => ({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Letter of Intent" }] },
        { type: "paragraph", content: [{ type: "text", text, marks: [{ type: "bold" }] }] },
        {
          type: "bulletList",
          content: [
            { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Term: 10 years" }] }] },
          ],
        },
      ],
    });
    const save1 = await call("PUT", `${base}/content`, {
      cookie: editorUser.cookie,
      payload: { content: doc("Rent $50/sf") },
    });
    expect(save1.statusCode, save1.body).toBe(200);
    expect(save1.json().currentVersion).toBe(2);
    // An autosave moments later refines the same version.
    const save2 = await call("PUT", `${base}/content`, {
      cookie: editorUser.cookie,
      payload: { content: doc("Rent $52/sf") },
    });
    expect(save2.json().currentVersion).toBe(2);
    const snap = await call("PUT", `${base}/content`, {
      cookie: editorUser.cookie,
      payload: { content: doc("Rent $55/sf"), snapshot: true, note: "Counter" },
    });
    expect(snap.json().currentVersion).toBe(3);
    const readOnly = await call("PUT", `${base}/content`, {
      cookie: viewerUser.cookie,
      payload: { content: doc("hijack") },
    });
    expect(readOnly.statusCode).toBe(403);
    expect((await call("GET", base, { cookie: viewerUser.cookie })).json()).toMatchObject({ canEdit: false });
    const versions = (await call("GET", `${base}/versions`, { cookie: viewerUser.cookie })).json().items;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions[1].preview).toContain("Rent $52/sf");
    expect(versions[0]).toMatchObject({ note: "Counter", author: "Eddie Editor" });
    const restored = await call("POST", `${base}/versions/${versions[1].id}/restore`, { cookie: editorUser.cookie });
    expect(restored.json().currentVersion).toBe(4);
    expect(JSON.stringify(restored.json().content)).toContain("Rent $52/sf");
    expect(
      (await call("POST", `${base}/versions/${versions[1].id}/restore`, { cookie: viewerUser.cookie })).statusCode,
    ).toBe(403);
    const pdf = await call("GET", `${base}/export.pdf`, { cookie: viewerUser.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const { extractText } = await import("unpdf");
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain("Letter of Intent");
    expect(text).toContain("Rent $52/sf");
    expect((await call("GET", `${base}/export.pdf`, { cookie: other.cookie })).statusCode).toBe(404);
    const log = (await call("GET", `/api/dealrooms/${room}/activity`, { cookie: owner.cookie })).json().items;
    expect(log.map((r: { actionType: string }) => r.actionType)).toEqual(
      expect.arrayContaining(["edited", "restored", "created"]),
    );
  });

  it("deleting a room removes its files (every version), links, members, folders, versions and logs", async () => {
    const room = await createRoom(owner, "Doomed");
    const folder = (
      await call("POST", `/api/dealrooms/${room}/folders`, { cookie: owner.cookie, payload: { name: "Legal" } })
    ).json().id;
    const doc = (await upload(room, owner.cookie, "a.pdf", minimalPdf("v1"), folder)).json();
    await upload(room, owner.cookie, "a.pdf", minimalPdf("v2"), folder);
    await call("POST", `/api/dealrooms/${room}/documents`, { cookie: owner.cookie, payload: { name: "LOI" } });
    const v = await visitor(room, "gone@outside.example");
    await addMember(room, editorUser, "editor");
    const keys = (
      await t.ctx.db.execute<{ key: string }>(
        sql`select storage_key as key from dealroom_document_versions where document_id = ${doc.id}`,
      )
    ).rows.map((r) => r.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await t.ctx.storage.exists(DEALROOM_BUCKET, key)).toBe(true);
    // Only the owner may delete: a member gets 403, a visitor 403, a stranger 404.
    expect((await call("DELETE", `/api/dealrooms/${room}`, { cookie: editorUser.cookie })).statusCode).toBe(403);
    expect((await call("DELETE", `/api/dealrooms/${room}`, { cookie: v.cookie })).statusCode).toBe(403);
    expect((await call("DELETE", `/api/dealrooms/${room}`, { cookie: other.cookie })).statusCode).toBe(404);
    const del = await call("DELETE", `/api/dealrooms/${room}`, { cookie: owner.cookie });
    expect(del.json()).toEqual({ ok: true });
    for (const key of keys) expect(await t.ctx.storage.exists(DEALROOM_BUCKET, key)).toBe(false);
    const counts = await t.ctx.db.execute(sql`
      select (select count(*)::int from dealroom_share_links where dealroom_id = ${room}) as links,
             (select count(*)::int from dealroom_members where dealroom_id = ${room}) as members,
             (select count(*)::int from dealroom_activity_logs where dealroom_id = ${room}) as logs,
             (select count(*)::int from dealroom_folders where dealroom_id = ${room}) as folders,
             (select count(*)::int from dealroom_documents where dealroom_id = ${room}) as docs,
             (select count(*)::int from dealroom_document_versions where document_id = ${doc.id}) as versions`);
    expect(counts.rows[0]).toEqual({ links: 0, members: 0, logs: 0, folders: 0, docs: 0, versions: 0 });
    expect((await call("GET", `/api/dealrooms/access/${v.token}`)).json().error).toBe("Share link not found");
    expect((await call("GET", `/api/dealrooms/${room}`, { cookie: owner.cookie })).statusCode).toBe(404);
    expect((await call("GET", `/api/dealrooms/${room}`, { cookie: v.cookie })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/dealrooms/${room}`, { cookie: owner.cookie })).statusCode).toBe(404);
    const list = await call("GET", "/api/dealrooms?q=Doomed", { cookie: editorUser.cookie });
    expect(list.json().total).toBe(0);
  });
});

describe("DocuSign", () => {
  async function connect(user: TestUser) {
    const auth = await call("POST", "/api/docusign/authorize", {
      cookie: user.cookie,
      payload: { returnUrl: "/dealrooms/abc" },
    });
    expect(auth.statusCode, auth.body).toBe(200);
    const consent = await fetch(auth.json().url, { redirect: "manual" });
    const back = new URL(consent.headers.get("location") as string);
    expect(back.pathname).toBe("/docusign/callback");
    return { code: back.searchParams.get("code") as string, state: back.searchParams.get("state") as string };
  }

  it("connects with PKCE and refuses tampered state", async () => {
    const status = await call("GET", "/api/docusign/status", { cookie: owner.cookie });
    expect(status.json()).toEqual({ configured: true, connected: false, accountName: null, email: null });
    const { code, state } = await connect(owner);
    const decoded = JSON.parse(Buffer.from(state, "base64url").toString());
    expect(decoded).toEqual({ returnUrl: "/dealrooms/abc", codeVerifier: expect.any(String) });
    expect(fake.authorizations.at(-1)?.get("code_challenge_method")).toBe("S256");
    const cb = (s: string, cookie = owner.cookie) =>
      call("POST", "/api/docusign/oauth-callback", { cookie, payload: { code, state: s } });
    expect((await cb("%%%not-base64")).json().title).toBe("Invalid state parameter: could not parse");
    const missing = Buffer.from(JSON.stringify({ returnUrl: "/x" })).toString("base64url");
    expect((await cb(missing)).json().title).toBe("Invalid state parameter: missing required fields");
    const swapped = Buffer.from(JSON.stringify({ ...decoded, codeVerifier: "x".repeat(64) })).toString("base64url");
    expect((await cb(swapped)).statusCode).toBe(400);
    // Another user replaying the owner's state is refused too.
    expect((await cb(state, other.cookie)).statusCode).toBe(400);
    const ok = await cb(state);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      data: { accountName: "Fake Brokerage", email: "dana@docusign.example", returnUrl: "/dealrooms/abc" },
    });
    // The code and the pending verifier are single-use.
    expect((await cb(state)).statusCode).toBe(400);
    expect((await call("GET", "/api/docusign/status", { cookie: owner.cookie })).json().connected).toBe(true);
  });

  it("sends a document, follows the envelope and stores the signed PDF", async () => {
    const room = await createRoom(owner, "Signing Room");
    const doc = (await upload(room, owner.cookie, "Lease.pdf", minimalPdf("to sign"))).json();
    await addMember(room, editorUser, "editor");
    const base = `/api/dealrooms/${room}/documents/${doc.id}/signature`;
    const recipients = [{ name: "Tina Tenant", email: "tina@tenant.example" }];
    expect((await call("POST", base, { cookie: editorUser.cookie, payload: { recipients } })).statusCode).toBe(403);
    const sent = await call("POST", base, { cookie: owner.cookie, payload: { recipients } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: "sent", recipients });
    const envelope = fake.envelopes.get(sent.json().envelopeId);
    expect(envelope?.recipients).toEqual(recipients);
    expect(envelope?.document.subarray(0, 5).toString()).toBe("%PDF-");
    fake.setStatus(sent.json().envelopeId, "delivered");
    expect((await call("POST", `${base}/refresh`, { cookie: editorUser.cookie })).json().status).toBe("delivered");
    fake.setStatus(sent.json().envelopeId, "completed");
    const done = await call("POST", `${base}/refresh`, { cookie: owner.cookie });
    expect(done.json()).toMatchObject({ status: "completed", signedDocumentId: expect.any(String) });
    const docs = (await call("GET", `/api/dealrooms/${room}/documents`, { cookie: owner.cookie })).json().items;
    expect(docs.map((d: { name: string }) => d.name)).toContain("Lease (signed).pdf");
    expect(docs.find((d: { id: string }) => d.id === doc.id).signature.status).toBe("completed");
    // Idempotent: a second refresh does not store another copy.
    await call("POST", `${base}/refresh`, { cookie: owner.cookie });
    expect((await call("GET", `/api/dealrooms/${room}/documents`, { cookie: owner.cookie })).json().items).toHaveLength(
      2,
    );
    const log = (await call("GET", `/api/dealrooms/${room}/activity`, { cookie: owner.cookie })).json().items;
    expect(log.map((r: { actionType: string }) => r.actionType)).toEqual(
      expect.arrayContaining(["sent_for_signature", "signed"]),
    );
  });

  it("explains how to enable e-signature when it is not configured", async () => {
    const plain = await createTestApp({ databaseUrl: t.databaseUrl, config: { authSecret: t.ctx.config.authSecret } });
    try {
      const res = await plain.app.inject({
        method: "POST",
        url: "/api/docusign/authorize",
        headers: { cookie: owner.cookie },
        payload: { returnUrl: "/dealrooms" },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("NOT_CONFIGURED");
      expect(res.json().detail).toContain("DOCUSIGN_CLIENT_ID");
    } finally {
      await plain.close();
    }
  });
});
