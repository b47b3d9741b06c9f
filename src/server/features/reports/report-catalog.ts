// The built-in reports: what each shows, which filters it takes, how its table is grouped, and the plan
// feature its data needs (contacts need templates, deal rooms need dealrooms, §2.3).
import type { ReportDefinition, ReportId } from "#shared/contract/reports.ts";
import type { Feature } from "#shared/rules/access.ts";

export type CatalogEntry = ReportDefinition & { feature?: Feature; available: boolean };

export const reportCatalog: Record<ReportId, CatalogEntry> = {
  "lease-expirations": {
    id: "lease-expirations",
    name: "Lease expiration schedule",
    description: "Expirations by year, property and lease, with each lease's share of the property and expiry cliffs.",
    filters: ["dateRange", "property"],
    groupBy: ["year", "property"],
    available: true,
  },
  "rent-roll": {
    id: "rent-roll",
    name: "Rent roll",
    description: "Every lease with its suite, RSF, current rent, rent per SF, escalations and expiration.",
    filters: ["property"],
    groupBy: ["property"],
    available: true,
  },
  "critical-dates": {
    id: "critical-dates",
    name: "Options and critical dates",
    description: "Option notice deadlines and expirations coming up in the next 1, 3, 6 or 12 months.",
    filters: ["months", "property"],
    groupBy: ["bucket"],
    available: true,
  },
  pipeline: {
    id: "pipeline",
    name: "Pipeline by stage",
    description: "Projects per stage with their count and estimated commission.",
    filters: [],
    groupBy: ["projectType"],
    feature: "templates",
    available: true,
  },
  "dealroom-engagement": {
    id: "dealroom-engagement",
    name: "Deal-room engagement",
    description: "Views, downloads and visitors per deal room and document.",
    filters: ["dateRange"],
    groupBy: ["room"],
    feature: "dealrooms",
    available: true,
  },
  "contacts-by-tag": {
    id: "contacts-by-tag",
    name: "Contacts and companies by tag",
    description: "How many people and companies carry each tag, and how many carry none.",
    filters: ["tag"],
    groupBy: [],
    feature: "templates",
    available: true,
  },
};

export const definitionOf = (e: CatalogEntry): ReportDefinition => ({
  id: e.id,
  name: e.name,
  description: e.description,
  filters: e.filters,
  groupBy: e.groupBy,
});
