// Turns report data into the one table shape every report shares: columns, rows, a chart and a summary.
// The exports and the page both read this shape, so a figure is computed once.
import type { ReportChart, ReportColumn, ReportRow } from "#shared/contract/reports.ts";
import { deadlineBuckets } from "#shared/rules/report-critical-dates.ts";
import { commissionTotal, estimatedCommission, type ProjectType, projectTypeLabels } from "#shared/rules/projects.ts";
import type { Deadlines, ExpirationSchedule, RentRoll } from "#server/features/documents/lease-facts.service.ts";
import type { EngagementRow, PipelineRow, TagCountRow } from "#server/features/reports/reports.repository.ts";

export type BuiltReport = {
  columns: ReportColumn[];
  rows: ReportRow[];
  chart: ReportChart;
  summary: { label: string; value: string }[];
};

const n = (v: number) => v.toLocaleString("en-US", { maximumFractionDigits: 2 });
const money = (v: number) => `$${v.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The expiration schedule as PostgreSQL grouped it: `schedule.rows` is the page (or every row, for exports). */
export function leaseExpirations(schedule: ExpirationSchedule): BuiltReport & { total: number } {
  return {
    columns: [
      { key: "year", label: "Year", kind: "text" },
      { key: "property", label: "Property", kind: "text" },
      { key: "tenant", label: "Tenant", kind: "text" },
      { key: "lease", label: "Lease", kind: "text" },
      { key: "suite", label: "Suite", kind: "text" },
      { key: "expirationDate", label: "Expiration", kind: "date" },
      { key: "rsf", label: "RSF", kind: "number" },
      { key: "pctOfProperty", label: "% of property", kind: "percent" },
      { key: "propertyPctExpiring", label: "Property % expiring that year", kind: "percent" },
      { key: "cliff", label: "Expiry cliff", kind: "flag" },
    ],
    rows: schedule.rows.map((r) => ({ ...r, year: String(r.year) })),
    total: schedule.total,
    chart: {
      title: "RSF expiring by year",
      xKey: "year",
      series: [{ key: "rsf", label: "RSF expiring" }],
      data: schedule.years.map((y) => ({ year: String(y.year), rsf: y.rsf, leases: y.leases })),
    },
    summary: [
      { label: "Leases expiring", value: n(schedule.total) },
      { label: "RSF expiring", value: n(schedule.expiringRsf) },
      { label: "Expiry cliffs", value: n(schedule.cliffs) },
    ],
  };
}

/** The rent roll as PostgreSQL computed it: `roll.rows` is the page (or every row, for exports). */
export function rentRoll(roll: RentRoll): BuiltReport & { total: number } {
  return {
    columns: [
      { key: "property", label: "Property", kind: "text" },
      { key: "tenant", label: "Tenant", kind: "text" },
      { key: "lease", label: "Lease", kind: "text" },
      { key: "suite", label: "Suite", kind: "text" },
      { key: "rsf", label: "RSF", kind: "number" },
      { key: "annualRent", label: "Current annual rent", kind: "money" },
      { key: "monthlyRent", label: "Monthly rent", kind: "money" },
      { key: "rentPerSf", label: "Rent / SF / yr", kind: "money" },
      { key: "escalations", label: "Escalations", kind: "text" },
      { key: "securityDeposit", label: "Security deposit", kind: "text" },
      { key: "expirationDate", label: "Expiration", kind: "date" },
    ],
    rows: roll.rows.map((r) => ({ ...r })),
    total: roll.total,
    chart: {
      title: "Annual rent by property (top 12)",
      xKey: "property",
      series: [{ key: "annualRent", label: "Annual rent" }],
      data: roll.top.map((p) => ({ property: p.property, annualRent: p.annualRent })),
    },
    summary: [
      { label: "Leases", value: n(roll.total) },
      { label: "Total RSF", value: n(roll.rsfTotal) },
      { label: "Annual rent", value: money(roll.rentTotal) },
      { label: "Average rent / SF", value: roll.rsfWithRent ? money(roll.rentTotal / roll.rsfWithRent) : "—" },
    ],
  };
}

/** Deadlines as PostgreSQL bucketed them: `deadlines.rows` is the page (or every row, for exports). */
export function criticalDates(deadlines: Deadlines, months: number): BuiltReport & { total: number } {
  const count = (label: string) => deadlines.buckets[label] ?? 0;
  return {
    columns: [
      { key: "bucket", label: "Due", kind: "text" },
      { key: "date", label: "Deadline", kind: "date" },
      { key: "daysLeft", label: "Days left", kind: "number" },
      { key: "label", label: "Date", kind: "text" },
      { key: "tenant", label: "Tenant", kind: "text" },
      { key: "lease", label: "Lease", kind: "text" },
      { key: "property", label: "Property", kind: "text" },
      { key: "corrected", label: "Corrected", kind: "flag" },
    ],
    rows: deadlines.rows.map((r) => ({ ...r })),
    total: deadlines.total,
    chart: {
      title: "Deadlines by time left",
      xKey: "bucket",
      series: [{ key: "count", label: "Deadlines" }],
      data: deadlineBuckets.filter((b) => b.months <= months).map((b) => ({ bucket: b.label, count: count(b.label) })),
    },
    summary: [
      { label: `Deadlines in the next ${months} month${months === 1 ? "" : "s"}`, value: n(deadlines.total) },
      { label: "Within 1 month", value: n(count("Within 1 month")) },
    ],
  };
}

export function dealroomEngagement(rows: EngagementRow[], visitorsByRoom: Map<string, number>): BuiltReport {
  const rooms = new Map<string, { room: string; views: number; downloads: number }>();
  for (const r of rows) {
    const room = rooms.get(r.roomId) ?? { room: r.room, views: 0, downloads: 0 };
    room.views += r.views;
    room.downloads += r.downloads;
    rooms.set(r.roomId, room);
  }
  const out: ReportRow[] = rows.map((r) => ({
    room: r.room,
    roomId: r.roomId,
    document: r.document ?? "(no documents)",
    views: r.views,
    downloads: r.downloads,
    visitors: r.visitors,
    lastActivity: r.lastActivity ? r.lastActivity.slice(0, 10) : null,
  }));
  const totalViews = out.reduce((s, r) => s + Number(r.views), 0);
  const totalDownloads = out.reduce((s, r) => s + Number(r.downloads), 0);
  return {
    columns: [
      { key: "room", label: "Deal room", kind: "text" },
      { key: "document", label: "Document", kind: "text" },
      { key: "views", label: "Views", kind: "number" },
      { key: "downloads", label: "Downloads", kind: "number" },
      { key: "visitors", label: "Visitors", kind: "number" },
      { key: "lastActivity", label: "Last activity", kind: "date" },
    ],
    rows: out,
    chart: {
      title: "Views, downloads and visitors per room",
      xKey: "room",
      series: [
        { key: "views", label: "Views" },
        { key: "downloads", label: "Downloads" },
        { key: "visitors", label: "Visitors" },
      ],
      data: [...rooms.entries()].slice(0, 20).map(([id, r]) => ({
        room: r.room,
        views: r.views,
        downloads: r.downloads,
        visitors: visitorsByRoom.get(id) ?? 0,
      })),
    },
    summary: [
      { label: "Deal rooms", value: n(rooms.size) },
      { label: "Views", value: n(totalViews) },
      { label: "Downloads", value: n(totalDownloads) },
    ],
  };
}

export function contactsByTag(rows: TagCountRow[]): BuiltReport {
  return {
    columns: [
      { key: "tag", label: "Tag", kind: "text" },
      { key: "people", label: "People", kind: "number" },
      { key: "companies", label: "Companies", kind: "number" },
      { key: "total", label: "Total", kind: "number" },
    ],
    rows: rows.map((r) => ({ tag: r.tag, people: r.people, companies: r.companies, total: r.people + r.companies })),
    chart: {
      title: "People and companies per tag",
      xKey: "tag",
      series: [
        { key: "people", label: "People" },
        { key: "companies", label: "Companies" },
      ],
      data: rows.slice(0, 25).map((r) => ({ tag: r.tag, people: r.people, companies: r.companies })),
    },
    summary: [
      { label: "Tags", value: n(rows.filter((r) => r.tag !== "(No tag)").length) },
      {
        label: "Tag assignments",
        value: n(rows.reduce((s, r) => s + (r.tag === "(No tag)" ? 0 : r.people + r.companies), 0)),
      },
    ],
  };
}

/** Projects per stage with their count and estimated commission (SF × rent × term/12 × commission %). */
export function pipelineByStage(rows: PipelineRow[]): BuiltReport {
  const stages = new Map<string, { type: string; stage: string; projects: PipelineRow[] }>();
  for (const r of rows) {
    const key = `${r.projectType}|${r.position}|${r.stage}`;
    const entry = stages.get(key) ?? { type: r.projectType, stage: r.stage, projects: [] };
    if (r.projectId) entry.projects.push(r);
    stages.set(key, entry);
  }
  const typeLabel = (t: string) => projectTypeLabels[t as ProjectType] ?? t;
  const out: ReportRow[] = [...stages.values()].map((s) => ({
    projectType: typeLabel(s.type),
    stage: s.stage,
    projects: s.projects.length,
    withEstimate: s.projects.filter((p) => estimatedCommission(p) !== null).length,
    commission: commissionTotal(s.projects),
  }));
  const total = out.reduce((sum, r) => sum + Number(r.commission), 0);
  return {
    columns: [
      { key: "projectType", label: "Pipeline", kind: "text" },
      { key: "stage", label: "Stage", kind: "text" },
      { key: "projects", label: "Projects", kind: "number" },
      { key: "withEstimate", label: "With an estimate", kind: "number" },
      { key: "commission", label: "Estimated commission", kind: "money" },
    ],
    rows: out,
    chart: {
      title: "Estimated commission by stage",
      xKey: "stage",
      series: [{ key: "commission", label: "Estimated commission" }],
      data: out
        .filter((r) => Number(r.projects) > 0)
        .map((r) => ({ stage: `${r.projectType}: ${r.stage}`, commission: Number(r.commission) })),
    },
    summary: [
      { label: "Projects", value: n(out.reduce((sum, r) => sum + Number(r.projects), 0)) },
      { label: "Estimated commission", value: money(total) },
    ],
  };
}
