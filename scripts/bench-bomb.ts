// `npm run bench:bomb`: a 1 GiB flate bomb (about 1 MB on disk) read four times in a row through the bounded
// PDF reader. Prints the time per document, the child's peak RSS and the server process's peak RSS.
import { extractPdfTextBounded, lastRun } from "#server/analysis/pdf/bounded-extract.ts";
import { makeFlateBomb } from "#server/analysis/pdf/flate-bomb.ts";

const MB = 1024 * 1024;
const bomb = await makeFlateBomb(1024 * MB);
console.log(`bomb: ${(bomb.length / MB).toFixed(2)} MB on disk, 1024 MB inflated`);
const rssStart = process.memoryUsage().rss;
let peak = rssStart;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const started = Date.now();
for (let i = 1; i <= 4; i++) {
  const t0 = Date.now();
  const outcome = await extractPdfTextBounded(bomb).then(
    () => "read (unexpected)",
    (err: Error & { code?: string }) => `${err.code ?? "error"}: ${err.message}`,
  );
  console.log(
    `#${i} ${((Date.now() - t0) / 1000).toFixed(2)} s, child peak RSS ${(lastRun.peakRssBytes / MB).toFixed(0)} MB — ${outcome}`,
  );
}
clearInterval(sampler);
console.log(
  `four bombs in ${((Date.now() - started) / 1000).toFixed(1)} s; server process RSS ${(rssStart / MB).toFixed(0)} MB at start, peak ${(peak / MB).toFixed(0)} MB`,
);
