// Bad uploads and unreadable PDFs: refused with the spec's wording, or kept and ended in error. Nothing 500s.
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { fixture, getJson, LEASE_TEXT, makeEmptyPdf, makePdf, upload, waitForLease } from "./documents.test-support.ts";

let t: TestApp;
let ann: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

const req = (user: TestUser, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    payload: payload as Record<string, unknown> | undefined,
  });
const storageFile = (bucket: string, key: string) => path.join(t.dataDir, "storage", bucket, key);
const rowsOf = async (q: ReturnType<typeof sql>) => (await t.ctx.db.execute(q)).rows as Record<string, unknown>[];

describe("bad input", () => {
  it("refuses a missing file, a non-PDF and an 11 MB file, storing nothing", async () => {
    const before = await rowsOf(sql`select count(*)::int as n from leases`);
    const none = await upload(t, ann, "lease", null, { title: "x" });
    expect(none.statusCode).toBe(400);
    expect(none.json().title).toBe("Please select a file");

    const notPdf = await upload(t, ann, "lease", { filename: "lease.pdf", data: Buffer.from("hello, I am text") });
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().title).toBe("Only PDF files are supported");

    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    big.write("%PDF-1.4\n");
    const tooBig = await upload(t, ann, "om", { filename: "big.pdf", data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().title).toBe("File too large");

    const after = await rowsOf(sql`select count(*)::int as n from leases`);
    expect(after[0].n).toBe(before[0].n);
    const oms = await rowsOf(sql`select count(*)::int as n from offering_memorandums where owner_id = ${ann.id}`);
    expect(oms[0].n).toBe(0);
  });

  it("keeps the file and row of an unreadable PDF and ends in error with a reason", async () => {
    const valid = await makePdf(LEASE_TEXT);
    const cases: [string, Buffer, RegExp][] = [
      ["encrypted.pdf", await makePdf(LEASE_TEXT, { userPassword: "secret" }), /password/i],
      ["truncated.pdf", valid.subarray(0, Math.floor(valid.length / 3)), /readable|truncated|damaged|no text/i],
      // pdf.js reads an empty page tree as one blank page: either way the reason is clear.
      ["empty.pdf", await makeEmptyPdf(), /no pages|no text/i],
      ["huge.pdf", await makePdf(Array.from({ length: 400 }, (_, i) => `Page ${i + 1}`)), /too many pages/i],
    ];
    const ids: [string, RegExp][] = [];
    for (const [filename, data, reason] of cases) {
      const res = await upload(t, ann, "lease", { filename, data });
      expect(res.statusCode, filename).toBe(201);
      ids.push([res.json().id, reason]);
    }
    for (const [id, reason] of ids) {
      const done = await waitForLease(t, ann, id);
      expect(done.status).toBe("error");
      expect(done.errorReason).toMatch(reason);
      const [row] = await rowsOf(sql`select document_url from leases where id = ${id}`);
      expect(existsSync(storageFile("lease_documents", row.document_url as string))).toBe(true);
    }
    // Four analyses, each in its own bounded child process and queued one at a time for one user: the default
    // 30 s is one analysis's budget, which a loaded machine can use up before the fourth has started.
  }, 120_000);

  it("leaves fields the lease does not state as null", async () => {
    const res = await upload(t, ann, "lease", {
      filename: "absent.pdf",
      data: fixture("leases/lease-06-absent-fields.pdf"),
    });
    const done = await waitForLease(t, ann, res.json().id);
    expect(done.status).toBe("completed");
    const guarantor = done.fields.find((f: { key: string }) => f.key === "guarantor");
    expect(guarantor).toMatchObject({ ai: null, value: null });
  });

  it("answers 400 to malformed ids and bodies, never 500", async () => {
    expect((await getJson(t, ann, "/api/leases/not-a-uuid")).status).toBe(400);
    expect(
      (await getJson(t, ann, "/api/documents/spreadsheet/00000000-0000-4000-8000-000000000000/file-url")).status,
    ).toBe(400);
    expect(
      (await req(ann, "PATCH", "/api/leases/00000000-0000-4000-8000-000000000000/fields/rent", { value: "1" }))
        .statusCode,
    ).toBe(400);
    expect((await getJson(t, ann, "/api/documents?sort=bogus")).status).toBe(400);
    expect((await getJson(t, ann, "/api/leases/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
