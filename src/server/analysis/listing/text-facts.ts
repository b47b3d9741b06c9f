// Facts from the visible text of a page (or a PDF's text): 'Label value' on one line, 'Label' then the
// value on the next line, and the stat-tile layout where the value comes first ('1,698' then 'Square Feet').
// Labels are generic real-estate wording, never one site's layout.
import { isIntersection, looksLikeStreet, parseUsAddress } from "#server/analysis/listing/address.ts";
import type { Candidate } from "#server/analysis/listing/candidate.ts";
import { INTL_AREA, INTL_PRICE, INTL_TYPE, INTL_YEAR, type OfferKind } from "#server/analysis/listing/intl-labels.ts";
import { mapPropertyType } from "#server/analysis/listing/property-types.ts";
import { ACRE_SF, areaUnit, parseMoney, parseNumber, parseYear } from "#server/analysis/listing/values.ts";

type Field =
  | "price"
  | "rent"
  | "size"
  | "available"
  | "lot"
  | "acres"
  | "year"
  | "units"
  | "type"
  | "clear"
  | "docks"
  | "drivein"
  | "parking"
  | "address";

/** Label → field. A label is the whole line (or the line's start before a tab/colon). */
const LABELS: [RegExp, Field][] = [
  [INTL_PRICE, "price"],
  [INTL_AREA, "size"],
  [INTL_YEAR, "year"],
  [INTL_TYPE, "type"],
  [/^(?:asking|list(?:ing)?|sale|suggested list|recommended list|offering|purchase|sales|guide)? ?price$/i, "price"],
  // A card's status line over its figure ('For sale' / '£4,750,000'); 'To let' over a figure is a rent (below).
  [/^for sale$/i, "price"],
  // UK and Irish agents: 'Offers in excess of £9,000,000', 'Offers Around £445,000', 'Value: £17,075,000'.
  [
    /^(?:offers?(?: (?:around|over|in excess of|in the region of))?|o\.?i\.?e\.?o\.?|o\.?i\.?r\.?o\.?|value)$/i,
    "price",
  ],
  [/^(?:asking|base|quoted)? ?(?:rent(?:al)?(?: rate)?|lease rate)$|^to let$/i, "rent"],
  [
    /^(?:building|gross building|rentable building|total building|gross leasable|net rentable|total|rentable|gross|living)? ?(?:size|sf|sq\.? ?ft\.?|square (?:feet|footage)|area|gba|rba|gla|nra)$/i,
    "size",
  ],
  [/^(?:space )?available(?: space| sf| area| sq\.? ?ft\.?)?$|^(?:total )?(?:space|sf) available$/i, "available"],
  [/^(?:lot|land|site|parcel) ?(?:size|area)?$/i, "lot"],
  [/^acres?|acreage$/i, "acres"],
  [/^year (?:built|constructed)$|^built$/i, "year"],
  [/^(?:number of |no\.? of |# of |total )?units$|^unit count$/i, "units"],
  [/^(?:property|building|asset|space) ?(?:type|use|subtype)$/i, "type"],
  [/^(?:clear|ceiling|min(?:imum)? clear) ?(?:height|heights)$/i, "clear"],
  [/^(?:dock(?: high)?(?: doors| positions)?|loading docks?|docks)$/i, "docks"],
  [/^(?:drive[- ]in|grade[- ]level)(?: doors)?$/i, "drivein"],
  [/^parking(?: spaces| ratio)?$/i, "parking"],
  [/^(?:property |street |site )?address$|^location$/i, "address"],
];

/** Labels that name a unit (a stat tile '1,698' / 'Square Feet'): their value comes before them. */
const UNIT_LABEL = /^(units|square feet|sf|sq\.? ?ft\.?|acres?|year built|stories|buildings)$/i;

const UNIT_LINE = /^(?:sq\.? ?ft\.?|sf|square (?:feet|foot)|sq\.? ?m\.?|sqm|m²|m2|square met(?:re|er)s?|acres?)$/i;

/** A currency printed on its own line under the figure ('290 000' / 'zł'). */
const MONEY_LINE = /^(?:zł|pln|eur|€|chf|czk|kč|gbp|£|usd|\$)$/i;

const BARE_VALUE = /^[$€£]?\s?[±~]?\d[\d,.\s]*(?:[kKmM]\b)?(?:\s?(?:sf|sq\.? ?ft\.?|acres?|%))?$/i;

function labelOf(s: string): Field | null {
  const t = s.replace(/[:：]\s*$/, "").trim();
  if (t.length > 40) return null;
  for (const [re, f] of LABELS) if (re.test(t)) return f;
  return null;
}

type Hit = { field: Field; value: string; label: string };

/** Label/value pairs in reading order. */
export function labelledValues(lines: string[]): Hit[] {
  const hits: Hit[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // 'Label<TAB>value' or 'Label: value'
    const split = /^([^\t:]{2,40}?)(?:\t|:\s*|\s{2,})(.+)$/.exec(line);
    if (split) {
      const f = labelOf(split[1]);
      if (f) {
        hits.push({ field: f, value: split[2].trim(), label: split[1].trim() });
        continue;
      }
    }
    // '20 Units', '24,330 Square Feet', '1972 Year Built': a value then a unit label on one line
    const tile = /^([$]?[±~]?\d[\d,.]*)\s+(.{2,20})$/.exec(line);
    if (tile && UNIT_LABEL.test(tile[2].trim())) {
      const f = labelOf(tile[2]) ?? (/acre/i.test(tile[2]) ? "acres" : null);
      if (f) {
        hits.push({ field: f, value: `${tile[1]} ${tile[2]}`, label: tile[2] });
        continue;
      }
    }
    // 'Price $7,850,000' / 'Year Built 2001' / 'Property Type Industrial': label then value, one space apart.
    const words = line.split(" ");
    let inline: Hit | null = null;
    for (let k = Math.min(5, words.length - 1); k >= 1 && !inline; k--) {
      const f = labelOf(words.slice(0, k).join(" "));
      const rest = words.slice(k).join(" ");
      if (f && (/^[$€£±~]?\s?\d/.test(rest) || ((f === "type" || f === "address") && rest.length < 60))) {
        inline = { field: f, value: rest, label: words.slice(0, k).join(" ") };
      }
    }
    if (inline) {
      hits.push(inline);
      continue;
    }
    const f = labelOf(line);
    if (!f) continue;
    const prev = lines[i - 1] ?? "";
    const next = lines[i + 1] ?? "";
    const valueFirst = UNIT_LABEL.test(line.trim()) && BARE_VALUE.test(prev.trim());
    if (valueFirst) hits.push({ field: f, value: `${prev} ${line}`, label: line });
    else if (next && !labelOf(next)) {
      // 'Size' / '69,244' / 'Sq Ft': a tile whose unit sits on its own line under the figure.
      const unit = lines[i + 2]?.trim() ?? "";
      const value =
        BARE_VALUE.test(next.trim()) && (UNIT_LINE.test(unit) || MONEY_LINE.test(unit)) ? `${next} ${unit}` : next;
      hits.push({ field: f, value, label: line });
    }
  }
  return hits;
}

/** An area value: square feet, square metres or acres by its unit; a metric label's bare figure is metres. */
function sizeValue(v: string, metricLabel = false): { sf: number | null; sqm: number | null; acres: number | null } {
  const n = parseNumber(v);
  if (n === null || n <= 0) return { sf: null, sqm: null, acres: null };
  const u = areaUnit(v) ?? (metricLabel ? "sqm" : null);
  if (u === "acres") return { sf: null, sqm: null, acres: n };
  if (u === "sqm") return { sf: null, sqm: n, acres: null };
  return { sf: n, sqm: null, acres: null };
}

function rentOf(v: string): Candidate {
  const n = parseMoney(v);
  if (!n) return {};
  const out: Candidate = { rent: n };
  if (/\/\s*(?:sf|sq|rsf|usf)|per (?:sf|square)|psf/i.test(v))
    // 'mo' as a word ('/SF/mo', 'per month'), never the start of 'Modified Gross'.
    out.rent_period = /\bmo(?:nth(?:ly)?)?\b|\/\s*mo\b/i.test(v) ? "sf_month" : "sf_year";
  else if (/\/\s*mo|month|monthly/i.test(v)) out.rent_period = "month";
  else if (/\/\s*yr|year|annual/i.test(v)) out.rent_period = "year";
  const rt = /\b(NNN|NN|FSG?|MG|IG|full service|modified gross|triple net|industrial gross)\b/i.exec(v)?.[1];
  if (rt) out.rent_type = rentTypeOf(rt);
  return out;
}

/** The currency a figure is printed in, when its sign names one ('$' alone is several countries' dollar). */
export function currencyOf(v: string): string | null {
  if (/£|\bGBP\b/i.test(v)) return "GBP";
  if (/€|\bEUR\b/i.test(v)) return "EUR";
  if (/\bUSD\b|US\$/i.test(v)) return "USD";
  if (/zł|\bPLN\b/i.test(v)) return "PLN";
  if (/\bCHF\b/i.test(v)) return "CHF";
  if (/Kč|\bCZK\b/i.test(v)) return "CZK";
  return null;
}

export function rentTypeOf(s: string): Candidate["rent_type"] {
  const t = s.toLowerCase();
  if (/nnn|triple net/.test(t)) return "NNN";
  if (/^nn$/.test(t)) return "NN";
  if (/^fsg?$|full service/.test(t)) return "FS";
  if (/^mg$|modified gross/.test(t)) return "MG";
  if (/^ig$|industrial gross/.test(t)) return "IG";
  return null;
}

/** US address in the text: a labelled one, else the first 'street / City, ST 12345' (one or two lines). */
/**
 * '301 Maple Ave Springfield IL 62701': an address whose parts were separate elements (spans, cells) and so lost
 * their commas. The street ends at its suffix; the state and ZIP close it.
 */
const NO_COMMAS =
  /^(\d+[A-Za-z]?(?:-\d+)?\s+.*?\b(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Pkwy|Parkway|Ct|Court|Pl|Place|Hwy|Highway|Cir|Circle|Ter|Terrace|Plaza|Pike|Trail)\.?(?:\s+(?:Suite|Ste\.?|Unit|#)\s*[\w-]+)?)\s+([A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){0,2})\s+([A-Z]{2})\s+(\d{5})(?:-\d{4})?$/;

export function findUsAddress(lines: string[]): Candidate | null {
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]
      .replace(/\t/g, " ")
      .replace(/\s+[·•]\s+/g, ", ")
      .replace(/\s+,/g, ",")
      .replace(NO_COMMAS, "$1, $2, $3 $4");
    // A title such as '12 Main St, Dover, DE 19901 - Office for Lease | Portal' holds it in one part.
    for (const part of [l, ...l.split(/\s+[|–—-]\s+|\s*\|\s*/)]) {
      const one = parseUsAddress(part);
      if (one?.street_address && looksLikeStreet(one.street_address) && one.postal_code) return one;
      // A corner ('Hwy 99 & Elm Rd, Fresno, CA'): the roads name the place, with or without a ZIP.
      if (one?.street_address && one.city && isIntersection(one.street_address)) return one;
    }
    if (looksLikeStreet(l) && lines[i + 1]) {
      const two = parseUsAddress(`${l}, ${lines[i + 1]}`);
      if (two?.street_address && two.postal_code) return two;
      // The ZIP's element on a line of its own under 'street city state'.
      const zip = /^\d{5}(?:-\d{4})?$/.test(lines[i + 1].trim())
        ? parseUsAddress(`${l} ${lines[i + 1].trim()}`.replace(NO_COMMAS, "$1, $2, $3 $4"))
        : null;
      if (zip?.street_address && zip.postal_code) return zip;
    }
  }
  return null;
}

/**
 * Labelled facts of a page's or card's lines. On a page that offers the property for rent (`kind`), the figure
 * under a price label is the rent ('Cena' / '2 800 zł' on a flat to let), of any size.
 */
export function textFacts(lines: string[], kind: OfferKind = null): Candidate {
  const c: Candidate = {};
  const set = <K extends keyof Candidate>(k: K, v: Candidate[K] | null | undefined) => {
    if (v !== null && v !== undefined && (c[k] === undefined || c[k] === null)) c[k] = v;
  };
  for (const h of labelledValues(lines)) {
    const v = h.value;
    switch (h.field) {
      case "price": {
        // Under a label in another language '320.000 €' groups thousands with a dot.
        const euro =
          INTL_PRICE.test(h.label.replace(/[:：]\s*$/, "").trim()) && /^\D*\d{1,3}(?:\.\d{3})+(?!\d|,)/.test(v);
        const p = parseMoney(euro ? v.replace(/(\d)\.(?=\d{3})/g, "$1") : v);
        if (kind === "rent") {
          if (p && currencyOf(v)) {
            set("rent", p);
            set("currency", currencyOf(v));
          }
          break;
        }
        const money = /[$£€]|usd|gbp|eur|zł|pln|chf|\d{1,3}(,\d{3})+|\d{1,3}(?:[ \u00a0]\d{3})+/i;
        // A price per area ('8 923 zł/m²', '$250/SF') or per month is no asking price.
        if (p && p >= 10_000 && money.test(v) && !/\/\s*(sf|unit|mo|m²|m2|m\b)|per /i.test(v)) {
          set("asking_price", p);
          set("currency", currencyOf(v));
        }
        break;
      }
      case "rent":
        for (const [k, x] of Object.entries(rentOf(v))) set(k as keyof Candidate, x as never);
        set("currency", currencyOf(v));
        break;
      case "size": {
        const s = sizeValue(v, INTL_AREA.test(h.label.replace(/[:：]\s*$/, "").trim()));
        if (s.sf && s.sf >= 100) set("building_size_sf", s.sf);
        if (s.sqm) set("area_sqm", s.sqm);
        // 'Size: c. 0.410 acres' is land offered by its area, not a building's size.
        if (s.acres) set("lot_size_acres", s.acres);
        break;
      }
      case "available": {
        const s = sizeValue(v);
        if (s.sf && s.sf >= 50) set("available_sf", s.sf);
        break;
      }
      case "lot":
      case "acres": {
        // '2,699 SF (0.06 Acres)': both figures are stated; 'Lot 0.411 Acres'; 'Acres' tile '1.11'.
        const sf = /([\d.,]+)\s*(?:sf|sq\.?\s*ft|square feet)\b/i.exec(v);
        const acres = /([\d.,]+)\s*(?:acres?|ac)\b/i.exec(v);
        if (sf) set("lot_size_sf", parseNumber(sf[1]));
        if (acres) set("lot_size_acres", parseNumber(acres[1]));
        if (!sf && !acres && h.field === "acres") set("lot_size_acres", parseNumber(v));
        break;
      }
      case "year":
        set("year_built", parseYear(v));
        break;
      case "units": {
        const n = parseNumber(v);
        if (n && Number.isInteger(n) && n < 10_000) set("units", n);
        break;
      }
      case "type":
        if (v.length < 60) {
          set("property_type_label", v);
          // 'Creative Office / Mixed-Use': the first kind named is the property's.
          const first = v.split(/\s*[/,&]\s*|\s+and\s+/).find((part) => mapPropertyType(part));
          set("property_type", mapPropertyType(first ?? v));
        }
        break;
      case "clear": {
        const n = parseNumber(v);
        if (n && n < 200) set("clear_height_ft", n);
        break;
      }
      case "docks": {
        const n = parseNumber(v);
        if (n !== null && Number.isInteger(n) && n < 500) set("dock_doors", n);
        break;
      }
      case "drivein": {
        const n = parseNumber(v);
        if (n !== null && Number.isInteger(n) && n < 500) set("drive_in_doors", n);
        break;
      }
      case "parking": {
        const ratio = /([\d.]+)\s*(?:\/|per)\s*1,?000/i.exec(v);
        if (ratio) set("parking_ratio", parseNumber(ratio[1]));
        else {
          const n = parseNumber(v);
          if (n && Number.isInteger(n)) set("parking_spaces", n);
        }
        break;
      }
      case "address": {
        const us = parseUsAddress(v);
        if (us) for (const [k, x] of Object.entries(us)) set(k as keyof Candidate, x as never);
        break;
      }
    }
  }
  if (c.rent === undefined) {
    // A figure with its period and no label ('$2,500/mo', '$18.50/SF/yr') is a rent: a sale price has no period.
    const line = lines.find((l) => RENT_LINE.test(l.trim()));
    if (line) for (const [k, x] of Object.entries(rentOf(line))) set(k as keyof Candidate, x as never);
  }
  if (c.lot_size_acres && !c.lot_size_sf) c.lot_size_sf = Math.round(c.lot_size_acres * ACRE_SF);
  return c;
}

const RENT_LINE =
  /^(?:from\s+)?[$£€]\s?\d[\d,.]*\s*(?:\/\s*(?:sf|sq\.?\s?ft|rsf)\s*)?(?:\/\s*(?:mo|month|yr|year)|per\s+(?:month|year|annum|sf(?:\s*\/\s*(?:yr|year|mo))?))\b.{0,20}$/i;
