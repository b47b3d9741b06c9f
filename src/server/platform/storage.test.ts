import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLocalStorage, signFileToken, verifyFileToken } from "#server/platform/storage.ts";

const make = async () =>
  createLocalStorage({
    root: await mkdtemp(path.join(tmpdir(), "leasedesk-storage-")),
    appUrl: "http://localhost:3000",
    secret: "s3cret",
  });

describe("local storage", () => {
  it("puts, reads, checks and removes files from buffers and streams", async () => {
    const storage = await make();
    expect(await storage.put("docs", "u1/a.txt", Buffer.from("hello"), "text/plain")).toEqual({
      key: "u1/a.txt",
      size: 5,
    });
    await storage.put("docs", "u1/b.txt", Readable.from([Buffer.from("str"), Buffer.from("eam")]), "text/plain");
    expect((await storage.readBuffer("docs", "u1/a.txt")).toString()).toBe("hello");
    expect((await storage.readBuffer("docs", "u1/b.txt")).toString()).toBe("stream");
    expect(await storage.exists("docs", "u1/a.txt")).toBe(true);
    await storage.remove("docs", ["u1/a.txt", "u1/never.txt"]);
    expect(await storage.exists("docs", "u1/a.txt")).toBe(false);
    await expect(storage.read("docs", "u1/a.txt")).rejects.toThrow();
  });

  it("keeps keys inside their bucket", async () => {
    const storage = await make();
    await expect(storage.put("docs", "../escape.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(
      "Bad storage key",
    );
    await expect(storage.put("../docs", "a.txt", Buffer.from("x"), "text/plain")).rejects.toThrow("Bad bucket name");
    expect(await storage.exists("docs", "../../etc/passwd")).toBe(false);
  });

  it("signs URLs that /api/files can verify, bound to bucket, key, expiry and download name", async () => {
    const storage = await make();
    const url = new URL(await storage.signedUrl("docs", "u1/my file.pdf", { expiresInSeconds: 60, download: "a.pdf" }));
    expect(url.origin).toBe("http://localhost:3000");
    expect(url.pathname).toBe("/api/files/docs/u1/my%20file.pdf");
    const expires = Number(url.searchParams.get("expires"));
    expect(expires - Date.now() / 1000).toBeGreaterThan(55);
    const sig = url.searchParams.get("sig") as string;
    const parts = { bucket: "docs", key: "u1/my file.pdf", expires, download: "a.pdf" };
    expect(verifyFileToken("s3cret", parts, sig)).toBe(true);
    expect(verifyFileToken("s3cret", { ...parts, key: "u1/other.pdf" }, sig)).toBe(false);
    expect(verifyFileToken("s3cret", { ...parts, download: undefined }, sig)).toBe(false);
    expect(verifyFileToken("other", parts, sig)).toBe(false);
    expect(verifyFileToken("s3cret", parts, "short")).toBe(false);
    expect(signFileToken("s3cret", parts)).toBe(sig);
  });
});
