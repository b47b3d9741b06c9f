import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { shellFiles } from "./pwa.routes.ts";

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
});
