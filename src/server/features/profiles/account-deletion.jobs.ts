// Account deletion jobs: a sweep every five minutes claims the deletions whose grace period is over and sends
// one deletion job per account. The claim survives restarts: a claim older than its job can live is taken
// again, and the job itself is safe to run twice.
import { claimDueDeletions } from "#server/features/profiles/account-deletion.repository.ts";
import type { AccountDeletionService } from "#server/features/profiles/account-deletion.service.ts";
import type { AppContext } from "#server/platform/http.ts";

export const ACCOUNT_DELETION_SWEEP_JOB = "account.deletion.sweep";
export const ACCOUNT_DELETE_JOB = "account.delete";
const SWEEP_CRON = "*/5 * * * *";
const DELETE_MAX_RUN_SECONDS = 30 * 60;

export function registerAccountDeletionJobs(ctx: AppContext, deletions: AccountDeletionService): void {
  ctx.jobs.define(
    ACCOUNT_DELETION_SWEEP_JOB,
    async () => {
      // Re-claimed only after the job's whole life with its retries (a live job is never doubled).
      const stale = Math.ceil((DELETE_MAX_RUN_SECONDS * 4) / 60);
      for (const userId of await claimDueDeletions(ctx.db, new Date(), stale)) {
        await ctx.jobs.send(ACCOUNT_DELETE_JOB, { userId });
      }
    },
    { retryLimit: 1, maxRunSeconds: 5 * 60 },
  );
  ctx.jobs.schedule(ACCOUNT_DELETION_SWEEP_JOB, SWEEP_CRON);
  ctx.jobs.define<{ userId: string }>(
    ACCOUNT_DELETE_JOB,
    async ({ userId }) => {
      await deletions.execute(userId);
    },
    { retryLimit: 3, retryDelaySeconds: 60, maxRunSeconds: DELETE_MAX_RUN_SECONDS },
  );
}
