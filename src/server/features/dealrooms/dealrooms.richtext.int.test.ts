// Room documents: content is checked against the editor's schema, and concurrent saves never collide.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidRichTextMessage } from "#shared/rules/richtext-schema.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let owner: TestUser;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  const room = await t.app.inject({
    method: "POST",
    url: "/api/dealrooms",
    headers: { cookie: owner.cookie },
    payload: { name: "Rich text room" },
  });
  const doc = await t.app.inject({
    method: "POST",
    url: `/api/dealrooms/${room.json().id}/documents`,
    headers: { cookie: owner.cookie },
    payload: { name: "Contract" },
  });
  base = `/api/dealrooms/${room.json().id}/documents/${doc.json().id}`;
});
afterAll(async () => {
  await t.close();
});

const text = (s: string, marks?: { type: string }[]) => ({ type: "text", text: s, ...(marks ? { marks } : {}) });
const docOf = (...content: unknown[]) => ({ type: "doc", content });
const save = (content: unknown) =>
  t.app.inject({ method: "PUT", url: `${base}/content`, headers: { cookie: owner.cookie }, payload: { content } });
const stored = async () =>
  (await t.app.inject({ method: "GET", url: base, headers: { cookie: owner.cookie } })).json().content;

describe("room document content", () => {
  it("keeps concurrent first saves apart: no 500, every save answered", async () => {
    for (let round = 0; round < 3; round++) {
      const doc = await t.app.inject({
        method: "POST",
        url: `${base.replace(/\/documents\/.*$/, "")}/documents`,
        headers: { cookie: owner.cookie },
        payload: { name: `Race ${round}` },
      });
      const url = `${base.replace(/[^/]+$/, doc.json().id)}/content`;
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          t.app.inject({
            method: "PUT",
            url,
            headers: { cookie: owner.cookie },
            payload: { content: docOf({ type: "paragraph", content: [text(`draft ${i}`)] }) },
          }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    }
  });

  it("refuses content the editor cannot load (400) and keeps the stored text", async () => {
    const good = docOf({ type: "paragraph", content: [text("important contract text", [{ type: "bold" }])] });
    expect((await save(good)).statusCode).toBe(200);
    const invalid = [
      docOf({ type: "paragraph", content: [text("x", [{ type: "blink" }])] }),
      docOf({ type: "marquee", content: [text("x")] }),
      docOf(text("text straight in the document")),
      docOf({ type: "heading", attrs: { level: 1 }, content: [{ type: "paragraph" }] }),
      docOf({ type: "bulletList", content: [{ type: "paragraph", content: [text("not an item")] }] }),
    ];
    for (const content of invalid) {
      const res = await save(content);
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(res.json().fields.content).toBe(invalidRichTextMessage);
    }
    expect(await stored()).toEqual(good);
  });
});
