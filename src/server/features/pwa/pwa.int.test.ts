import { cp, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { serviceWorkerSource, shellFiles } from "./pwa.routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("install and offline files", () => {
  it("serves the service worker at the root scope, never cached by HTTP, with its precache list", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["service-worker-allowed"]).toBe("/");
    expect(res.body).not.toContain('"__PRECACHE__"');
    expect(res.body).toMatch(/const PRECACHE = \{"version":"[0-9a-f]{16}","files":\["\/",/);
    expect(res.body).toContain('url.pathname.startsWith("/api/")');
  });

  it("serves the web app manifest with its icons", async () => {
    const res = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = res.json() as { name: string; display: string; icons: { sizes: string; purpose?: string }[] };
    expect(manifest).toMatchObject({ name: "Leasedesk", display: "standalone" });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  });

  it("precaches the entry chunk with its static imports and CSS, not the lazy chunks", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "leasedesk-web-"));
    await mkdir(path.join(root, ".vite"));
    await writeFile(
      path.join(root, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-a.js", isEntry: true, css: ["assets/index-a.css"], imports: ["_react"] },
        _react: { file: "assets/react-b.js" },
        "src/lazy.tsx": { file: "assets/lazy-c.js", isDynamicEntry: true },
      }),
    );
    const files = shellFiles(root);
    expect(files).toEqual(
      expect.arrayContaining(["/", "/assets/index-a.js", "/assets/index-a.css", "/assets/react-b.js"]),
    );
    expect(files).not.toContain("/assets/lazy-c.js");
  });

  it("gives a release a new worker version when only the worker's code or index.html changed", async () => {
    const publicRoot = path.resolve("public");
    const root = await mkdtemp(path.join(tmpdir(), "leasedesk-web-"));
    await cp(path.join(publicRoot, "sw.js"), path.join(root, "sw.js"));
    await writeFile(path.join(root, "index.html"), "<!doctype html><title>A</title>");
    const first = serviceWorkerSource({ webRoot: root, publicRoot }).version;
    expect(serviceWorkerSource({ webRoot: root, publicRoot }).version).toBe(first);
    await writeFile(path.join(root, "index.html"), "<!doctype html><title>B</title>");
    const second = serviceWorkerSource({ webRoot: root, publicRoot }).version;
    expect(second).not.toBe(first);
    await writeFile(path.join(root, "sw.js"), `${await readFile(path.join(publicRoot, "sw.js"), "utf8")}\n// fix\n`);
    expect(serviceWorkerSource({ webRoot: root, publicRoot }).version).not.toBe(second);
  });

  it("serves the worker of the build WEB_ROOT names", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "leasedesk-web-"));
    await writeFile(path.join(root, "sw.js"), 'const PRECACHE = "__PRECACHE__"; // build B\n');
    await writeFile(path.join(root, "index.html"), "<!doctype html><title>Build B</title>");
    const other = await createTestApp({ env: { WEB_ROOT: root } });
    try {
      const res = await other.app.inject({ method: "GET", url: "/sw.js" });
      expect(res.body).toContain("// build B");
      const page = await other.app.inject({ method: "GET", url: "/" });
      expect(page.body).toContain("<title>Build B</title>");
    } finally {
      await other.close();
    }
  });
});
