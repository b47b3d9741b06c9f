// Crash-and-retry of the analysis job. The app runs as a web process (no worker); this test runs the
// worker itself, with an analyzer injected through the service's deps that fails on purpose.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";
import { registerDocumentJobs } from "#server/features/documents/documents.jobs.ts";
import { createDocumentsServiceFor } from "#server/features/documents/documents.routes.ts";
import { createJobs, type Jobs } from "#server/platform/jobs.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { LEASE_TEXT, makePdf, upload, waitForLease } from "./documents.test-support.ts";

let t: TestApp;
let worker: Jobs;
let user: TestUser;
let calls: string[] = [];
let healthy = false;

beforeAll(async () => {
  t = await createTestApp({ env: { ROLE: "web" } });
  user = await t.signUp();
  const service = createDocumentsServiceFor(t.ctx, {
    analysis: {
      async analyzeLease(pages, opts) {
        const text = pages.map((p) => p.text).join("\n");
        const kind = text.includes("ALWAYS FAILS") ? "always" : "flaky";
        calls.push(kind);
        if (kind === "always" && !healthy) throw new Error("The analyzer is down");
        if (kind === "flaky" && calls.filter((c) => c === "flaky").length === 1) throw new Error("worker crashed");
        return analyzeLease(pages, { detail: opts.detail, ocrPages: opts.ocrPages });
      },
    },
  });
  worker = createJobs({ databaseUrl: t.databaseUrl, work: true, log: pino({ level: "silent" }) });
  registerDocumentJobs(worker, service, { retryDelaySeconds: 1 });
  await worker.start();
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

describe("process-lease retries", () => {
  it("retries a job that crashed and then completes", async () => {
    calls = [];
    const res = await upload(t, user, "lease", { filename: "flaky.pdf", data: await makePdf(LEASE_TEXT) });
    expect(res.statusCode).toBe(201);
    const done = await waitForLease(t, user, res.json().id, 40_000);
    expect(done.status).toBe("completed");
    expect(done.errorReason).toBeNull();
    expect(calls.filter((c) => c === "flaky")).toHaveLength(2);
    expect(done.aiExtractedData).not.toBeNull();
  }, 60_000);

  it("ends in error with the reason after the last retry; re-run from the page succeeds", async () => {
    calls = [];
    healthy = false;
    const pdf = await makePdf([`${LEASE_TEXT[0]}\nALWAYS FAILS`, LEASE_TEXT[1]]);
    const res = await upload(t, user, "lease", { filename: "broken.pdf", data: pdf });
    const failed = await waitForLease(t, user, res.json().id, 40_000);
    expect(failed.status).toBe("error");
    expect(failed.errorReason).toBe("The analyzer is down");
    expect(calls.filter((c) => c === "always")).toHaveLength(3); // first attempt + retryLimit 2

    healthy = true;
    const rerun = await t.app.inject({
      method: "POST",
      url: `/api/documents/lease/${res.json().id}/reanalyze`,
      headers: { cookie: user.cookie },
      payload: { extractionDetail: "detailed" },
    });
    expect(rerun.statusCode).toBe(200);
    expect(rerun.json()).toMatchObject({ status: "active", errorReason: null });
    const done = await waitForLease(t, user, res.json().id, 40_000);
    expect(done).toMatchObject({ status: "completed", extractionDetail: "detailed", errorReason: null });
    expect(done.aiExtractedData.meta.detail).toBe("detailed");
  }, 90_000);
});
