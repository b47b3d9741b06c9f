// Deal-room documents: type and size checks, folders, templates, rich-text versions and export, and what deleting a
// room removes.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { DEALROOM_BUCKET } from "#server/features/dealrooms/dealrooms-access.ts";
import { dealroomClient, minimalPdf } from "#server/features/dealrooms/dealrooms.test-support.ts";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let viewerUser: TestUser;
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
  editorUser = await t.signUp({ firstName: "Eddie", lastName: "Editor" });
});
afterAll(async () => {
  await t?.close();
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
