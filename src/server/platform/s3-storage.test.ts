// One Storage suite, run against local disk and against the S3 adapter talking to a local S3-compatible
// server (s3rver) started here.
import { createRequire } from "node:module";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "#server/platform/s3-storage.ts";
import { createLocalStorage, type Storage, verifyFileToken } from "#server/platform/storage.ts";

type S3rverInstance = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
const S3rver = createRequire(import.meta.url)("s3rver") as new (opts: object) => S3rverInstance;

const SECRET = "test-secret";
const PDF = Buffer.from("%PDF-1.4\n% storage suite\n%%EOF\n");

type Harness = {
  storage: Storage;
  fetchSigned: (url: string) => Promise<{ status: number; body: Buffer; headers: Headers }>;
};

function storageSuite(name: string, setup: () => Promise<Harness>, teardown: () => Promise<void>) {
  describe(`Storage: ${name}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await setup();
    }, 20_000);
    afterAll(teardown);

    it("puts a buffer and reads it back (stream and buffer)", async () => {
      const stored = await h.storage.put("lease_documents", "u1/a.pdf", PDF, "application/pdf");
      expect(stored).toEqual({ key: "u1/a.pdf", size: PDF.length });
      expect(await h.storage.readBuffer("lease_documents", "u1/a.pdf")).toEqual(PDF);
      const chunks: Buffer[] = [];
      for await (const c of await h.storage.read("lease_documents", "u1/a.pdf")) chunks.push(Buffer.from(c));
      expect(Buffer.concat(chunks)).toEqual(PDF);
    });

    it("puts a stream", async () => {
      const stored = await h.storage.put(
        "documents",
        "offering_memorandums/u1/b.pdf",
        Readable.from([PDF.subarray(0, 5), PDF.subarray(5)]),
        "application/pdf",
      );
      expect(stored.size).toBe(PDF.length);
      expect(await h.storage.exists("documents", "offering_memorandums/u1/b.pdf")).toBe(true);
    });

    it("keeps buckets apart and reports missing objects", async () => {
      await h.storage.put("lease_documents", "u2/c.pdf", PDF, "application/pdf");
      expect(await h.storage.exists("documents", "u2/c.pdf")).toBe(false);
      expect(await h.storage.exists("lease_documents", "u2/missing.pdf")).toBe(false);
      await expect(h.storage.readBuffer("lease_documents", "u2/missing.pdf")).rejects.toThrow();
    });

    it("removes objects (missing keys are fine)", async () => {
      await h.storage.put("lease_documents", "u3/d.pdf", PDF, "application/pdf");
      await h.storage.remove("lease_documents", ["u3/d.pdf", "u3/never.pdf"]);
      expect(await h.storage.exists("lease_documents", "u3/d.pdf")).toBe(false);
      await h.storage.remove("lease_documents", []);
    });

    it("refuses path traversal and bad bucket names", async () => {
      await expect(h.storage.put("lease_documents", "../x.pdf", PDF, "application/pdf")).rejects.toThrow();
      await expect(h.storage.put("bad/bucket", "x.pdf", PDF, "application/pdf")).rejects.toThrow();
    });

    it("signs URLs that serve the file, as a download when asked, and expire", async () => {
      await h.storage.put("lease_documents", "u4/e.pdf", PDF, "application/pdf");
      const url = await h.storage.signedUrl("lease_documents", "u4/e.pdf");
      const ok = await h.fetchSigned(url);
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual(PDF);

      const dl = await h.fetchSigned(
        await h.storage.signedUrl("lease_documents", "u4/e.pdf", { download: "My Lease.pdf" }),
      );
      expect(dl.status).toBe(200);
      expect(dl.headers.get("content-disposition")).toContain('filename="My Lease.pdf"');

      const expired = await h.storage.signedUrl("lease_documents", "u4/e.pdf", { expiresInSeconds: 1 });
      await new Promise((r) => setTimeout(r, 2100));
      expect((await h.fetchSigned(expired)).status).toBe(403);

      const tampered = url.replace("u4/e.pdf", "u4/f.pdf");
      expect([403, 404]).toContain((await h.fetchSigned(tampered)).status);
    });
  });
}

// Local disk: /api/files verifies the HMAC and the expiry; this mirrors its checks without a server.
let localRoot = "";
storageSuite(
  "local disk",
  async () => {
    localRoot = await mkdtemp(path.join(tmpdir(), "storage-suite-"));
    const storage = createLocalStorage({ root: localRoot, appUrl: "http://localhost:3999", secret: SECRET });
    return {
      storage,
      async fetchSigned(url) {
        const u = new URL(url);
        const [, , , bucket, ...rest] = u.pathname.split("/");
        const key = rest.map(decodeURIComponent).join("/");
        const expires = Number(u.searchParams.get("expires"));
        const download = u.searchParams.get("download") ?? undefined;
        const sig = u.searchParams.get("sig") ?? "";
        const headers = new Headers();
        if (!verifyFileToken(SECRET, { bucket, key, expires, download }, sig))
          return { status: 404, body: Buffer.alloc(0), headers };
        if (expires * 1000 < Date.now()) return { status: 403, body: Buffer.alloc(0), headers };
        if (download) headers.set("content-disposition", `attachment; filename="${download}"`);
        return { status: 200, body: await storage.readBuffer(bucket, key), headers };
      },
    };
  },
  async () => {
    await rm(localRoot, { recursive: true, force: true });
  },
);

let s3: S3rverInstance | null = null;
let s3Dir = "";
storageSuite(
  "S3-compatible (s3rver)",
  async () => {
    s3Dir = await mkdtemp(path.join(tmpdir(), "s3rver-"));
    s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: "leasedesk-test" }],
    });
    const { port } = await s3.run();
    const storage = createS3Storage({
      bucket: "leasedesk-test",
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    });
    return {
      storage,
      async fetchSigned(url) {
        const res = await fetch(url);
        return { status: res.status, body: Buffer.from(await res.arrayBuffer()), headers: res.headers };
      },
    };
  },
  async () => {
    await s3?.close();
    await rm(s3Dir, { recursive: true, force: true });
  },
);
