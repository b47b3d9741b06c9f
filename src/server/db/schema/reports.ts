// Saved reports (issue 10): a built-in report with the user's filters under their own name.
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "#server/db/schema/auth.ts";

export const savedReports = pgTable(
  "saved_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    reportId: text("report_id").notNull(),
    filters: jsonb("filters").$type<Record<string, string | number>>().notNull().default({}),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_reports_owner_idx").on(t.createdBy, t.name),
    check("saved_reports_name_check", sql`length(btrim(${t.name})) between 1 and 120`),
    check(
      "saved_reports_report_check",
      sql`${t.reportId} in ('lease-expirations','rent-roll','critical-dates','pipeline','dealroom-engagement','contacts-by-tag')`,
    ),
  ],
);
