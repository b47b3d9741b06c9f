// `npm run bench:listings [-- --split dev|holdout|all] [-- --verbose]`: field-by-field accuracy of the
// listing-page engine over fixtures/listings (pages this project generates) and ../shared/fixtures/listings
// and its dev/ folder (skipped when absent), plus found pages in EXTRA_CORPORA/listings/<folder> (a 'heldout…'
// folder is held out as a whole).
// A field keyed null counts as correct only when the engine leaves it empty (else it was invented).
// HOLDOUT files are never used for tuning: measure them with --split holdout (about 1 in 5).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { extractPropertiesFromHtml } from "#server/analysis/listing/extract-listing.ts";
import { mapPropertyType } from "#server/analysis/listing/property-types.ts";
import type { ExtractedProperty } from "#shared/contract/property-extraction.ts";
import { foundCorpora } from "./bench-corpora.ts";

const { values } = parseArgs({
  options: { split: { type: "string", default: "all" }, verbose: { type: "boolean", default: false } },
});
const HOLDOUT = new Set(["MM_LAAA_1224_N_Wilcox_Ave_BOV_webpage.html", "otodom_12-min-do-centrum-ID4et2t.html"]);

const root = path.resolve(import.meta.dirname, "..");
// ../shared next to the repository (a worktree under wt/ looks one level further up).
const base =
  [
    path.resolve(root, "..", "shared", "fixtures", "listings"),
    path.resolve(root, "..", "..", "shared", "fixtures", "listings"),
  ].find((d) => existsSync(d)) ?? "";
// The project's own generated pages first, then the real ones.
const dirs: { name: string; dir: string; heldout?: boolean }[] = [
  { name: "listings (generated)", dir: path.join(root, "fixtures", "listings") },
  { name: "listings (shared sample)", dir: base },
  { name: "listings/dev", dir: path.join(base, "dev") },
  ...foundCorpora("listings"),
].filter((d) => d.dir && existsSync(path.join(d.dir, "answer_keys.json")));
if (dirs.length === 0) {
  console.log("bench:listings: no listing fixtures found; skipped.");
  process.exit(0);
}

const FIELDS = [
  "address",
  "askingPrice",
  "currency",
  "buildingSquareFeet",
  "buildingSquareMeters",
  "yearBuilt",
  "propertyType",
  "latitude",
  "longitude",
] as const;
type Field = (typeof FIELDS)[number];
type Expected = Partial<Record<Field, string | number | null>>;
type Key = { file: string; type: string; fields?: Expected; properties?: Expected[] };

const normAddr = (s: string) =>
  ` ${s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `
    .replace(/ (street) /g, " st ")
    .replace(/ (avenue) /g, " ave ")
    .replace(/ (road) /g, " rd ")
    .replace(/ (boulevard) /g, " blvd ")
    .replace(/ (north) /g, " n ")
    .replace(/\s+/g, " ")
    .trim();

/** The house number and the first word of the street ('504 e denny'), when the address starts with a number. */
function streetKey(address: string): string | null {
  const m = /^(\d[\w-]*) (\w+)(?: (\w+))?/.exec(normAddr(address));
  return m ? [m[1], m[2], m[3]].filter(Boolean).join(" ") : null;
}

function got(p: ExtractedProperty | undefined, f: Field): string | number | null {
  if (!p) return null;
  switch (f) {
    case "address":
      return p.full_address;
    case "askingPrice":
      return p.asking_price;
    case "currency":
      return p.currency;
    case "buildingSquareFeet":
      return p.building_size_sf;
    case "buildingSquareMeters":
      return p.area_sqm;
    case "yearBuilt":
      return p.year_built;
    case "propertyType":
      return p.property_type;
    case "latitude":
      return p.latitude;
    case "longitude":
      return p.longitude;
  }
}

function same(f: Field, e: string | number, g: string | number): boolean {
  if (f === "address") return normAddr(String(e)) === normAddr(String(g));
  if (f === "propertyType") return mapPropertyType(String(e)) === g;
  if (f === "currency") return String(e).toUpperCase() === String(g).toUpperCase();
  if (f === "latitude" || f === "longitude") return Math.abs(Number(e) - Number(g)) < 0.001;
  if (f === "yearBuilt") return Number(e) === Number(g);
  return Math.abs(Number(e) - Number(g)) <= Math.abs(Number(e)) * 0.01;
}

type Tally = { right: number; total: number; invented: number; missed: number; wrong: number };
const tally = new Map<Field, Tally>(FIELDS.map((f) => [f, { right: 0, total: 0, invented: 0, missed: 0, wrong: 0 }]));
let pagesRight = 0;
let pages = 0;
let extra = 0;
let missing = 0;
let ms = 0;

const perCorpus = new Map<string, { right: number; total: number }>();
// Right/total per corpus and field, so a held-out set's weak field shows beside the corpora tuned on.
const perCell = new Map<string, { right: number; total: number }>();

