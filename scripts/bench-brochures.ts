// `npm run bench:brochures [-- --split dev|holdout|all] [-- --only <substring>] [-- --verbose]`: field-by-field
// accuracy of the brochure engine over fixtures/brochures (flyers this project generates) and
// ../shared/fixtures/brochures (real flyers; skipped when absent). A field keyed null is right only when the
// engine leaves it empty. HOLDOUT files are never used for tuning (about 1 in 5 of the real ones); found flyers in
// EXTRA_CORPORA/brochures/<folder> are read too (a 'heldout…' folder is held out as a whole).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { mapPropertyType } from "#server/analysis/listing/property-types.ts";
import { shutdownOcr } from "#server/analysis/ocr/ocr.ts";
import { extractPropertiesFromPdf } from "#server/analysis/property-pdf/extract-pdf.ts";
import type { ExtractedProperty } from "#shared/contract/property-extraction.ts";
import { foundCorpora } from "./bench-corpora.ts";

const { values } = parseArgs({
  options: {
    split: { type: "string", default: "all" },
    only: { type: "string" },
    verbose: { type: "boolean", default: false },
  },
});
const HOLDOUT = new Set(["Feil_145_W30th_St_5th_Floor.pdf", "Feil_370_Seventh_Ave_Suite_1500.pdf"]);

const root = path.resolve(import.meta.dirname, "..");
const shared = [path.resolve(root, "..", "shared"), path.resolve(root, "..", "..", "shared")].find((d) =>
  existsSync(d),
);
const dirs: { name: string; dir: string; heldout?: boolean }[] = [
  { name: "brochures (generated)", dir: path.join(root, "fixtures", "brochures") },
  { name: "brochures (shared)", dir: shared ? path.join(shared, "fixtures", "brochures") : "" },
  ...foundCorpora("brochures"),
].filter((d) => d.dir && existsSync(path.join(d.dir, "answer_keys.json")));

const FIELDS = [
  "name",
  "address",
  "propertyType",
  "buildingSquareFeet",
  "availableSquareFeet",
  "askingPrice",
  "askingRentPerSquareFoot",
  "rentType",
  "yearBuilt",
  "clearHeightFeet",
  "dockDoors",
  "parkingRatio",
  "brokers",
] as const;
type Field = (typeof FIELDS)[number];
type Broker = { name: string; phone?: string | null; email?: string | null };
type Expected = Partial<Record<Field, unknown>> & { brokers?: Broker[] };
type Key = { file: string; properties: Expected[] };

const words = (s: string) =>
  ` ${s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `
    .replace(/ street /g, " st ")
    .replace(/ avenue /g, " ave ")
    .replace(/ road /g, " rd ")
    .replace(/ highway /g, " hwy ")
    .replace(/ boulevard /g, " blvd ")
    .replace(/ drive /g, " dr ")
    .replace(/ (north|n) /g, " n ")
    .replace(/ (west|w) /g, " w ")
    .replace(/\s+/g, " ")
    .trim();
/** The street number and first street word must match (and the suite when keyed). */
function sameAddress(e: string, g: string): boolean {
  const a = words(e).split(" ");
  const b = words(g);
  if (!b.startsWith(`${a[0]} `)) return false;
  if (!b.includes(a.slice(1, 3).join(" "))) return false;
  const suite = /suite (\w+)/i.exec(e)?.[1]?.toLowerCase();
  return !suite || new RegExp(`suite ${suite}\\b`, "i").test(g);
}

function got(p: ExtractedProperty | undefined, f: Field): unknown {
  if (!p) return null;
  const map: Record<Field, unknown> = {
    name: p.name,
    address: p.full_address,
    propertyType: p.property_type,
    buildingSquareFeet: p.building_size_sf,
    availableSquareFeet: p.available_sf,
    askingPrice: p.asking_price,
    askingRentPerSquareFoot:
      p.rent_period === "sf_year" ? p.rent : p.rent_period === "sf_month" ? (p.rent ?? 0) * 12 : null,
    rentType: p.rent_type,
    yearBuilt: p.year_built,
    clearHeightFeet: p.clear_height_ft,
    dockDoors: p.dock_doors,
    parkingRatio: p.parking_ratio,
    brokers: p.brokers.length ? p.brokers : null,
  };
  return map[f];
}

