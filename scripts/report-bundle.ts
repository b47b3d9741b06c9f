// Reports the gzip size of the JavaScript each page needs, from an existing build (runs no build).
// Usage: tsx scripts/report-bundle.ts [dist/web]
// A page needs the entry chunk, its route module and everything those import statically.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(process.argv[2] ?? "dist/web");
const manifest = JSON.parse(readFileSync(path.join(root, ".vite/manifest.json"), "utf8")) as Manifest;

const pages: Record<string, string[]> = {
  "/auth": ["src/web/features/auth/pages/auth-page.tsx"],
  "/ (landing)": ["src/web/features/home/pages/landing-page.tsx"],
  "/ (home)": ["src/web/features/home/pages/home-page.tsx", "src/web/app/shell/app-shell.tsx"],
  "/profile": ["src/web/features/profiles/pages/profile-page.tsx", "src/web/app/shell/app-shell.tsx"],
};

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function collect(key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest (was it built?)`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
if (!entry) throw new Error("No entry chunk in the manifest");

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
for (const [page, modules] of Object.entries(pages)) {
  const seen = new Set<string>();
  collect(entry, seen);
  for (const module of modules) collect(module, seen);
  const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith(".js"));
  const css = [...new Set([...seen].flatMap((k) => manifest[k].css ?? []))];
  const js = files.reduce((sum, f) => sum + gzipSize(f), 0);
  const styles = css.reduce((sum, f) => sum + gzipSize(f), 0);
  console.log(`${page.padEnd(14)} JS ${kb(js).padStart(9)} gzip in ${files.length} files   CSS ${kb(styles)} gzip`);
}
