// Durable background jobs on pg-boss (same Postgres): retried, survive restarts, shared by N workers.
// Our own fetch loop instead of boss.work(): a running job sends a heartbeat (its expiry moves on), so a job
// whose process died is expired by maintenance within seconds and retried, while a long healthy job is not
// cut off. Handlers must be safe to run twice (each one states how it resumes).
import PgBoss from "pg-boss";
import type { Logger } from "pino";

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number; output?: unknown }) => Promise<void>;
export type JobOptions<T = object> = {
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Longest a healthy run may take before it is failed (and retried). Default 15 minutes. */
  maxRunSeconds?: number;
  /** Same as maxRunSeconds (the name callers used before heartbeats). */
  expireInSeconds?: number;
  /** How many jobs of this queue one process runs at once. Default 1. */
  concurrency?: number;
  /**
   * Called once when pg-boss gives up on a job: its retries are used up, or it expired on its last try because
   * its process died. The row the job was working on must not stay "running": this marks it failed with the
   * reason. Runs in a worker as a job of its own (`<name>.gave-up`, pg-boss's dead-letter queue), retried.
   */
  onGiveUp?: (data: T, reason: string) => Promise<void>;
};

/** The dead-letter queue of a queue whose definition has onGiveUp. */
export const gaveUpQueue = (name: string) => `${name}.gave-up`;

/** Why pg-boss failed a job, from its output: our own failure message, or its expiry note. */
export function failureReason(output: unknown): string {
  const o = output as { message?: unknown; value?: { message?: unknown } } | null | undefined;
  const message = o?.message ?? o?.value?.message;
  return typeof message === "string" && message ? message : "unknown failure";
}

export type Jobs = {
  /** Declares a queue and, in worker processes, its handler. Call before start(). */
  define: <T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions<T>) => void;
  /**
   * Queues a job. `fairKey` (e.g. the owner's id) orders a queue fairly: a job goes behind the jobs already
   * waiting under the same key, but ahead of a key's later jobs, so one user's batch cannot starve the others.
   */
  send: <T extends object>(name: string, data: T, options?: { fairKey?: string }) => Promise<string | null>;
  /** Runs a defined queue on a cron schedule (UTC), once per tick across all processes. Call before start(). */
  schedule: (name: string, cron: string) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/** A job whose worker stopped beating is expired after this long and retried. */
export const HEARTBEAT_EXPIRY_SECONDS = 20;
const HEARTBEAT_EVERY_MS = 5_000;
const POLL_EVERY_MS = 1_000;

export type JobTiming = { expirySeconds: number; heartbeatMs: number; maintenanceSeconds: number };
const defaultTiming: JobTiming = {
  expirySeconds: HEARTBEAT_EXPIRY_SECONDS,
  heartbeatMs: HEARTBEAT_EVERY_MS,
  maintenanceSeconds: 5,
};