function same(f: Field, e: unknown, g: unknown): boolean {
  if (f === "address") return sameAddress(String(e), String(g));
  if (f === "name") return sameAddress(String(e).split(" - ")[0], String(g));
  if (f === "propertyType")
    return mapPropertyType(String(e)) === g || (String(e) === "storage" && g === "self_storage");
  if (f === "rentType") return String(e).toUpperCase() === String(g).toUpperCase();
  if (f === "brokers") {
    const want = e as Broker[];
    const have = g as ExtractedProperty["brokers"];
    const digits = (s: string | null | undefined) => (s ?? "").replace(/\D/g, "");
    return want.every((w) =>
      have.some(
        (h) =>
          (h.email ?? "").toLowerCase() === (w.email ?? "").toLowerCase() &&
          (!w.phone || digits(h.phone) === digits(w.phone)) &&
          words(h.name ?? "")
            .split(" ")
            .pop() === words(w.name).split(" ").pop(),
      ),
    );
  }
  return Math.abs(Number(e) - Number(g)) <= Math.abs(Number(e)) * 0.01;
}

type Tally = { right: number; total: number; invented: number; missed: number; wrong: number };
const tally = new Map<Field, Tally>(FIELDS.map((f) => [f, { right: 0, total: 0, invented: 0, missed: 0, wrong: 0 }]));
let files = 0;
let missing = 0;
let extra = 0;
let ms = 0;

const perCorpus = new Map<string, { right: number; total: number }>();
for (const { name: corpus, dir, heldout } of dirs) {
  const keys = JSON.parse(readFileSync(path.join(dir, "answer_keys.json"), "utf8")) as Key[];
  const c = perCorpus.get(corpus) ?? { right: 0, total: 0 };
  perCorpus.set(corpus, c);
  for (const key of keys) {
    const held = heldout === true || HOLDOUT.has(key.file);
    if ((values.split === "dev" && held) || (values.split === "holdout" && !held)) continue;
    if (values.only && !key.file.includes(values.only)) continue;
    const bytes = new Uint8Array(readFileSync(path.join(dir, key.file)));
    const t0 = performance.now();
    const r = await extractPropertiesFromPdf(bytes, { fileName: key.file });
    ms += performance.now() - t0;
    files++;
    if (values.verbose)
      console.log(
        `${key.file}: ${r.properties.length} found / ${key.properties.length} keyed (${r.sources?.join(",")})`,
      );
    const used = new Set<number>();
    for (const e of key.properties) {
      const j = r.properties.findIndex(
        (p, k) => !used.has(k) && p.full_address && sameAddress(String(e.address), p.full_address),
      );
      if (j >= 0) used.add(j);
      else {
        missing++;
        if (values.verbose) console.log(`  not found: ${e.address}`);
      }
      const p = j >= 0 ? r.properties[j] : undefined;
      for (const f of FIELDS) {
        if (!(f in e)) continue;
        const t = tally.get(f) as Tally;
        const want = f === "brokers" && Array.isArray(e.brokers) && e.brokers.length === 0 ? null : (e[f] ?? null);
        const have = got(p, f) ?? null;
        const before = t.right;
        t.total++;
        c.total++;
        if (want === null) {
          if (have === null) t.right++;
          else {
            t.invented++;
            if (values.verbose) console.log(`  ${e.address} ${f}: invented ${JSON.stringify(have)}`);
          }
        } else if (have === null) {
          t.missed++;
          if (values.verbose) console.log(`  ${e.address} ${f}: missed ${JSON.stringify(want)}`);
        } else if (same(f, want, have)) t.right++;
        else {
          t.wrong++;
          if (values.verbose)
            console.log(`  ${e.address} ${f}: got ${JSON.stringify(have)}, want ${JSON.stringify(want)}`);
        }
        c.right += t.right - before;
      }
    }
    extra += r.properties.length - used.size;
    if (values.verbose && r.properties.length > used.size) {
      for (const [k, p] of r.properties.entries()) if (!used.has(k)) console.log(`  extra: ${p.full_address}`);
    }
  }
}
await shutdownOcr();

if (files === 0) {
  console.log("bench:brochures: no fixtures found; skipped.");
  process.exit(0);
}
console.log(`bench:brochures (${values.split}): ${files} files, ${(ms / files).toFixed(0)} ms/file`);
console.log("field                    right/total  invented  missed  wrong");
let right = 0;
let total = 0;
for (const f of FIELDS) {
  const t = tally.get(f) as Tally;
  right += t.right;
  total += t.total;
  console.log(
    `${f.padEnd(25)}${`${t.right}/${t.total}`.padStart(11)}${String(t.invented).padStart(10)}${String(t.missed).padStart(8)}${String(t.wrong).padStart(7)}`,
  );
}
console.log(`all fields: ${((100 * right) / Math.max(1, total)).toFixed(1)}% (${right}/${total})`);
for (const [name, c] of perCorpus)
  if (c.total) console.log(`  ${name.padEnd(34)} ${((100 * c.right) / c.total).toFixed(1)}% (${c.right}/${c.total})`);
console.log(`keyed properties not found: ${missing}; extracted properties not in the keys: ${extra}`);
process.exit(0);
