// Every table, for Drizzle's relational queries, drizzle-kit and the Better Auth adapter.
// Features add their schema module here.
export * from "#server/db/schema/auth.ts";
export * from "#server/db/schema/subscriptions.ts";
export * from "#server/db/schema/dealrooms.ts";
export * from "#server/db/schema/documents.ts";
export * from "#server/db/schema/contacts.ts";
export * from "#server/db/schema/help.ts";
export * from "#server/db/schema/tasks.ts";
export * from "#server/db/schema/properties.ts";
export * from "#server/db/schema/accounts.ts";
export * from "#server/db/schema/reports.ts";
export * from "#server/db/schema/checklists.ts";
export * from "#server/db/schema/document-templates.ts";
export * from "#server/db/schema/lease-report-facts.ts";
export * from "#server/db/schema/projects.ts";
export * from "#server/db/schema/surveys.ts";
export * from "#server/db/schema/list-totals.ts";
