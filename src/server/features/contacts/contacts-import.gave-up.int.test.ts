// An import whose job pg-boss gives up on (its process died on the last try) ends 'failed' with its row count
// and a clear message, never stays 'running' — and can be committed again (issue 13, decision 0019).
import PgBoss from "pg-boss";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestDatabase, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { IMPORT_JOB, importGaveUpMessage } from "./contacts-import.service.ts";

let databaseUrl: string;
let web: TestApp;
let worker: TestApp | undefined;
let ann: TestUser;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  // The web process queues the job; no worker runs it yet.
  web = await createTestApp({ databaseUrl, env: { ROLE: "web" } });
  ann = await web.signUp();
}, 120_000);
afterAll(async () => {
  await worker?.close();
  await web?.close();
});

async function api(method: "GET" | "POST", url: string, payload?: object) {
  const res = await web.app.inject({ method, url, headers: { cookie: ann.cookie }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

function csvUpload(content: string) {
  const boundary = "----gaveup";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="entityType"\r\n\r\npeople\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return web.app.inject({
    method: "POST",
    url: "/api/contacts/imports",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie: ann.cookie },
    payload,
  });
}

describe("an import pg-boss gives up on", () => {
  it("ends failed with its row count and the reason, and can be committed again", async () => {
    const up = (await csvUpload("First Name,Last Name,Email\nAna,Lopez,ana@x.io\nBo,Chen,bo@x.io\n")).json();
    const id = up.job.id as string;
    const commit = await api("POST", `/api/contacts/imports/${id}/commit`, {
      mapping: up.job.mapping,
      duplicateMode: "skip",
    });
    expect(commit.status).toBe(200);

    // A worker takes the job on its last try, marks the import running, and dies without a heartbeat.
    const dead = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
    await dead.start();
    const [taken] = await dead.fetch<{ jobId: string }>(IMPORT_JOB);
    expect(taken?.data.jobId).toBe(id);
    await dead.stop({ graceful: false, wait: true });
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    try {
      await sql.query("update import_jobs set status = 'running' where id = $1", [id]);
      // Its last try, started long ago: the next maintenance expires it for good.
      await sql.query(
        "update pgboss.job set retry_count = retry_limit, started_on = now() - interval '1 hour' where id = $1",
        [taken?.id],
      );
    } finally {
      await sql.end();
    }
    expect((await api("GET", `/api/contacts/imports/${id}`)).body.status).toBe("running");

    // The same files as the web process (local storage under its DATA_DIR).
    worker = await createTestApp({ databaseUrl, env: { ROLE: "worker", DATA_DIR: web.dataDir } });
    const started = Date.now();
    let job = (await api("GET", `/api/contacts/imports/${id}`)).body;
    while (job.status === "running") {
      expect(Date.now() - started).toBeLessThan(40_000);
      await new Promise((r) => setTimeout(r, 300));
      job = (await api("GET", `/api/contacts/imports/${id}`)).body;
    }
    expect(job.status).toBe("failed");
    expect(job.error).toBe(importGaveUpMessage(0, 2, "job failed by timeout in active state"));
    expect(job.error).toBe(
      "The import stopped before it finished (the server stopped while running it). 0 of 2 rows were saved; start the import again to add the rest.",
    );

    // Committed again, the worker runs it to the end.
    const again = await api("POST", `/api/contacts/imports/${id}/commit`, {
      mapping: up.job.mapping,
      duplicateMode: "skip",
    });
    expect(again.status).toBe(200);
    const until = Date.now() + 40_000;
    while (job.status !== "completed" && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 300));
      job = (await api("GET", `/api/contacts/imports/${id}`)).body;
    }
    expect(job).toMatchObject({ status: "completed", created: 2, error: null });
  }, 120_000);
});
