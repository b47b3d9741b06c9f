// A flate bomb uploaded as a lease or a memorandum ends in 'error' with a clear reason, quickly, and the
// server's own memory stays where it was (the PDF is read in a bounded child process).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFlateBomb } from "#server/analysis/pdf/flate-bomb.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { upload, waitForLease, waitForOm } from "./documents.test-support.ts";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe("bounded analysis", () => {
  it("reports a flate bomb as an error on a lease and on a memorandum", async () => {
    const bomb = await makeFlateBomb(512 * 1024 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const lease = await upload(t, user, "lease", { filename: "bomb.pdf", data: bomb });
    expect(lease.statusCode).toBe(201);
    const om = await upload(t, user, "om", { filename: "bomb-om.pdf", data: bomb });
    expect(om.statusCode).toBe(201);
    const leaseDone = await waitForLease(t, user, lease.json().id, 60_000);
    const omDone = await waitForOm(t, user, om.json().id, 60_000);
    for (const done of [leaseDone, omDone]) {
      expect(done.status).toBe("error");
      expect(done.errorReason).toMatch(/expands to too much content/);
    }
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  }, 120_000);
});
