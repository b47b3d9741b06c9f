// The quarter-hour schedule: re-syncs critical-date tasks with their leases, then sends reminders and daily
// digests (task-notify.service.ts).
import {
  createTaskNotifyService,
  TASK_REMINDERS_CRON,
  TASK_REMINDERS_JOB,
} from "#server/features/tasks/task-notify.service.ts";
import type { AppContext } from "#server/platform/http.ts";

type CriticalSync = { syncAll: () => Promise<number> };

export function registerTaskJobs(ctx: AppContext, critical: CriticalSync): void {
  const notify = createTaskNotifyService({ db: ctx.db, mailer: ctx.mailer, appUrl: ctx.config.appUrl, log: ctx.log });
  ctx.jobs.define(
    TASK_REMINDERS_JOB,
    async () => {
      // Tasks follow corrected abstracts first, so reminders go out for the right day.
      await critical.syncAll();
      await notify.run(new Date());
    },
    { retryLimit: 1, expireInSeconds: 10 * 60 },
  );
  ctx.jobs.schedule(TASK_REMINDERS_JOB, TASK_REMINDERS_CRON);
}
