// The whole document flow on the S3 adapter (selected by S3_* settings) against a local S3-compatible server,
// plus the OCR path of a scanned lease.
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { fixture, getJson, upload, waitForLease } from "./documents.test-support.ts";

type S3rverInstance = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
const S3rver = createRequire(import.meta.url)("s3rver") as new (opts: object) => S3rverInstance;

let s3: S3rverInstance;
let s3Dir = "";
let t: TestApp;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), "s3rver-docs-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: "docs" }],
  });
  const { port } = await s3.run();
  t = await createTestApp({
    env: {
      S3_BUCKET: "docs",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
  });
  ann = await t.signUp();
  bob = await t.signUp();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

describe("documents on S3-compatible storage", () => {
  it("uploads a scanned lease, reads it by OCR, serves a presigned URL and deletes the object", async () => {
    const res = await upload(t, ann, "lease", {
      filename: "scanned.pdf",
      data: fixture("leases/lease-08-scanned.pdf"),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const done = await waitForLease(t, ann, id, 90_000);
    expect(done.status).toBe("completed");
    expect(done.aiExtractedData.meta.ocrPages.length).toBeGreaterThan(0);
    expect(done.aiExtractedData.tenant).not.toBeNull();

    const signed = await getJson(t, ann, `/api/documents/lease/${id}/file-url`);
    expect(signed.body.url).toContain("X-Amz-Signature");
    const file = await fetch(signed.body.url);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await getJson(t, bob, `/api/documents/lease/${id}/file-url`)).status).toBe(404);

    const dl = await t.app.inject({
      method: "GET",
      url: `/api/documents/lease/${id}/download`,
      headers: { cookie: ann.cookie },
    });
    expect(dl.statusCode).toBe(200);

    const rows = await t.ctx.db.execute<{ document_url: string }>(
      sql`select document_url from leases where id = ${id}`,
    );
    const key = rows.rows[0].document_url;
    expect(await t.ctx.storage.exists("lease_documents", key)).toBe(true);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/documents/lease/${id}`,
      headers: { cookie: ann.cookie },
    });
    expect(del.statusCode).toBe(200);
    expect(await t.ctx.storage.exists("lease_documents", key)).toBe(false);
  }, 120_000);
});
