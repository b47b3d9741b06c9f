import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

type ViteChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/** The app shell to precache: the page, the manifest, icons, and the entry chunk with its static imports and CSS. */
export function shellFiles(webRoot: string): string[] {
  const files = new Set([
    "/",
    "/manifest.webmanifest",
    "/favicon.svg",
    "/icon-192.png",
    "/icon-512.png",
    "/icon-maskable-512.png",
  ]);
  const manifestPath = path.join(webRoot, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return [...files];
  const chunks = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ViteChunk>;
  const visit = (key: string, seen: Set<string>) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  const seen = new Set<string>();
  for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) visit(key, seen);
  return [...files];
}

/** Reads from the build when there is one, else from public/ (the files Vite copies into the build). */
function readWebFile(webRoot: string, publicRoot: string, name: string): string {
  const built = path.join(webRoot, name);
  return readFileSync(existsSync(built) ? built : path.join(publicRoot, name), "utf8");
}

/**
 * The worker's source with its precache list and version injected. The version hashes everything the shell
 * holds under an unhashed name too (the worker's own code, index.html), not only the list of hashed files, so
 * a release that changes only those still installs a new worker with a fresh cache.
 */
export function serviceWorkerSource(roots: { webRoot: string; publicRoot: string }): {
  version: string;
  source: string;
} {
  const files = shellFiles(roots.webRoot);
  const template = readWebFile(roots.webRoot, roots.publicRoot, "sw.js");
  const index = path.join(roots.webRoot, "index.html");
  const hash = createHash("sha256").update(files.join("\n")).update(template);
  if (existsSync(index)) hash.update(readFileSync(index));
  const version = hash.digest("hex").slice(0, 16);
  return { version, source: template.replace('"__PRECACHE__"', JSON.stringify({ version, files })) };
}

/**
 * /sw.js and /manifest.webmanifest, read per request so a new build is picked up: a changed worker makes the
 * browser install it and the page offer 'New version available — Reload'. Never cached by HTTP.
 */
export function registerPwaRoutes(app: FastifyInstance, roots: { webRoot: string; publicRoot: string }) {
  app.get("/sw.js", { schema: { hide: true } }, (_request, reply) => {
    const { source } = serviceWorkerSource(roots);
    return reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("service-worker-allowed", "/")
      .send(source);
  });
  app.get("/manifest.webmanifest", { schema: { hide: true } }, (_request, reply) =>
    reply
      .type("application/manifest+json; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(readWebFile(roots.webRoot, roots.publicRoot, "manifest.webmanifest")),
  );
}
