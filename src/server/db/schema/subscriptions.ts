import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "#server/db/schema/auth.ts";

export const subscriptionTiers = pgTable("subscription_tiers", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  leaseLimit: integer("lease_limit"),
  currency: text("currency"),
});

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
    stripeId: text("stripe_id").notNull(),
    subscriptionTierId: uuid("subscription_tier_id").references(() => subscriptionTiers.id, {
      onDelete: "set null",
    }),
    upgradeType: text("upgrade_type"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [
    index("payments_user_paid_idx").on(t.userId, t.paidAt),
    check(
      "payments_upgrade_type_check",
      sql`${t.upgradeType} is null or ${t.upgradeType} in ('features','docanalysis','templates','dealrooms')`,
    ),
  ],
);
