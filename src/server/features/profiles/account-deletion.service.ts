// Account deletion. Rule: the user confirms with their e-mail; the account stays usable for a grace period
// (ACCOUNT_DELETION_GRACE_DAYS) in which signing in and cancelling restores everything; after it a job deletes
// the account: Stripe subscriptions cancelled, owned deal rooms deleted (their people told by e-mail), files
// removed from storage, then the profile row, which takes every owned row with it (foreign keys).
import { format } from "date-fns";
import {
  adminCount,
  cancelDeletion,
  deleteOtherSessions,
  deleteProfile,
  type DeletionRow,
  findDeletion,
  insertDeletion,
  listPending,
  profileOf,
} from "#server/features/profiles/account-deletion.repository.ts";
import { accountFiles } from "#server/features/profiles/account-files.repository.ts";
import { createDealroomService } from "#server/features/dealrooms/dealrooms.service.ts";
import { cancelSubscriptionsOf } from "#server/features/subscriptions/billing.service.ts";
import type { SessionUser } from "#server/platform/auth.ts";
import { createBillingGateway } from "#server/platform/billing.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import {
  type AccountDeletionDto,
  DELETION_ALREADY_REQUESTED,
  DELETION_EMAIL_MISMATCH,
  DELETION_IN_PROGRESS,
  DELETION_LAST_ADMIN,
  type PendingDeletionDto,
} from "#shared/contract/account-data.ts";

const DAY_MS = 86_400_000;

export const toDeletionDto = (row: DeletionRow): AccountDeletionDto => ({
  requestedAt: row.requestedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
});

/** The confirmation must be the account's own address (case and surrounding spaces aside). */
export const confirmsEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();

export function createAccountDeletionService(ctx: AppContext) {
  const { db } = ctx;
  const when = (d: Date) => `${format(d, "MMMM d, yyyy 'at' HH:mm")} UTC`;

  return {
    async get(userId: string): Promise<AccountDeletionDto | null> {
      const row = await findDeletion(db, userId);
      return row ? toDeletionDto(row) : null;
    },

    async request(user: SessionUser, typedEmail: string, keepSessionToken: string | null) {
      if (user.impersonatedBy) throw new AppError("FORBIDDEN", "An account cannot be deleted while impersonating");
      if (!confirmsEmail(typedEmail, user.email)) {
        throw new AppError("VALIDATION_FAILED", DELETION_EMAIL_MISMATCH, {
          fields: { email: DELETION_EMAIL_MISMATCH },
        });
      }
      if (user.isAdmin && (await adminCount(db)) <= 1) throw new AppError("CONFLICT", DELETION_LAST_ADMIN);
      const dueAt = new Date(Date.now() + ctx.config.accountDeletionGraceDays * DAY_MS);
      const row = await insertDeletion(db, user.id, dueAt);
      if (!row) throw new AppError("CONFLICT", DELETION_ALREADY_REQUESTED);
      // Whoever else holds a session of this account is signed out; the person asking stays signed in.
      await deleteOtherSessions(db, user.id, keepSessionToken);
      await ctx.mailer.send({
        to: user.email,
        subject: "Your Leasedesk account will be deleted",
        text: `Hello,\n\nYou asked to delete your Leasedesk account. It will be deleted on ${when(dueAt)}, with all your records and files.\n\nChanged your mind? Sign in before then and choose "Keep my account":\n\n${ctx.config.appUrl}/profile\n\nIf it was not you, sign in, keep your account and change your password.`,
      });
      await ctx.events.publish(user.id, { type: "account.deletion", entity: "account_deletion", id: user.id });
      return toDeletionDto(row);
    },

    async cancel(user: SessionUser) {
      // The choice is the account owner's: an admin viewing the account can neither make nor undo it.
      if (user.impersonatedBy)
        throw new AppError("FORBIDDEN", "An account deletion cannot be cancelled while impersonating");
      const result = await cancelDeletion(db, user.id);
      if (result === "none") throw notFound("No deletion is scheduled for your account");
      if (result === "started") throw new AppError("CONFLICT", DELETION_IN_PROGRESS);
      await ctx.mailer.send({
        to: user.email,
        subject: "Your Leasedesk account will not be deleted",
        text: `Hello,\n\nThe deletion of your Leasedesk account was cancelled. Everything stays as it was.\n\n${ctx.config.appUrl}/`,
      });
      await ctx.events.publish(user.id, { type: "account.deletion", entity: "account_deletion", id: user.id });
      return { ok: true as const };
    },

    async listPending(): Promise<PendingDeletionDto[]> {
      return (await listPending(db)).map((r) => ({
        ...toDeletionDto(r.deletion),
        userId: r.deletion.userId,
        email: r.email,
        name: r.name,
        started: r.deletion.startedAt !== null,
      }));
    },

    /**
     * The deletion itself (the job). Safe to run again after a crash at any step: each step finds what is left,
     * and the profile row — the marker that work remains — goes last.
     */
    async execute(userId: string): Promise<"deleted" | "gone" | "not-due"> {
      const profile = await profileOf(db, userId);
      if (!profile) return "gone";
      const deletion = await findDeletion(db, userId);
      if (!deletion || deletion.dueAt.getTime() > Date.now()) return "not-due";
      await deleteOtherSessions(db, userId, null);
      const gateway = ctx.config.stripe ? createBillingGateway(ctx.config.stripe) : null;
      await cancelSubscriptionsOf({ db, gateway }, userId);
      await createDealroomService(ctx).removeAllOwnedBy(profile);
      const byBucket = new Map<string, string[]>();
      for (const f of await accountFiles(db, userId, "removed")) {
        byBucket.set(f.bucket, [...(byBucket.get(f.bucket) ?? []), f.key]);
      }
      for (const [bucket, keys] of byBucket) await ctx.storage.remove(bucket, keys);
      await ctx.mailer.send({
        to: profile.email,
        subject: "Your Leasedesk account was deleted",
        text: "Hello,\n\nAs you asked, your Leasedesk account has been deleted with its records and files. Thank you for using Leasedesk.",
      });
      await deleteProfile(db, userId);
      ctx.log.info({ userId }, "account deleted");
      return "deleted";
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