export function createJobs(opts: { databaseUrl: string; work: boolean; log: Logger; timing?: JobTiming }): Jobs {
  const timing = opts.timing ?? defaultTiming;
  const boss = new PgBoss({
    connectionString: opts.databaseUrl,
    max: 4,
    // Expired (orphaned) jobs are found within seconds of their expiry.
    maintenanceIntervalSeconds: timing.maintenanceSeconds,
  });
  boss.on("error", (err) => opts.log.error({ err }, "job queue error"));
  const definitions: { name: string; handler: JobHandler<object>; options: JobOptions }[] = [];
  const schedules: { name: string; cron: string }[] = [];
  let started = false;
  let stopping = false;
  const loops: Promise<void>[] = [];

  async function beat(name: string, id: string) {
    await boss
      .getDb()
      .executeSql(`update pgboss.job set started_on = now() where name = $1 and id = $2 and state = 'active'`, [
        name,
        id,
      ]);
  }

  async function runOne(d: (typeof definitions)[number], job: PgBoss.JobWithMetadata<object>) {
    const maxRunMs = (d.options.maxRunSeconds ?? d.options.expireInSeconds ?? 15 * 60) * 1000;
    const timer = setInterval(() => {
      beat(d.name, job.id).catch((err) => opts.log.warn({ err, job: d.name }, "job heartbeat failed"));
    }, timing.heartbeatMs);
    let timeout: NodeJS.Timeout | undefined;
    opts.log.info({ job: d.name, id: job.id, retry: job.retryCount }, "job started");
    try {
      await Promise.race([
        d.handler(job.data, { id: job.id, retryCount: job.retryCount, output: job.output }),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error(`job ran longer than ${maxRunMs / 1000} s`)), maxRunMs);
        }),
      ]);
      await boss.complete(d.name, job.id);
      opts.log.info({ job: d.name, id: job.id }, "job done");
    } catch (err) {
      opts.log.warn({ err, job: d.name, id: job.id }, "job failed");
      await boss
        .fail(d.name, job.id, { message: err instanceof Error ? err.message : String(err) })
        .catch((e) => opts.log.error({ err: e }, "could not record job failure"));
    } finally {
      clearInterval(timer);
      clearTimeout(timeout);
    }
  }

  async function loop(d: (typeof definitions)[number]) {
    while (!stopping) {
      let jobs: PgBoss.JobWithMetadata<object>[] = [];
      try {
        jobs = await boss.fetch<object>(d.name, { batchSize: 1, includeMetadata: true });
      } catch (err) {
        if (!stopping) opts.log.error({ err, job: d.name }, "job fetch failed");
      }
      if (jobs.length === 0) {
        await new Promise((r) => setTimeout(r, POLL_EVERY_MS));
        continue;
      }
      await runOne(d, jobs[0]);
    }
  }

  return {
    define(name, handler, options = {}) {
      definitions.push({ name, handler: handler as JobHandler<object>, options: options as JobOptions });
      const { onGiveUp } = options;
      if (onGiveUp) {
        // The dead-letter job carries the failed job's data and output (pg-boss copies both).
        definitions.push({
          name: gaveUpQueue(name),
          handler: async (data, job) => onGiveUp(data as Parameters<typeof onGiveUp>[0], failureReason(job.output)),
          options: { retryLimit: 5, retryDelaySeconds: 5 },
        });
      }
    },
    async send(name, data, options = {}) {
      if (!options.fairKey) return boss.send(name, data);
      const { rows } = await boss
        .getDb()
        .executeSql(
          `select count(*)::int as waiting from pgboss.job where name = $1 and state < 'completed' and data->>'fairKey' = $2`,
          [name, options.fairKey],
        );
      const waiting = (rows[0] as { waiting: number } | undefined)?.waiting ?? 0;
      return boss.send(name, { ...data, fairKey: options.fairKey }, { priority: -waiting });
    },
    schedule(name, cron) {
      schedules.push({ name, cron });
    },
    async start() {
      await boss.start();
      // Dead-letter queues first: a queue names its dead letter by foreign key.
      const ordered = [...definitions].sort((a, b) => Number(!!a.options.onGiveUp) - Number(!!b.options.onGiveUp));
      for (const d of ordered) {
        const queue = {
          name: d.name,
          retryLimit: d.options.retryLimit ?? 2,
          retryDelay: d.options.retryDelaySeconds ?? 5,
          retryBackoff: true,
          expireInSeconds: timing.expirySeconds,
          ...(d.options.onGiveUp ? { deadLetter: gaveUpQueue(d.name) } : {}),
        };
        if (await boss.getQueue(d.name)) await boss.updateQueue(d.name, queue);
        else await boss.createQueue(d.name, queue);
        if (opts.work) {
          for (let i = 0; i < (d.options.concurrency ?? 1); i++) loops.push(loop(d));
        }
      }
      for (const s of schedules) await boss.schedule(s.name, s.cron, {}, { tz: "UTC" });
      started = true;
    },
    async stop() {
      stopping = true;
      if (!started) return;
      // Running jobs finish (bounded); an unfinished one is expired and retried by the next process.
      await Promise.race([Promise.all(loops), new Promise((r) => setTimeout(r, 10_000))]);
      await boss.stop({ graceful: false, wait: true });
    },
  };
}
