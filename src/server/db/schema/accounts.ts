// Account side: the Stripe ledger (events seen once, customers, subscription snapshots) and the audit log.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profiles } from "#server/db/schema/auth.ts";

/** Every Stripe webhook event id, recorded once: a duplicate or retried delivery finds its row and does nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The Stripe customer of a user (created at the first Checkout). */
export const billingCustomers = pgTable("billing_customers", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last state read from Stripe for a subscription (re-read on every webhook, refreshed when stale), so the
 * §4.1 status lookup does not call Stripe on every request. Never written from an event's own payload.
 */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodEnd: bigint("current_period_end", { mode: "number" }).notNull(),
    currency: text("currency"),
    syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("billing_subscriptions_user_idx").on(t.userId)],
);

/**
 * Who did what to whose account: impersonation start/stop/expiry/refusal, admin changes to users, writes made
 * while impersonating. `actor_id` is the person acting (the admin while impersonating), `user_id` the account.
 */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    action: text("action").notNull(),
    actorId: uuid("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    reason: text("reason"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("audit_logs_at_idx").on(t.at),
    index("audit_logs_user_at_idx").on(t.userId, t.at),
    index("audit_logs_action_at_idx").on(t.action, t.at),
    // One ending (stop or expiry) per impersonation session, whichever process writes it first.
    uniqueIndex("audit_logs_impersonation_end_uq")
      .on(sql`(${t.details}->>'sessionId')`)
      .where(sql`${t.action} in ('impersonation.stopped', 'impersonation.expired')`),
  ],
);

/** A user's data export (Settings → Your data): a zip in the `account_exports` bucket, built by a job. */
export const accountExports = pgTable(
  "account_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    storageKey: text("storage_key"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When the zip is removed (a scheduled purge); download links never outlive it. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("account_exports_expiry_idx").on(t.expiresAt).where(sql`status = 'ready'`),
    index("account_exports_user_idx").on(t.userId, t.createdAt),
    // One export in preparation per user, also under concurrent requests.
    uniqueIndex("account_exports_one_pending_idx").on(t.userId).where(sql`status = 'pending'`),
  ],
);

/**
 * A requested account deletion in its grace period: the user may sign in and cancel it until `due_at`; after
 * that the sweep claims it (`started_at`) and a job deletes the account. The row goes with the profile.
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
  },
  (t) => [index("account_deletions_due_idx").on(t.dueAt)],
);
