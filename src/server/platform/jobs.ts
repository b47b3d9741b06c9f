// Durable background jobs on pg-boss (same Postgres): retried, survive restarts, shared by N workers.
import PgBoss from "pg-boss";
import type { Logger } from "pino";

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;
export type JobOptions = { retryLimit?: number; retryDelaySeconds?: number; expireInSeconds?: number };

export type Jobs = {
  /** Declares a queue and, in worker processes, its handler. Call before start(). */
  define: <T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions) => void;
  send: <T extends object>(name: string, data: T) => Promise<string | null>;
  /** Runs a defined queue on a cron schedule (UTC), once per tick across all processes. Call before start(). */
  schedule: (name: string, cron: string) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export function createJobs(opts: { databaseUrl: string; work: boolean; log: Logger }): Jobs {
  const boss = new PgBoss({ connectionString: opts.databaseUrl, max: 4 });
  boss.on("error", (err) => opts.log.error({ err }, "job queue error"));
  const definitions: { name: string; handler: JobHandler<object>; options: JobOptions }[] = [];
  const schedules: { name: string; cron: string }[] = [];
  let started = false;

  return {
    define(name, handler, options = {}) {
      definitions.push({ name, handler: handler as JobHandler<object>, options });
    },
    async send(name, data) {
      return boss.send(name, data);
    },
    schedule(name, cron) {
      schedules.push({ name, cron });
    },
    async start() {
      await boss.start();
      for (const d of definitions) {
        const queue = {
          name: d.name,
          retryLimit: d.options.retryLimit ?? 2,
          retryDelay: d.options.retryDelaySeconds ?? 5,
          retryBackoff: true,
          expireInSeconds: d.options.expireInSeconds ?? 15 * 60,
        };
        if (await boss.getQueue(d.name)) await boss.updateQueue(d.name, queue);
        else await boss.createQueue(d.name, queue);
        if (opts.work) {
          await boss.work(d.name, { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true }, async ([job]) => {
            opts.log.info({ job: d.name, id: job.id, retry: job.retryCount }, "job started");
            await d.handler(job.data as object, { id: job.id, retryCount: job.retryCount });
            opts.log.info({ job: d.name, id: job.id }, "job done");
          });
        }
      }
      for (const s of schedules) await boss.schedule(s.name, s.cron, {}, { tz: "UTC" });
      started = true;
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
