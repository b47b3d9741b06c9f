// Jobs cut off by a dead process are retried within seconds; a long healthy job keeps beating and runs once.
import pino from "pino";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-app.ts";
import { createJobs, failureReason, gaveUpQueue, type Jobs } from "./jobs.ts";

const timing = { expirySeconds: 2, heartbeatMs: 500, maintenanceSeconds: 1 };
const log = pino({ level: "silent" });
let databaseUrl: string;
let worker: Jobs;
const runs: Record<string, number> = {};

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  worker = createJobs({ databaseUrl, work: true, log, timing });
  worker.define<{ key: string; ms: number }>(
    "probe",
    async ({ key, ms }) => {
      runs[key] = (runs[key] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, ms));
    },
    { retryLimit: 2, retryDelaySeconds: 1 },
  );
}, 60_000);
afterAll(async () => {
  await worker?.stop();
});

async function state(boss: PgBoss, id: string) {
  const job = await boss.getJobById("probe", id);
  return job?.state;
}

describe("jobs after a crash", () => {
  it("retries a job whose worker died mid-way, within seconds of its expiry", async () => {
    // A first "process" takes the job and dies without finishing it (no heartbeat, no completion).
    const dead = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
    await dead.start();
    await dead.createQueue("probe", { name: "probe", retryLimit: 2, retryDelay: 1, expireInSeconds: 2 });
    const id = (await dead.send("probe", { key: "orphan", ms: 10 })) as string;
    const [taken] = await dead.fetch("probe");
    expect(taken.id).toBe(id);
    await dead.stop({ graceful: false, wait: true });

    const started = Date.now();
    await worker.start();
    const admin = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
    await admin.start();
    try {
      while ((await state(admin, id)) !== "completed") {
        expect(Date.now() - started).toBeLessThan(20_000);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(runs.orphan).toBe(1);

      // A job longer than the expiry keeps beating: it is neither expired nor run twice.
      const long = (await worker.send("probe", { key: "long", ms: 6_000 })) as string;
      while ((await state(admin, long)) !== "completed") {
        expect(Date.now() - started).toBeLessThan(40_000);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(runs.long).toBe(1);
    } finally {
      await admin.stop({ graceful: false, wait: true });
    }
  }, 60_000);
});

describe("fair queue", () => {
  it("runs another user's job before one user's backlog", async () => {
    const url = await createTestDatabase();
    const order: string[] = [];
    const fair = createJobs({ databaseUrl: url, work: true, log, timing });
    fair.define<{ label: string }>("fair-probe", async ({ label }) => {
      order.push(label);
    });
    // Queue first (worker not polling yet), then start it.
    const sender = createJobs({ databaseUrl: url, work: false, log, timing });
    sender.define("fair-probe", async () => {});
    await sender.start();
    for (const label of ["a1", "a2", "a3", "a4"]) await sender.send("fair-probe", { label }, { fairKey: "user-a" });
    await sender.send("fair-probe", { label: "b1" }, { fairKey: "user-b" });
    await fair.start();
    try {
      const started = Date.now();
      while (order.length < 5) {
        expect(Date.now() - started).toBeLessThan(20_000);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(order.indexOf("b1")).toBeLessThanOrEqual(1);
      expect(order.filter((l) => l.startsWith("a"))).toEqual(["a1", "a2", "a3", "a4"]);
    } finally {
      await fair.stop();
      await sender.stop();
    }
  }, 60_000);
});

describe("giving up", () => {
  it("calls onGiveUp once, with the job's data and why, when the last try's process died", async () => {
    const url = await createTestDatabase();
    const gaveUp: { data: { key: string }; reason: string }[] = [];
    const define = (jobs: Jobs) =>
      jobs.define<{ key: string }>("doomed", async () => {}, {
        retryLimit: 0,
        onGiveUp: async (data, reason) => {
          gaveUp.push({ data, reason });
        },
      });
    // Queues are declared (with their dead-letter queue) by a process that does not work them.
    const sender = createJobs({ databaseUrl: url, work: false, log, timing });
    define(sender);
    await sender.start();
    const id = (await sender.send("doomed", { key: "k1" })) as string;
    // A "process" takes the job on its last try and dies without a heartbeat.
    const dead = new PgBoss({ connectionString: url, supervise: false, schedule: false });
    await dead.start();
    const [taken] = await dead.fetch("doomed");
    expect(taken.id).toBe(id);
    await dead.stop({ graceful: false, wait: true });

    const worker2 = createJobs({ databaseUrl: url, work: true, log, timing });
    define(worker2);
    await worker2.start();
    try {
      const started = Date.now();
      while (gaveUp.length === 0) {
        expect(Date.now() - started).toBeLessThan(20_000);
        await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, 1_500));
      expect(gaveUp).toEqual([{ data: { key: "k1" }, reason: "job failed by timeout in active state" }]);
    } finally {
      await worker2.stop();
      await sender.stop();
    }
  }, 60_000);

  it("reads the reason from either failure shape", () => {
    expect(failureReason({ message: "job ran longer than 5 s" })).toBe("job ran longer than 5 s");
    expect(failureReason({ value: { message: "job failed by timeout in active state" } })).toBe(
      "job failed by timeout in active state",
    );
    expect(failureReason(null)).toBe("unknown failure");
    expect(gaveUpQueue("contacts.import")).toBe("contacts.import.gave-up");
  });
});
