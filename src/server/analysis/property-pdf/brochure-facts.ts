// Facts of one property from the lines that describe it: the generic label reader of the listing engine,
// plus what flyers print without labels ('2,310 RSF', 'Total 9,860 RSF', '32' clear', '(12) dock doors',
// '$24.50/SF/yr NNN', '4/1,000 SF parking', 'Built in 1998').
import type { Candidate } from "#server/analysis/listing/candidate.ts";
import { mapPropertyType } from "#server/analysis/listing/property-types.ts";
import { rentTypeOf, textFacts } from "#server/analysis/listing/text-facts.ts";
import { parseNumber, parseYear } from "#server/analysis/listing/values.ts";

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const SIZE = new RegExp(
  String.raw`(?:±|\+/-|approx\.?\s*|approximately\s*)?${NUM}\+?\s*(RSF|USF|GSF|SF|sq\.?\s?ft\.?|square f(?:ee|oo)t)(?![a-z])`,
  "gi",
);

/** A line that states a size, price or rent (used to tell fact lines from address lists). */
export function isFactLine(line: string): boolean {
  return new RegExp(SIZE.source, "i").test(line) || /\$\s?\d/.test(line) || /\b[\d.]+\s*acres?\b/i.test(line);
}

/** kind, value, the words before and after it on its line, and a longer stretch after it (its noun). */
type Size = { kind: string; value: number; before: string; after: string; tail: string };

function sizes(text: string): Size[] {
  const out: Size[] = [];
  for (const m of text.matchAll(SIZE)) {
    const value = parseNumber(m[1]);
    if (value === null || value <= 0) continue;
    const start = m.index ?? 0;
    const kind = m[2].toUpperCase().startsWith("SQ") || /square/i.test(m[2]) ? "SF" : m[2].toUpperCase();
    // Context on the same line only: the words that qualify this figure.
    const lineStart = text.lastIndexOf("\n", start) + 1;
    const lineEnd = text.indexOf("\n", start + m[0].length);
    const before = text.slice(Math.max(lineStart, start - 40), start);
    const after = text.slice(
      start + m[0].length,
      lineEnd < 0 ? undefined : Math.min(lineEnd, start + m[0].length + 30),
    );
    const tail = text.slice(start + m[0].length, lineEnd < 0 ? undefined : Math.min(lineEnd, start + m[0].length + 60));
    out.push({ kind, value, before, after, tail });
  }
  return out;
}

const BUILDING = /building|bldg|\bgba\b|gross (?:building|area)|total (?:building|project)/i;
/** A size whose noun is the building ('a 16,500 SF masonry building', '47,000 SF mixed-use assemblage'). */
const BUILDING_NOUN =
  /^\s*(?:[a-z][\w/-]*\s+){0,4}?(?:building|property|asset|assemblage|facility)\b(?!\s+(?:line|boundary))/i;
/** A size whose noun is ground, not floor area ('a 5,824 SF paved parking lot', '5,120 SF development parcel'). */
const LOT_NOUN =
  /^\s*(?:of\s+)?(?:paved\s+|surface\s+|development\s+|vacant\s+|corner\s+)?(?:parking\s+)?(?:lot|parcel|site|land)\b/i;
const NOT_SPACE = /\blot\b|\bland\b|\bsite\b|parcel|\bper\b|\$/i;
/** A part of the building labelled by its use ('Office: 4,000 SF', 'Mezzanine Area: 900 SF'), not the space offered. */
const COMPONENT =
  /(?:^|\n)\s*(?:office|mezzanine|warehouse|showroom|shop|production)(?:\s+(?:area|size|space))?\s*:\s*[±~]?\s*$/i;

