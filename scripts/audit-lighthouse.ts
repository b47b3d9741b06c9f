// `npm run audit:lighthouse`: Lighthouse 11 (the last with the PWA category) on a phone profile against the built
// app. Builds, starts the real server on a temp DATA_DIR and a free port, starts Debian's Chromium headless
// (CHROME_PATH, default /usr/bin/chromium), audits / and /auth, prints the performance and PWA scores with
// every installability check that fails, then stops everything it started. Local URLs only: no network needed.
// LH_SKIP_BUILD=1 reuses dist/web. Exit code 1 when an installability check fails.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import lighthouse from "lighthouse";

const root = path.resolve(import.meta.dirname, "..");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const pages = ["/", "/auth"];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, limitMs: number) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${limitMs / 1000} s`);
}

async function stop(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  child.kill("SIGTERM");
  await Promise.race([new Promise((r) => child.once("exit", r)), sleep(25_000)]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

if (!process.env.LH_SKIP_BUILD) {
  const build = spawnSync("npx", ["vite", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Inside the repo's .tmp (like the crash test): as root, PostgreSQL runs as `postgres` and needs to reach it.
await mkdir(path.join(root, ".tmp"), { recursive: true });
const dataDir = await mkdtemp(path.join(root, ".tmp", "lighthouse-"));
await chmod(dataDir, 0o755);
const profileDir = await mkdtemp(path.join(root, ".tmp", "lighthouse-chrome-"));
const port = Number(process.env.LH_PORT ?? (await freePort()));
const debugPort = await freePort();
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | null = null;
let chrome: ChildProcess | null = null;
let failed = false;

try {
  server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${base}/api/health`, server, 180_000);
  chrome = spawn(
    chromePath,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      `--user-data-dir=${profileDir}`,
      `--remote-debugging-port=${debugPort}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, chrome, 30_000);

  for (const page of pages) {
    // The default configuration is Lighthouse's phone: Moto G Power screen, simulated slow 4G and 4× CPU slowdown.
    const result = await lighthouse(`${base}${page}`, {
      port: debugPort,
      logLevel: "error",
      onlyCategories: ["performance", "pwa"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    console.log(`\n${page} (${result.lhr.finalDisplayedUrl})`);
    console.log(`  performance ${score("performance")} · PWA ${score("pwa")}`);
    for (const id of [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
      "speed-index",
    ]) {
      console.log(`    ${audits[id]?.title}: ${audits[id]?.displayValue ?? "—"}`);
    }
    // The biggest estimated savings first: what to fix next for speed.
    const opportunities = Object.values(audits)
      .filter((a) => a.details?.type === "opportunity" && (a.numericValue ?? 0) > 0)
      .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
      .slice(0, 4);
    for (const a of opportunities) {
      console.log(`    opportunity: ${a.title} (${a.displayValue ?? ""})`);
      // Which files: the three with the most to gain, so the next fix is aimed.
      const items = ((a.details as { items?: { url?: string; wastedBytes?: number }[] } | undefined)?.items ?? [])
        .filter((i) => i.url && i.wastedBytes)
        .slice(0, 3);
      for (const i of items)
        console.log(`      ${new URL(i.url ?? "").pathname} ${Math.round((i.wastedBytes ?? 0) / 1024)} KiB`);
    }
    for (const ref of categories.pwa?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!audit || audit.score === null || audit.score === 1) continue;
      console.log(`  ✗ ${audit.title}${audit.explanation ? ` — ${audit.explanation}` : ""}`);
      const items = (audit.details as { items?: { reason?: string }[] } | undefined)?.items ?? [];
      for (const item of items) if (item.reason) console.log(`      ${item.reason}`);
    }
    const installable = audits["installable-manifest"];
    console.log(`  installable: ${installable?.score === 1 ? "yes" : "NO"}`);
    if (installable?.score !== 1) failed = true;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failed = true;
} finally {
  await stop(chrome);
  await stop(server);
  await rm(dataDir, { recursive: true, force: true }).catch(() => {});
  await rm(profileDir, { recursive: true, force: true }).catch(() => {});
}
process.exit(failed ? 1 : 0);
