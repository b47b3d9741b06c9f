// `npm run test:crash`: the server survives kill -9. Starts the real server on a temp DATA_DIR, uploads the
// generated 60-page lease and starts a 20,000-row contacts import, SIGKILLs the server mid-way (its embedded
// PostgreSQL is left running, as after a real crash), starts it again and checks: it serves within 15 s, the
// lease completes and the import finishes (or fails with a clear reason) within 90 s, and nothing is lost.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
const ROWS = Number(process.env.CRASH_ROWS ?? 20_000);
const leasePdf = readFileSync(path.join(root, "fixtures/leases/lease-05-sixty-pages.pdf"));
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};
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

// Inside the repo's .tmp (like the test cluster): as root, PostgreSQL runs as `postgres` and needs to reach it.
await mkdir(path.join(root, ".tmp"), { recursive: true });
const dataDir = await mkdtemp(path.join(root, ".tmp", "crash-"));
await chmod(dataDir, 0o755);
const port = Number(process.env.CRASH_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | null = null;
let stderr = "";

function start(): ChildProcess {
  // node itself (not npx): SIGKILL hits the server process and nothing else, like a real crash.
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_ENABLED: "false",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-4000);
  });
  return child;
}

async function waitServing(limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (server?.exitCode !== null) throw new Error(`the server exited (${server?.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return Date.now() - started;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not serve within ${limitMs / 1000} s: ${stderr}`);
}

// biome-ignore lint/suspicious/noExplicitAny: loosely typed API answers of a script
type Json = any;
let cookie = "";
async function api(method: string, url: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      cookie,
      origin: base,
      ...(body instanceof FormData || !body ? {} : { "content-type": "application/json" }),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    json: text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text,
  };
}

