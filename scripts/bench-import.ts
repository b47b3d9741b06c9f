// `npm run bench:import`: 100 000 people rows uploaded and imported through the real import service on the
// embedded database. Prints seconds, rows/s and peak RSS; memory should stay flat because
// the file is streamed and rows are written in batches.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import { createDb, migrateDb } from "#server/db/client.ts";
import { startEmbeddedPostgres } from "#server/db/embedded.ts";
import { createImportService } from "#server/features/contacts/contacts-import.service.ts";
import { createLocalStorage } from "#server/platform/storage.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const dataDir = path.resolve(".tmp/bench-import");
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });

// A realistic export: 500 companies, 1 % repeated e-mails, 0.5 % rows without a last name, a tag column.
const file = path.join(dataDir, "people.csv");
const out = createWriteStream(file);
out.write("First Name,Last Name,E-mail Address,Company,Business Phone,Job Title,Categories\n");
for (let i = 1; i <= ROWS; i++) {
  const email = i % 100 === 0 ? `person${i - 1}@example.com` : `person${i}@example.com`;
  const last = i % 200 === 0 ? "" : `Last${i}`;
  const line = `First${i},${last},${email},"Company ${i % 500}, Inc.",+1 555 ${String(i).padStart(7, "0")},Broker,"Lead;Region ${i % 7}"\n`;
  if (!out.write(line)) await once(out, "drain");
}
out.end();
await once(out, "finish");
const fileBytes = (await stat(file)).size;

// A throwaway cluster, like the other benches: fsync off (the import itself commits batch by batch).
const pgServer = await startEmbeddedPostgres(dataDir, { port: 0, durable: false });
const db = createDb(pgServer.url, 10);
await migrateDb(db);
const [profile] = (
  await db.execute<{ id: string }>(
    sql`insert into profiles (name, email, first_name, last_name) values ('Bench User', 'bench@example.com', 'Bench', 'User') returning id`,
  )
).rows;
const userId = (profile as { id: string }).id;
const storage = createLocalStorage({
  root: path.join(dataDir, "storage"),
  appUrl: "http://127.0.0.1",
  secret: "bench",
});
let progressEvents = 0;
let batchErrors = 0;
const imports = createImportService({
  db,
  storage,
  onProgress: () => progressEvents++,
  onBatchError: (err) => {
    if (batchErrors++ === 0) console.error("batch failed:", err);
  },
});

global.gc?.();
const rssStart = process.memoryUsage().rss;
let rssPeak = rssStart;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 50);

const t0 = performance.now();
const uploaded = await imports.upload(userId, {
  fileName: "people.csv",
  entityType: "people",
  stream: createReadStream(file),
  isTruncated: () => false,
});
const t1 = performance.now();
await imports.commit(userId, uploaded.job.id, {
  mapping: uploaded.job.mapping,
  duplicateMode: "skip",
  tags: ["Bench"],
});
await imports.run(uploaded.job.id);
const t2 = performance.now();
clearInterval(sampler);
rssPeak = Math.max(rssPeak, process.memoryUsage().rss);

const job = await imports.get(userId, uploaded.job.id);
const [count] = (await db.execute<{ n: string }>(sql`select count(*) as n from people where created_by = ${userId}`))
  .rows;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const seconds = (t2 - t0) / 1000;
console.log(`file:        ${ROWS} rows, ${mb(fileBytes)} (mapping ${JSON.stringify(uploaded.job.mapping)})`);
console.log(
  `upload+scan: ${((t1 - t0) / 1000).toFixed(2)} s (encoding ${uploaded.job.encoding}, ${uploaded.job.totalRows} rows)`,
);
console.log(`import:      ${((t2 - t1) / 1000).toFixed(2)} s`);
console.log(`total:       ${seconds.toFixed(2)} s, ${Math.round(ROWS / seconds)} rows/s (target < 20 s)`);
console.log(
  `result:      ${job.status}; created ${job.created}, updated ${job.updated}, skipped ${job.skipped}, failed ${job.failed}; ${count?.n} people in the table; ${progressEvents} progress events`,
);
console.log(`memory:      RSS ${mb(rssStart)} at start, peak ${mb(rssPeak)} (+${mb(rssPeak - rssStart)})`);

await db.$client.end();
await pgServer.stop();
await rm(dataDir, { recursive: true, force: true });
if (job.status !== "completed" || seconds > 20) process.exitCode = 1;
