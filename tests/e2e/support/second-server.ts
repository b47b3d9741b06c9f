// A second web process on the e2e server's database and DATA_DIR (same sessions, same files), started with
// extra configuration a journey needs (a fake DocuSign, a map tile server). Cookies are per host, not per
// port, so the signed-in page is signed in here too.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_DATA_DIR } from "./env.ts";

export type SecondServer = { base: string; close: () => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export async function startSecondServer(env: Record<string, string>): Promise<SecondServer> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const databaseUrl = (await readFile(path.join(E2E_DATA_DIR, "database-url.txt"), "utf8")).trim();
  // Node itself (not npx) so the SIGTERM below reaches the server and its graceful shutdown: killing npx
  // left the server running after the test run.
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: databaseUrl,
      APP_URL: base,
      ROLE: "web",
      LOG_LEVEL: "warn",
      RATE_LIMIT_ENABLED: "false",
      ...env,
    },
    stdio: "ignore",
  });
  const close = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    await exited;
  };
  try {
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, {
        timeout: 60_000,
        intervals: [500],
      })
      .toBe(200);
  } catch (err) {
    await close();
    throw err;
  }
  return { base, close };
}
