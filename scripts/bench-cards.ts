// `npm run bench:cards [-- --only <substring>] [-- --verbose]`: OCR + parse time per card and field-level
// precision/recall/F1 over fixtures/cards and ../shared/fixtures/cards (skipped when absent).
// CPU time (all threads, incl. the tesseract worker) is reported beside wall time because the machine
// may be shared; targets: < 2 s per card on one core, field F1 >= 0.9.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type CardStageTime, recognizeCardImage } from "#server/analysis/card/card-ocr.ts";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";
import { type OcrResult, shutdownOcr } from "#server/analysis/ocr/ocr.ts";
import type { CardRecognition } from "#shared/contract/card-recognition.ts";
import { corporaFor, groupOf, inSplit, p50max, parseSplit } from "./bench-corpora.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    verbose: { type: "boolean", default: false },
    split: { type: "string" },
    // Only the corpora whose name contains this ("dev", "generated").
    corpus: { type: "string" },
    // Development aid: reuse OCR output saved by an earlier run to iterate on the parser alone.
    "ocr-cache": { type: "string" },
    // On a shared machine: keep the CPU budget but lift the 10 s wall-clock cap (reported as such).
    "cpu-only": { type: "boolean", default: false },
  },
});
const split = parseSplit(values.split);
const corpora = corporaFor("cards").filter((c) => !values.corpus || c.name.includes(values.corpus));
const dirs = corpora.map((c) => c.dir);

const FIELDS = [
  "firstName",
  "lastName",
  "position",
  "company",
  "email",
  "website",
  "phone",
  "companyPhone",
  "address",
  "linkedin",
  "companyLinkedin",
] as const;
type Field = (typeof FIELDS)[number];
type Key = { file: string; fields: Partial<Record<Field, string | null>> };

function flatten(r: CardRecognition): Record<Field, string | null> {
  return {
    firstName: r.person.firstName,
    lastName: r.person.lastName,
    position: r.person.position,
    company: r.company.name,
    email: r.person.email,
    website: r.company.website,
    phone: r.person.phone,
    companyPhone: r.company.phone,
    address: r.company.address,
    linkedin: r.person.linkedin_url,
    companyLinkedin: r.company.linkedin_url,
  };
}

/** Comparison ignores case, punctuation and spacing; phones compare by digits, sites by host. */
function same(field: Field, expected: string, got: string): boolean {
  if (field === "phone" || field === "companyPhone") {
    const a = expected.replace(/\D/g, "");
    const b = got.replace(/\D/g, "");
    return a === b || (a.length >= 10 && b.length >= 10 && (a.endsWith(b) || b.endsWith(a)));
  }
  if (field === "website" || field === "linkedin" || field === "companyLinkedin") {
    const h = (s: string) =>
      s
        .toLowerCase()
        .replace(/^https?:\/\//, "")
        .replace(/^www\./, "")
        .replace(/\/+$/, "");
    return h(expected) === h(got);
  }
  const n = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}@]+/gu, " ")
      .trim();
  return n(expected) === n(got);
}

const stats = Object.fromEntries(FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as Record<
  Field,
  { tp: number; fp: number; fn: number }
>;
const rows: string[][] = [];
const cpuTimes: number[] = [];
const wallTimes: number[] = [];
// Per field: [right, expected, wrong] — wrong counts non-null values that are not the key's (false positives).
type Group = {
  ok: number;
  total: number;
  walls: number[];
  cpus: number[];
  fields: Record<string, [number, number, number]>;
};
const perGroup = new Map<string, Group>();
// Time per stage of the reading (preparation steps, each reading), over the cards that reached that stage.
const stages = new Map<string, { walls: number[]; cpus: number[] }>();
const onStage = (t: CardStageTime) => {
  const s = stages.get(t.stage) ?? { walls: [], cpus: [] };
  stages.set(t.stage, s);
  s.walls.push(t.wallMs / 1000);
  s.cpus.push(t.cpuMs / 1000);
};

if (!dirs.length) console.log("no card fixtures found");
// Warm the worker (WASM compile + traineddata load) so per-card figures are steady-state.
const warm = dirs.length
  ? readFileSync(
      path.join(dirs[0], (JSON.parse(readFileSync(path.join(dirs[0], "answer_keys.json"), "utf8")) as Key[])[0].file),
    )
  : null;
const cacheFile = values["ocr-cache"];
const cache: Record<string, OcrResult> =
  cacheFile && existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, "utf8")) : {};
const useCache = Object.keys(cache).length > 0;
if (warm && !useCache) await recognizeCardImage(warm).catch(() => undefined);