function score(corpus: string, file: string, e: Expected, p: ExtractedProperty | undefined) {
  const c = perCorpus.get(corpus) ?? { right: 0, total: 0 };
  perCorpus.set(corpus, c);
  for (const f of FIELDS) {
    if (!(f in e)) continue;
    const t = tally.get(f) as Tally;
    const want = e[f] ?? null;
    const have = got(p, f);
    const before = t.right;
    t.total++;
    c.total++;
    if (want === null) {
      if (have === null) t.right++;
      else {
        t.invented++;
        if (values.verbose) console.log(`  ${file} ${f}: invented ${have}`);
      }
    } else if (have === null) {
      t.missed++;
      if (values.verbose) console.log(`  ${file} ${f}: missed ${want}`);
    } else if (same(f, want, have)) t.right++;
    else {
      t.wrong++;
      if (values.verbose) console.log(`  ${file} ${f}: got ${have}, want ${want}`);
    }
    c.right += t.right - before;
    const cell = perCell.get(`${corpus}|${f}`) ?? { right: 0, total: 0 };
    perCell.set(`${corpus}|${f}`, { right: cell.right + t.right - before, total: cell.total + 1 });
  }
}

for (const { name: corpus, dir, heldout } of dirs) {
  const keys = JSON.parse(readFileSync(path.join(dir, "answer_keys.json"), "utf8")) as Key[];
  for (const key of keys) {
    const held = heldout === true || HOLDOUT.has(key.file);
    if ((values.split === "dev" && held) || (values.split === "holdout" && !held)) continue;
    const html = readFileSync(path.join(dir, key.file), "utf8");
    const t0 = performance.now();
    const r = extractPropertiesFromHtml(html, `https://fixture.invalid/${key.file}`);
    ms += performance.now() - t0;
    pages++;
    const expected = key.properties ?? (key.fields ? [key.fields] : []);
    if (expected.length === 0 && r.properties.length === 0) pagesRight++;
    if (values.verbose)
      console.log(`${key.file}: ${r.properties.length} found (${r.error_code ?? r.sources?.join(",")})`);
    // Match each keyed property to the extracted one at the same address or street, else with the same price
    // (a results page lists several at one price), else by order.
    const used = new Set<number>();
    for (const [i, e] of expected.entries()) {
      const street = e.address ? streetKey(String(e.address)) : null;
      const same = (p: ExtractedProperty) =>
        p.full_address !== null && normAddr(p.full_address) === normAddr(String(e.address));
      let j = e.address ? r.properties.findIndex((p, k) => !used.has(k) && same(p)) : -1;
      if (j < 0 && street)
        j = r.properties.findIndex(
          (p, k) => !used.has(k) && p.full_address !== null && streetKey(p.full_address) === street,
        );
      if (j < 0)
        j = r.properties.findIndex((p, k) => !used.has(k) && e.askingPrice != null && p.asking_price === e.askingPrice);
      // Else the same pin (results pages whose cards carry coordinates), else the same position.
      if (j < 0 && e.latitude != null)
        j = r.properties.findIndex(
          (p, k) =>
            !used.has(k) &&
            p.latitude !== null &&
            Math.abs(p.latitude - Number(e.latitude)) < 0.001 &&
            Math.abs((p.longitude ?? 0) - Number(e.longitude)) < 0.001,
        );
      if (j < 0 && !used.has(i) && i < r.properties.length) j = i;
      if (j >= 0) used.add(j);
      else missing++;
      score(corpus, key.file, e, j >= 0 ? r.properties[j] : undefined);
    }
    if (expected.length === 0) extra += r.properties.length;
    else if (expected.length === 1 && r.properties.length > 1) extra += r.properties.length - 1;
  }
}

console.log(`bench:listings (${values.split}): ${pages} pages, ${(ms / Math.max(1, pages)).toFixed(0)} ms/page`);
console.log("field                 right/total  invented  missed  wrong");
let right = 0;
let total = 0;
for (const f of FIELDS) {
  const t = tally.get(f) as Tally;
  right += t.right;
  total += t.total;
  console.log(
    `${f.padEnd(22)}${`${t.right}/${t.total}`.padStart(11)}${String(t.invented).padStart(10)}${String(t.missed).padStart(8)}${String(t.wrong).padStart(7)}`,
  );
}
console.log(`all fields: ${((100 * right) / Math.max(1, total)).toFixed(1)}% (${right}/${total})`);
const short: Record<Field, string> = {
  address: "addr",
  askingPrice: "price",
  currency: "cur",
  buildingSquareFeet: "sf",
  buildingSquareMeters: "sqm",
  yearBuilt: "year",
  propertyType: "type",
  latitude: "lat",
  longitude: "lng",
};
console.log(`per corpus and field (right/total)\n${"".padEnd(36)}${FIELDS.map((f) => short[f].padStart(7)).join("")}`);
for (const name of perCorpus.keys())
  console.log(
    `  ${name.padEnd(34)}${FIELDS.map((f) => {
      const cell = perCell.get(`${name}|${f}`);
      return (cell ? `${cell.right}/${cell.total}` : "-").padStart(7);
    }).join("")}`,
  );
for (const [name, c] of perCorpus)
  console.log(`  ${name.padEnd(34)} ${((100 * c.right) / Math.max(1, c.total)).toFixed(1)}% (${c.right}/${c.total})`);
console.log(
  `keyed properties not found: ${missing}; properties on empty/single pages beyond the key: ${extra}; empty pages right: ${pagesRight}`,
);
