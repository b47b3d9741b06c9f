// OM benchmark: per-field accuracy against answer keys (shared third-party fixtures when present, plus
// the project's generated ones) and seconds per document. `npm run bench:om`
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { analyzeFile } from "#server/analysis/om/analyze-om.ts";
import type { OmAbstract } from "#shared/contract/om-abstract.ts";

type Key = { file: string; fields: Record<string, string | number | null> };
const DIRS = ["../shared/fixtures/om", "fixtures/om"];

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

const perField = new Map<string, { ok: number; n: number }>();
const perDoc: { file: string; ok: number; n: number; seconds: number; misses: string[] }[] = [];
for (const dir of DIRS) {
  const keyFile = join(dir, "answer_keys.json");
  if (!existsSync(keyFile)) continue;
  const keys = JSON.parse(await readFile(keyFile, "utf8")) as Key[];
  for (const k of keys) {
    const t0 = performance.now();
    let result: OmAbstract | null = null;
    try {
      result = await analyzeFile(new Uint8Array(await readFile(join(dir, k.file))));
    } catch (err) {
      console.error(`${k.file}: ${(err as Error).message}`);
    }
    const seconds = (performance.now() - t0) / 1000;
    const doc = { file: k.file, ok: 0, n: 0, seconds, misses: [] as string[] };
    for (const [name, expected] of Object.entries(k.fields)) {
      const got = result ? (result as Record<string, unknown>)[name] : undefined;
      const ok = result !== null && matches(expected, got as OmAbstract[keyof OmAbstract]);
      const f = perField.get(name) ?? { ok: 0, n: 0 };
      f.n++;
      doc.n++;
      if (ok) {
        f.ok++;
        doc.ok++;
      } else {
        const g = got as { normalized?: unknown } | null | undefined;
        doc.misses.push(`${name}: want ${expected}, got ${g ? String(g.normalized) : "null"}`);
      }
      perField.set(name, f);
    }
    perDoc.push(doc);
  }
}

const pad = (s: string, n: number) => s.padEnd(n);
console.log(`\n${pad("field", 22)} correct  accuracy`);
let ok = 0;
let n = 0;
for (const [name, f] of perField) {
  ok += f.ok;
  n += f.n;
  console.log(`${pad(name, 22)} ${pad(`${f.ok}/${f.n}`, 8)} ${((f.ok / f.n) * 100).toFixed(0)}%`);
}
console.log(`${pad("ALL", 22)} ${pad(`${ok}/${n}`, 8)} ${n ? ((ok / n) * 100).toFixed(1) : "0"}%`);
console.log(`\n${pad("document", 42)} fields   s/doc`);
for (const d of perDoc) {
  console.log(`${pad(d.file, 42)} ${pad(`${d.ok}/${d.n}`, 8)} ${d.seconds.toFixed(2)}`);
  for (const m of d.misses) console.log(`    miss ${m}`);
}