for (const corpus of corpora) {
  const dir = corpus.dir;
  const keys = JSON.parse(readFileSync(path.join(dir, "answer_keys.json"), "utf8")) as Key[];
  for (const key of keys) {
    if (values.only && !key.file.includes(values.only)) continue;
    if (!existsSync(path.join(dir, key.file)) || !inSplit(key.file, split, corpus)) continue;
    const group = perGroup.get(groupOf(corpus, key.file)) ?? { ok: 0, total: 0, walls: [], cpus: [], fields: {} };
    perGroup.set(groupOf(corpus, key.file), group);
    const bytes = readFileSync(path.join(dir, key.file));
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const ocr =
      useCache && cache[key.file]
        ? cache[key.file]
        : await recognizeCardImage(bytes, values["cpu-only"] ? { wallCapMs: 120_000, onStage } : { onStage });
    if (ocr.note) console.log(`${key.file}: ${ocr.note}`);
    cache[key.file] = ocr;
    const t1 = performance.now();
    const parsed = parseCardText(ocr.text, ocr.lines);
    const t2 = performance.now();
    const cpu = process.cpuUsage(cpu0);
    const cpuS = (cpu.user + cpu.system) / 1e6;
    cpuTimes.push(cpuS);
    wallTimes.push((t2 - t0) / 1000);
    const got = flatten(parsed);
    let ok = 0;
    let total = 0;
    const misses: string[] = [];
    for (const f of FIELDS) {
      if (!(f in key.fields)) continue;
      const e = key.fields[f] ?? null;
      const g = got[f];
      if (e !== null) total++;
      group.fields[f] ??= [0, 0, 0];
      const cell = group.fields[f];
      if (e !== null) cell[1]++;
      if (e !== null && g !== null && same(f, e, g)) cell[0]++;
      else if (g !== null) cell[2]++;
      if (e !== null && g !== null && same(f, e, g)) {
        stats[f].tp++;
        ok++;
        continue;
      }
      if (g !== null) stats[f].fp++;
      if (e !== null) stats[f].fn++;
      if (e !== null || g !== null) misses.push(`${f}: want ${JSON.stringify(e)} got ${JSON.stringify(g)}`);
    }
    group.ok += ok;
    group.total += total;
    group.walls.push((t2 - t0) / 1000);
    group.cpus.push(cpuS);
    rows.push([
      key.file,
      ((t1 - t0) / 1000).toFixed(2),
      (t2 - t1).toFixed(1),
      cpuS.toFixed(2),
      ocr.confidence.toFixed(0),
      `${ok}/${total}`,
    ]);
    if (values.verbose && misses.length) console.log(`${key.file}\n  ${misses.join("\n  ")}`);
    if (values.verbose && misses.length) console.log(`  OCR: ${ocr.text.replace(/\n+/g, " ⏎ ")}`);
  }
}
await shutdownOcr();
if (cacheFile && !useCache) writeFileSync(cacheFile, JSON.stringify(cache));

function table(head: string[], body: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of body) console.log(line(r));
}

console.log();
table(["card", "ocr s", "parse ms", "cpu s", "conf", "fields"], rows);
const prf = (s: { tp: number; fp: number; fn: number }) => {
  const p = s.tp + s.fp ? s.tp / (s.tp + s.fp) : 1;
  const r = s.tp + s.fn ? s.tp / (s.tp + s.fn) : 1;
  return { p, r, f: p + r ? (2 * p * r) / (p + r) : 0 };
};
console.log();
const fieldRows = FIELDS.filter((f) => stats[f].tp + stats[f].fp + stats[f].fn > 0).map((f) => {
  const { p, r, f: f1 } = prf(stats[f]);
  return [f, String(stats[f].tp), String(stats[f].fp), String(stats[f].fn), p.toFixed(2), r.toFixed(2), f1.toFixed(2)];
});
const all = Object.values(stats).reduce((a, s) => ({ tp: a.tp + s.tp, fp: a.fp + s.fp, fn: a.fn + s.fn }), {
  tp: 0,
  fp: 0,
  fn: 0,
});
const micro = prf(all);
fieldRows.push([
  "ALL (micro)",
  String(all.tp),
  String(all.fp),
  String(all.fn),
  micro.p.toFixed(2),
  micro.r.toFixed(2),
  micro.f.toFixed(2),
]);
table(["field", "tp", "fp", "fn", "precision", "recall", "F1"], fieldRows);
const mean = (a: number[]) => (a.length ? a.reduce((x, y) => x + y, 0) / a.length : 0);
const max = (a: number[]) => (a.length ? Math.max(...a) : 0);
console.log();
console.log(
  `cards: ${rows.length}  wall mean ${mean(wallTimes).toFixed(2)} s (max ${max(wallTimes).toFixed(2)})  cpu mean ${mean(cpuTimes).toFixed(2)} s (max ${max(cpuTimes).toFixed(2)})  field F1 ${micro.f.toFixed(3)}`,
);
console.log("\nPer corpus (fields right = expected values read correctly)");
for (const [g, s] of perGroup) {
  const t = p50max(s.walls);
  const c = p50max(s.cpus);
  console.log(
    `  ${g.padEnd(28)} ${`${s.ok}/${s.total} = ${((s.ok / Math.max(1, s.total)) * 100).toFixed(1)} %`.padEnd(18)} wall p50 ${t.p50.toFixed(2)} s  max ${t.max.toFixed(2)} s   cpu p50 ${c.p50.toFixed(2)} s  max ${c.max.toFixed(2)} s`,
  );
}
if (stages.size) {
  console.log(
    "\nStages (cards that reached the stage; CPU of this process — the decoder's child process is not in it)",
  );
  table(
    ["stage", "cards", "wall p50", "wall max", "cpu p50", "cpu max"],
    [...stages].map(([name, s]) => {
      const w = p50max(s.walls);
      const c = p50max(s.cpus);
      return [name, String(s.walls.length), ...[w.p50, w.max, c.p50, c.max].map((v) => `${v.toFixed(2)} s`)];
    }),
  );
}
// Field by field per corpus (right/expected, then wrong non-null values after '!'), so a change can be kept only
// if no corpus loses a field or gains a false positive.
console.log("\nPer corpus and field (right/expected !wrong)");
const shown = FIELDS.filter((f) => [...perGroup.values()].some((g) => g.fields[f]?.[1]));
table(
  ["corpus", ...shown],
  [...perGroup].map(([name, g]) => [
    name,
    ...shown.map((f) => (g.fields[f] ? `${g.fields[f][0]}/${g.fields[f][1]} !${g.fields[f][2]}` : "-")),
  ]),
);