async function signUp() {
  const email = "crash@example.com";
  const password = "correct-horse-9";
  const up = await api("POST", "/api/auth/sign-up/email", {
    email,
    password,
    name: "Crash Test",
    firstName: "Crash",
    lastName: "Test",
  });
  if (up.status !== 200) throw new Error(`sign-up: ${up.status} ${JSON.stringify(up.json)}`);
  let link = "";
  for (let i = 0; i < 50 && !link; i++) {
    const files = await readdir(path.join(dataDir, "mail")).catch(() => [] as string[]);
    for (const f of files) {
      const raw = (await readFile(path.join(dataDir, "mail", f), "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      link = raw.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? link;
    }
    if (!link) await sleep(100);
  }
  const verify = new URL(link);
  await fetch(`${base}${verify.pathname}${verify.search}`, { redirect: "manual" });
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function importCsv(): Blob {
  const lines = ["First Name,Last Name,Email,Company"];
  for (let i = 1; i <= ROWS; i++) lines.push(`First${i},Last${i},crash${i}@example.com,Company ${i % 50}`);
  return new Blob([`${lines.join("\n")}\n`], { type: "text/csv" });
}

async function until<T>(what: string, limitMs: number, probe: () => Promise<T | null>): Promise<T | null> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const value = await probe();
    if (value !== null) return value;
    await sleep(250);
  }
  console.log(`     (${what}: not within ${limitMs / 1000} s)`);
  return null;
}

const t0 = Date.now();
try {
  server = start();
  console.log(`first start served after ${(await waitServing(120_000)) / 1000} s (data dir ${dataDir})`);
  await signUp();

  const importForm = new FormData();
  importForm.append("entityType", "people");
  importForm.append("file", importCsv(), "people.csv");
  const uploaded = await api("POST", "/api/contacts/imports", importForm);
  check(uploaded.status === 201 || uploaded.status === 200, `import uploaded (${uploaded.status})`);
  const job = uploaded.json.job;
  const commit = await api("POST", `/api/contacts/imports/${job.id}/commit`, {
    mapping: job.mapping,
    duplicateMode: "skip",
    tags: [],
  });
  check(commit.status === 200 || commit.status === 202, `import committed (${commit.status})`);

  // Kill while the import is part-way (or as soon as both jobs have started).
  await until("import running", 30_000, async () => {
    const j = (await api("GET", `/api/contacts/imports/${job.id}`)).json;
    return j.status === "running" && j.processedRows > 0 ? true : j.status === "completed" ? true : null;
  });
  // The lease goes in last: the kill finds it 'processing' (queued or mid-analysis).
  const leaseForm = new FormData();
  leaseForm.append("file", new Blob([leasePdf], { type: "application/pdf" }), "sixty-pages.pdf");
  const lease = await api("POST", "/api/leases", leaseForm);
  check(lease.status === 201, `lease uploaded (${lease.status})`);
  const leaseId: string = lease.json.id;
  await sleep(300);
  const before = (await api("GET", `/api/contacts/imports/${job.id}`)).json;
  const leaseBefore = (await api("GET", `/api/leases/${leaseId}`)).json;
  console.log(
    `kill -9 with the import ${before.status} ${before.processedRows}/${before.totalRows}, the lease ${leaseBefore.status}`,
  );
  server.kill("SIGKILL");
  await new Promise((r) => server?.once("exit", r));

  server = start();
  const servedMs = await waitServing(60_000).catch((err: Error) => {
    check(false, err.message);
    throw err;
  });
  check(servedMs <= 15_000, `serves again ${(servedMs / 1000).toFixed(1)} s after the restart (limit 15 s)`);

  const restartedAt = Date.now();
  const leaseDone = await until("lease done", 90_000, async () => {
    const l = (await api("GET", `/api/leases/${leaseId}`)).json;
    return l.status === "completed" || l.status === "error" ? l : null;
  });
  check(
    leaseDone?.status === "completed",
    `lease ${leaseDone?.status ?? "still processing"} ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart${leaseDone?.errorReason ? ` (${leaseDone.errorReason})` : ""}`,
  );
  const file = await fetch(`${base}/api/documents/lease/${leaseId}/download`, { headers: { cookie } });
  const bytes = Buffer.from(await file.arrayBuffer());
  check(bytes.equals(leasePdf), `lease file intact (${bytes.length} of ${leasePdf.length} bytes)`);

  const importDone = await until("import done", 90_000, async () => {
    const j = (await api("GET", `/api/contacts/imports/${job.id}`)).json;
    return j.status === "completed" || j.status === "failed" ? j : null;
  });
  const elapsed = ((Date.now() - restartedAt) / 1000).toFixed(1);
  if (importDone?.status === "completed") {
    check(
      importDone.processedRows === ROWS,
      `import completed ${elapsed} s after the restart: ${importDone.processedRows}/${ROWS} rows`,
    );
  } else {
    check(
      importDone?.status === "failed" && !!importDone.error && importDone.processedRows >= 0,
      `import ${importDone?.status ?? "still running"} (${importDone?.error ?? "no reason"}, ${importDone?.processedRows} rows)`,
    );
  }
  // Counted in the database: the list's total is bounded past 10,000 rows (decision 0023).
  const databaseUrl = readFileSync(path.join(dataDir, "database-url.txt"), "utf8").trim();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: number; emails: number }>(
    "select count(*)::int as n, count(distinct lower(email))::int as emails from people",
  );
  await client.end();
  const stored = rows[0]?.n ?? 0;
  const expected = (importDone?.created ?? 0) + (importDone?.updated ?? 0);
  check(
    stored === importDone?.created && rows[0]?.emails === stored,
    `people stored: ${stored} (${rows[0]?.emails} distinct e-mails), import counted created ${importDone?.created} (created+updated ${expected}), no duplicates`,
  );
} catch (err) {
  check(false, `crash test aborted: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await Promise.race([new Promise((r) => server?.once("exit", r)), sleep(25_000)]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }
  await rm(dataDir, { recursive: true, force: true }).catch(() => {});
}
console.log(
  `crash test: ${failures.length === 0 ? "passed" : `${failures.length} failed`} in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
);
process.exit(failures.length === 0 ? 0 : 1);
