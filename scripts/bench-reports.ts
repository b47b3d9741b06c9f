// `npm run bench:reports`: every built-in report over 10 000 analysed leases of one user (each with a
// realistic abstract, 1 in 10 with a broker's correction), through the real app over HTTP on the embedded
// database; plus the CSV and XLSX exports of the largest report. Prints p50/p95/p99 per report.
import { sql } from "drizzle-orm";
import { analysedLeasesOf } from "#server/features/documents/lease-facts.repository.ts";
import { expirationScheduleOf } from "#server/features/documents/lease-report-expirations.repository.ts";
import { storedReportLeasesOf } from "#server/features/documents/lease-report-facts.repository.ts";
import { fakeAbstract } from "#server/features/reports/reports.test-support.ts";
import { startBenchApp } from "./support/bench-app.ts";

const LEASES = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const WARMUP = 3;

const { db, base, signUp, stop } = await startBenchApp("bench-reports");

const user = await signUp("bench@example.com");
const t0 = performance.now();
const streets = ["Main St", "Market St", "Harbor Blvd", "Elm Ave", "Park Pl", "Oak Dr", "Pine St", "Bay Rd"];
const iso = (d: Date) => d.toISOString().slice(0, 10);
for (let start = 0; start < LEASES; start += 1000) {
  const batch = Array.from({ length: 1000 }, (_, j) => {
    const i = start + j;
    const exp = new Date(Date.UTC(2026 + (i % 12), i % 12, 1 + (i % 27)));
    const notice = new Date(exp.getTime() - 270 * 86_400_000);
    const abstract = fakeAbstract({
      title: `Lease ${i}`,
      tenant: `Tenant ${i}`,
      address: `${100 + (i % 400)} ${streets[i % streets.length]}`,
      suite: String(100 + (i % 30)),
      rsf: 1000 + ((i * 37) % 20000),
      commencement: "2021-01-01",
      expiration: iso(exp),
      monthlyRent: 5000 + (i % 50) * 100,
      renewalNotice: iso(notice),
    });
    return sql`(${`Lease ${i}`}, ${`${user.id}/bench.pdf`}, 'completed', ${user.id}::uuid, ${JSON.stringify(abstract)}::jsonb, now())`;
  });
  await db.execute(
    sql`insert into leases (title, document_url, status, owner_id, ai_extracted_data, processing_completed_at) values ${sql.join(batch, sql`, `)}`,
  );
}
await db.execute(sql`
  insert into lease_field_corrections (lease_id, field_key, value)
  select id, 'expirationDate', '2031-12-31' from leases where owner_id = ${user.id}::uuid and random() < 0.1`);
await db.execute(sql`vacuum analyze`);
console.log(`seeded ${LEASES} analysed leases in ${Math.round(performance.now() - t0)} ms`);

// The leases were inserted as rows, like a database from before lease_report_facts: the first report request
// computes and stores every lease's figures once (what a deploy's first request per user pays).
{
  const start = performance.now();
  const res = await fetch(`${base}/api/reports/run/lease-expirations`, { headers: { cookie: user.cookie } });
  if (res.status !== 200) throw new Error(`first request: ${res.status}`);
  console.log(
    `first request (fills lease_report_facts for ${LEASES} leases): ${Math.round(performance.now() - start)} ms`,
  );
}

// The old read of the abstracts and the stored read, alone (SQL + transfer): the database's share of a report.
for (const [label, read] of [
  ["analysedLeasesOf() (abstracts)", () => analysedLeasesOf(db, user.id)],
  ["storedReportLeasesOf() (stored)", () => storedReportLeasesOf(db, user.id)],
  [
    "expirationScheduleOf() (grouped in SQL, page 1)",
    () => expirationScheduleOf(db, user.id, {}, { limit: 20, offset: 0 }),
  ],
] as const) {
  const times: number[] = [];
  for (let i = 0; i < 8; i++) {
    const start = performance.now();
    await read();
    if (i >= 2) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label} alone: median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms`);
}

const shapes: [string, string][] = [
  ["lease-expirations", "/api/reports/run/lease-expirations"],
  ["lease-expirations filtered", "/api/reports/run/lease-expirations?from=2028-01-01&to=2030-12-31&property=main"],
  ["rent-roll", "/api/reports/run/rent-roll"],
  ["critical-dates 12 months", "/api/reports/run/critical-dates?months=12"],
  ["pipeline", "/api/reports/run/pipeline"],
  ["dealroom-engagement", "/api/reports/run/dealroom-engagement"],
  ["contacts-by-tag", "/api/reports/run/contacts-by-tag"],
  ["export CSV (expirations)", "/api/reports/run/lease-expirations/export?format=csv"],
  ["export XLSX (expirations)", "/api/reports/run/lease-expirations/export?format=xlsx"],
];
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
console.log(`\n${REQUESTS} sequential requests per report after ${WARMUP} warm-up, ${LEASES} leases, one user:`);
console.log("report                         rows     p50 ms   p95 ms   p99 ms");
let worst = 0;
for (const [name, url] of shapes) {
  const times: number[] = [];
  let rows = 0;
  const n = url.includes("export") ? Math.min(REQUESTS, 10) : REQUESTS;
  for (let i = 0; i < WARMUP + n; i++) {
    const start = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { cookie: user.cookie } });
    const body = url.includes("export") ? await res.arrayBuffer() : ((await res.json()) as { total: number });
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    rows = "total" in body ? body.total : body.byteLength;
    if (i >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  if (!url.includes("export")) worst = Math.max(worst, pct(times, 99));
  console.log(
    `${name.padEnd(30)} ${String(rows).padStart(8)} ${pct(times, 50).toFixed(0).padStart(8)} ${pct(times, 95).toFixed(0).padStart(8)} ${pct(times, 99).toFixed(0).padStart(8)}`,
  );
}
console.log(`\nworst report p99 ${worst.toFixed(0)} ms (exports: body size in bytes in the rows column)`);

await stop();
process.exit(0);