function sizeFacts(lines: string[]): Candidate {
  const text = lines.join("\n");
  const all = sizes(text);
  const out: Candidate = {};
  const building =
    all.find((s) => BUILDING.test(s.before) || /^\s*\(?\s*(?:building|bldg)/i.test(s.after)) ??
    all.find((s) => BUILDING_NOUN.test(s.tail) && !LOT_NOUN.test(s.tail));
  if (building) out.building_size_sf = building.value;
  const lot = all.find((s) => LOT_NOUN.test(s.tail) && !NOT_SPACE.test(s.before));
  if (lot) out.lot_size_sf = lot.value;
  const space = all.filter(
    (s) =>
      s !== building &&
      !NOT_SPACE.test(s.before) &&
      !COMPONENT.test(s.before) &&
      !/^\s*(?:lot|land|site)/i.test(s.after) &&
      !LOT_NOUN.test(s.tail),
  );
  const total = space.find((s) => /total[\s:]*$/i.test(s.before));
  const rsf = space.find((s) => s.kind === "RSF");
  const sf = space.find((s) => s.kind === "SF");
  const usf = space.find((s) => s.kind === "USF");
  const available = total ?? rsf ?? sf ?? usf;
  if (available) out.available_sf = available.value;
  const acres = /(\d+(?:\.\d+)?)\s*(?:±\s*)?acres?\b/i.exec(text);
  if (acres) out.lot_size_acres = parseNumber(acres[1]);
  return out;
}

const RATE =
  /\$\s?(\d{1,3}(?:\.\d{1,2})?)\s*(?:\/\s*(?:RSF|SF|sq\.?\s?ft\.?)|PSF|per (?:sq(?:uare)?\.? ?f(?:oo)?t|SF|RSF))\s*(?:\/\s*|per\s+)?(yr|year|annual(?:ly)?|mo|month(?:ly)?)?\b/gi;
/** A per-SF figure on a taxes, expenses or sale-price line ('Taxes: $18,200 ($1.30 PSF)') is not a rent. */
const NOT_RENT = /\b(?:tax(?:es)?|cam|opex|operating|expenses?|insurance|sale|price|assessed)\b/i;

function rentFacts(text: string): Candidate {
  const m = [...text.matchAll(RATE)].find((r) => {
    const lineStart = text.lastIndexOf("\n", r.index ?? 0) + 1;
    return !NOT_RENT.test(text.slice(lineStart, r.index));
  });
  if (!m) return {};
  // No period printed: West Coast brokers quote per SF per month ('$2.85/SF MG' in San Diego), others per
  // year — read from the flyer's own address, and only for a rate too small to be a year's rent there.
  const westCoast = /,\s*(?:CA|WA|OR|NV|AZ|HI)\.?\s+\d{5}\b/.test(text);
  const monthly = m[2] ? /^mo/i.test(m[2]) : westCoast && Number(m[1]) < 10;
  const out: Candidate = { rent: Number(m[1]), rent_period: monthly ? "sf_month" : "sf_year" };
  const around = text.slice(Math.max(0, (m.index ?? 0) - 60), (m.index ?? 0) + m[0].length + 60);
  const rt = /\b(NNN|NN|FSG|FS|MG|IG|full[- ]service(?: gross)?|modified gross|triple[- ]net|industrial gross)\b/i.exec(
    around,
  )?.[1];
  if (rt) out.rent_type = rentTypeOf(rt === "FSG" ? "FS" : rt);
  return out;
}

function patternFacts(text: string): Candidate {
  const out: Candidate = {};
  const clear =
    /(\d{1,2}(?:\.\d)?)\s*(?:'|’|′|ft\.?|feet|foot)(?:\s*-?\s*\d{1,2}\s*(?:"|”|″|in))?\s*(?:minimum\s+|min\.?\s+)?clear/i.exec(
      text,
    ) ??
    /(?:clear\s*(?:height|heights|ceiling)?|ceiling\s+height)\s*[:-]?\s*(?:of\s*)?[±~]?\s*(\d{1,2}(?:\.\d)?)\s*(?:'|’|′|ft|feet)/i.exec(
      text,
    );
  if (clear) out.clear_height_ft = Number(clear[1]);
  const docks =
    /(?:\(\s*(\d{1,3})\s*\)|(?<![-\w])(\d{1,3}))[ \t]*(?:[\d'’x× \t]+[ \t]+)?(?:exterior\s+|ext\.?\s+|interior\s+|int\.?\s+|truck\s+|recessed\s+)?(?:dock[- ]high|dock|loading dock|truck[- ]well)s?\b(?!\s*(?:ing|age))/i.exec(
      text,
    ) ?? /dock(?:[- ]high)?\s*(?:doors|positions)?\s*[:-]\s*(\d{1,3})/i.exec(text);
  if (docks) out.dock_doors = Number(docks[1] ?? docks[2]);
  const drive = /(?:\(\s*(\d{1,3})\s*\)|\b(\d{1,3}))\s*(?:[\d'’x×\s]+\s+)?(?:drive[- ]in|grade[- ]level)/i.exec(text);
  if (drive) out.drive_in_doors = Number(drive[1] ?? drive[2]);
  const ratio = /(\d{1,2}(?:\.\d{1,2})?)\s*(?:\/|per|:)\s*1,?000\s*(?:R?SF|sq)/i.exec(text);
  if (ratio && /park/i.test(text.slice(Math.max(0, (ratio.index ?? 0) - 60), (ratio.index ?? 0) + 60)))
    out.parking_ratio = Number(ratio[1]);
  const spaces =
    /(\d{1,5})\s*(?:\+\s*)?(?:surface\s+|covered\s+|on-site\s+|free\s+)?(?:parking\s+)?(?:spaces|stalls)\b/i.exec(text);
  if (spaces && /park|space|stall/i.test(spaces[0])) out.parking_spaces = Number(spaces[1]);
  const built = /(?:built|constructed|completed|year built)\s*(?:in|:)?\s*((?:18|19|20)\d\d)\b/i.exec(text);
  if (built) out.year_built = parseYear(built[1]);
  const price =
    /(?:offered at|sale price|asking price|purchase price|list price|price)\s*[:-]?\s*\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?\s*(?:million|mm|m)\b)/i.exec(
      text,
    );
  if (price) {
    const v = /million|mm|m\b/i.test(price[1]) ? (parseNumber(price[1]) ?? 0) * 1e6 : parseNumber(price[1]);
    if (v && v >= 10_000) out.asking_price = v;
  }
  return out;
}

/** The property type a flyer announces in a heading ('ACME OFFICE PORTFOLIO', 'INDUSTRIAL FOR LEASE'). */
export function headingType(lines: string[]): Candidate {
  for (const l of lines.slice(0, 40)) {
    const t = l.trim();
    // 'OFFICE:  4,000 SF' is a fact row, not a heading announcing the kind of property.
    if (t.length > 60 || t.length < 4 || /:\s|\d[\d,]*\s*(?:sf|rsf|acres?)\b/i.test(t)) continue;
    const heading = t === t.toUpperCase() || /\b(for (sale|lease)|available)\b/i.test(t);
    if (!heading) continue;
    const m =
      /\b(office|industrial|warehouse|distribution|retail|flex|medical office|multi-?family|apartments?|land|self[- ]storage|hotel|mixed[- ]use)\b/i.exec(
        t,
      );
    if (m) return { property_type: mapPropertyType(m[1]), property_type_label: m[1] };
  }
  // Else the kind of building the text describes ('a free-standing class B medical office building').
  const prose =
    /\b(office|industrial|warehouse|distribution|retail|flex|medical office|self[- ]storage|mixed[- ]use)(?:\/[a-z]+)?\s+(?:building|property|facility|center|park|campus|asset|assemblage)\b/i.exec(
      lines.slice(0, 80).join(" "),
    );
  if (prose) return { property_type: mapPropertyType(prose[1]), property_type_label: prose[0] };
  return {};
}

/**
 * The flyer offers its property for sale only: sale wording, no lease wording and no suites. Designed flyers
 * letter-space their headings ('F O R  S A L E'), so the text is read squeezed too.
 */
export function saleOnly(lines: string[]): boolean {
  const text = lines.join("\n");
  const both = `${text}\n${text.replace(/(?<=\b\w) (?=\w\b)/g, "")}`;
  return (
    /\bfor\s?sale\b/i.test(both) &&
    !/\b(?:for\s?lease|or\s+lease|sale\s*\/\s*lease|lease\s?rate|suites?|sublease)\b/i.test(both)
  );
}

export function brochureFacts(lines: string[]): Candidate {
  const text = lines.join("\n");
  const labelled = textFacts(lines);
  const merged: Candidate = { ...sizeFacts(lines), ...rentFacts(text), ...patternFacts(text) };
  // A bare 'N SF' tile is the space offered, not the building: a labelled building size needs its word.
  if (labelled.building_size_sf) {
    const digits = String(labelled.building_size_sf);
    const at = lines.findIndex((l) => l.replace(/[^\d]/g, "").includes(digits));
    // The figure's own line, or the label line above it ('BUILDING SIZE' / '8,400 SF').
    if (
      at < 0 ||
      !(
        BUILDING.test(lines[at]) ||
        (/^\s*[\d,.±~]+\s*(?:sf|sq)/i.test(lines[at]) && BUILDING.test(lines[at - 1] ?? ""))
      )
    ) {
      labelled.building_size_sf = undefined;
    }
  }
  // Labels are more precise than patterns: they win where both speak.
  for (const [k, v] of Object.entries(labelled)) {
    if (v !== null && v !== undefined) (merged as Record<string, unknown>)[k] = v;
  }
  if (labelled.building_size_sf && merged.available_sf === labelled.building_size_sf && !labelled.available_sf) {
    merged.available_sf = null;
  }
  if (/\bacres?\s+land\b|\bland\b.*\bacres?\b/i.test(text) && !merged.property_type) merged.property_type = "land";
  // The whole building offered ('free standing building', 'full-building leasing'): its size is the space's.
  if (
    !merged.building_size_sf &&
    merged.available_sf &&
    /\b(?:free[\s-]?standing|full[\s-]building|entire building|whole building)\b/i.test(text) &&
    !/\bsuites?\b/i.test(text)
  )
    merged.building_size_sf = merged.available_sf;
  // A building for lease with no suites and no space figure is let whole: the space offered is the building.
  // A building only for sale offers no space: the building's figure printed twice is not a space.
  const forLease = /\b(?:for|sale\s*\/\s*)lease\b/i.test(text);
  if (!merged.available_sf && merged.building_size_sf && forLease && !/\bsuites?\b/i.test(text))
    merged.available_sf = merged.building_size_sf;
  if (!forLease && /\bfor sale\b/i.test(text) && merged.available_sf && merged.available_sf === merged.building_size_sf)
    merged.available_sf = null;
  return merged;
}
