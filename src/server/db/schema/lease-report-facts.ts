// The figures reports need from each analysed lease, with the broker's corrections applied, stored when the
// analysis finishes or a correction is saved (issue 10, bench:reports): reports read these small rows instead
// of re-reading and re-parsing every abstract on every request. Title, owner and access stay on `leases`.
import { date, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { leases } from "#server/db/schema/documents.ts";

export const leaseReportFacts = pgTable(
  "lease_report_facts",
  {
    leaseId: uuid("lease_id")
      .primaryKey()
      .references(() => leases.id, { onDelete: "cascade" }),
    tenant: text("tenant").notNull(),
    /** The premises address without the suite (reports group by it case-insensitively). */
    property: text("property").notNull(),
    /** `propertyKey(property)` (shared/rules/report-values.ts), written with the row: SQL groups by it as the rule does. */
    propertyKey: text("property_key").notNull(),
    suite: text("suite"),
    rsf: doublePrecision("rsf"),
    commencementDate: date("commencement_date", { mode: "string" }),
    expirationDate: date("expiration_date", { mode: "string" }),
    escalations: text("escalations"),
    securityDeposit: text("security_deposit"),
    /** [{start, end, annual, monthly, perSquareFoot}] */
    rentSchedule: jsonb("rent_schedule").notNull(),
    /** [{kind, label, date, corrected}] — option notice deadlines and other dated events. */
    criticalDates: jsonb("critical_dates").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lease_report_facts_expiration_idx").on(t.expirationDate)],
);
