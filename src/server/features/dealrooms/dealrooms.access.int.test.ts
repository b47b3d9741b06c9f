// Who reaches what in a deal room: every route for owner, members by level, guests, strangers and anonymous; signed
// file URLs; the room's updated time and the open log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { dealroomClient, minimalPdf } from "#server/features/dealrooms/dealrooms.test-support.ts";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let viewerUser: TestUser;
let commenterUser: TestUser;
let editorUser: TestUser;
const { call, upload, createRoom, addMember, visitor } = dealroomClient(
  () => t,
  () => owner,
);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp({ firstName: "Olive", lastName: "Owner" });
  other = await t.signUp({ firstName: "Otto", lastName: "Other" });
  viewerUser = await t.signUp({ firstName: "Vic", lastName: "Viewer" });
  commenterUser = await t.signUp({ firstName: "Cora", lastName: "Commenter" });
  editorUser = await t.signUp({ firstName: "Eddie", lastName: "Editor" });
});
afterAll(async () => {
  await t?.close();
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
