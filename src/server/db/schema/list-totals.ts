// Per-user row counts of the long lists (people, companies, deal rooms, properties), kept by statement-level
// triggers in the same transaction as the rows (decision 0033): an unfiltered list reads its exact total with
// one primary-key lookup instead of counting up to 100,000 rows on every page request.
import { integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { profiles } from "#server/db/schema/auth.ts";

export const listTotals = pgTable(
  "list_totals",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The table counted: 'people' | 'companies' | 'dealrooms' | 'properties'. */
    list: text("list").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.list] })],
);
