// OM benchmark: per-field accuracy against answer keys (shared third-party fixtures when present, plus
// the project's generated ones) and seconds per document. `npm run bench:om`
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { analyzeFile } from "#server/analysis/om/analyze-om.ts";
import { shutdownOcr } from "#server/analysis/ocr/ocr.ts";
import type { OmAbstract } from "#shared/contract/om-abstract.ts";
import { corporaFor, groupOf, inSplit, p50max, parseSplit } from "./bench-corpora.ts";

type Key = { file: string; fields: Record<string, string | number | null> };
// --only <substring> keeps the files whose name contains it; --skip <substring> leaves them out ('image_only'
// for a quick run of the text documents).
const { values: args } = parseArgs({
  options: { split: { type: "string" }, only: { type: "string" }, skip: { type: "string" } },
});
const split = parseSplit(args.split);

function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/\b(street)\b/g, "st")
    .replace(/\b(avenue)\b/g, "ave")
    .replace(/\b(boulevard)\b/g, "blvd")
    .replace(/\b(lane)\b/g, "ln")
    .replace(/\b(parkway)\b/g, "pkwy")
    .replace(/\b(road)\b/g, "rd")
    .replace(/\b(drive)\b/g, "dr")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function matches(expected: string | number | null, got: OmAbstract[keyof OmAbstract] | undefined): boolean {
  const field = got as { normalized: string | number | null } | null | undefined;
  if (expected === null) return field === null || field === undefined;
  if (!field || field.normalized === null) return false;
  if (typeof expected === "number") {
    const v = Number(field.normalized);
    return Number.isFinite(v) && Math.abs(v - expected) <= Math.max(0.011, Math.abs(expected) * 0.005);
  }
  return norm(String(field.normalized)) === norm(expected);
}

const perField = new Map<string, Map<string, { ok: number; n: number }>>();
const perDoc: { group: string; file: string; ok: number; n: number; seconds: number; misses: string[] }[] = [];
for (const corpus of corporaFor("om")) {
  const dir = corpus.dir;
  const keys = JSON.parse(await readFile(join(dir, "answer_keys.json"), "utf8")) as Key[];
  for (const k of keys) {
    if (!existsSync(join(dir, k.file)) || !inSplit(k.file, split, corpus)) continue;
    if (args.only && !k.file.includes(args.only)) continue;
    if (args.skip && k.file.includes(args.skip)) continue;
    const group = groupOf(corpus, k.file);
    const t0 = performance.now();
    let result: OmAbstract | null = null;
    try {
      result = await analyzeFile(new Uint8Array(await readFile(join(dir, k.file))));
    } catch (err) {
      console.error(`${k.file}: ${(err as Error).message}`);
    }
    const seconds = (performance.now() - t0) / 1000;
    const doc = { group, file: k.file, ok: 0, n: 0, seconds, misses: [] as string[] };
    for (const [name, expected] of Object.entries(k.fields)) {
      const got = result ? (result as Record<string, unknown>)[name] : undefined;
      const ok = result !== null && matches(expected, got as OmAbstract[keyof OmAbstract]);
      const byGroup = perField.get(name) ?? new Map<string, { ok: number; n: number }>();
      const f = byGroup.get(group) ?? { ok: 0, n: 0 };
      f.n++;
      doc.n++;
      if (ok) {
        f.ok++;
        doc.ok++;
      } else {
        const g = got as { normalized?: unknown } | null | undefined;
        doc.misses.push(`${name}: want ${expected}, got ${g ? String(g.normalized) : "null"}`);
      }
      byGroup.set(group, f);
      perField.set(name, byGroup);
    }
    perDoc.push(doc);
  }
}
await shutdownOcr();

const pad = (s: string, n: number) => s.padEnd(n);
const groups = [...new Set(perDoc.map((d) => d.group))];
console.log(`\n${pad("field", 22)} ${groups.map((g) => pad(g, 22)).join(" ")}`);
for (const [name, byGroup] of perField) {
  const cells = groups.map((g) => {
    const f = byGroup.get(g);
    return pad(f ? `${f.ok}/${f.n}` : "-", 22);
  });
  console.log(`${pad(name, 22)} ${cells.join(" ")}`);
}
console.log("\nPer corpus");
let ok = 0;
let n = 0;
for (const g of groups) {
  const ds = perDoc.filter((d) => d.group === g);
  const gok = ds.reduce((a, d) => a + d.ok, 0);
  const gn = ds.reduce((a, d) => a + d.n, 0);
  ok += gok;
  n += gn;
  const t = p50max(ds.map((d) => d.seconds));
  console.log(
    `  ${pad(g, 26)} ${pad(`${gok}/${gn} = ${((gok / Math.max(1, gn)) * 100).toFixed(1)} %`, 18)} p50 ${t.p50.toFixed(2)} s  max ${t.max.toFixed(2)} s`,
  );
}
console.log(`${pad("ALL", 28)} ${ok}/${n} = ${n ? ((ok / n) * 100).toFixed(1) : "0"} %`);
console.log(`\n${pad("document", 62)} fields   s/doc`);
for (const d of perDoc) {
  console.log(`${pad(d.file, 62)} ${pad(`${d.ok}/${d.n}`, 8)} ${d.seconds.toFixed(2)}`);
  for (const m of d.misses) console.log(`    miss ${m}`);
}
process.exit(0);
