// Brochure text → properties. Street-address anchors identify the properties; the lines around each anchor
// (its page when the page names one property, else its column block) give its facts; the flyer's broker
// contacts apply to every property. A sheet that lists several suites of one building gives one property
// per suite.
import { type Candidate, mergeCandidates } from "#server/analysis/listing/candidate.ts";
import { brochureFacts, headingType, isFactLine, saleOnly } from "#server/analysis/property-pdf/brochure-facts.ts";
import { cardContacts, extractContacts, withCards } from "#server/analysis/property-pdf/brochure-contacts.ts";
import {
  cityStateLine,
  normaliseKey,
  type StreetAnchor,
  streetAnchor,
} from "#server/analysis/property-pdf/brochure-address.ts";
import type { ExtractedProperty } from "#shared/contract/property-extraction.ts";

export type BrochureOptions = {
  fileName?: string;
  /** Column blocks per page (from pdf-layout), for multi-column sheets. */
  blocks?: string[][][];
};

type Found = { anchor: StreetAnchor; key: string; line: number; title: string | null };
type Segment = { anchor: StreetAnchor; key: string; lines: string[]; title: string | null };

const CONTACT = /@|\b(?:T|Tel|Phone|Fax|F)\b[:.]?\s*\(?\d{3}|\d{3}[\s.-]\d{3}[\s.-]\d{4}/i;
const OWNER_LINE =
  /owner|manager|headquarters|corporate office|managed by|mailing|architect|engineer|design associates|prepared by|interiors|planning|surveyor/i;

const cells = (line: string) => line.split(/\s{2,}|\t/).filter(Boolean);

/** A building's own name printed just above its address ('Meridian Plaza'), not a heading or a label. */
function buildingName(line: string | undefined): string | null {
  const t = (line ?? "").trim();
  if (t.length < 4 || t.length > 50 || /\d/.test(t) || /[:|@$,]/.test(t) || cityStateLine(t)) return null;
  if (
    /\b(for (sale|lease)|available|portfolio|space|investment|offering|class|flyer|brochure|plan|floor|suite|contact|properties|listing|opportunity|photos?)\b/i.test(
      t,
    )
  ) {
    return null;
  }
  // An all-caps type heading ('INDUSTRIAL WAREHOUSE') is not a name; 'Lakeside Medical Pavilion' is.
  if (
    t === t.toUpperCase() &&
    /\b(office|industrial|retail|medical|flex|land|warehouse|property|multifamily)\b/i.test(t)
  )
    return null;
  if (/^(building|bldg|unit|lot|parcel|phase|tower)\s+\w{1,3}$/i.test(t)) return null;
  const words = t.split(/\s+/);
  if (words.length > 6 || !words.every((w) => /^[A-Z&]/.test(w) || /^(of|at|the|on|and|de|la)$/.test(w))) return null;
  return t === t.toUpperCase()
    ? t.toLowerCase().replace(/(^|\s)([a-z])/g, (_m, sp: string, c: string) => sp + c.toUpperCase())
    : t;
}

function anchorsIn(lines: string[]): Found[] {
  const out: Found[] = [];
  lines.forEach((line, i) => {
    // The landlord's or broker's office address: on a line with a phone/e-mail, or followed by one.
    if (OWNER_LINE.test(line) || OWNER_LINE.test(lines[i - 1] ?? "")) return;
    const row = cells(line);
    const nextRow = cells(lines[i + 1] ?? "");
    row.forEach((cell, c) => {
      // On a line of several columns only the address's own column counts: a title block beside a column of
      // broker contacts ('136 OAK AVE.' | 'jdoe@firm.example') is still the property.
      const near =
        row.length > 1 ? [cell, nextRow.length === row.length ? nextRow[c] : ""] : [line, lines[i + 1] ?? ""];
      if (CONTACT.test(near.join(" "))) return;
      const a = streetAnchor(cell);
      if (!a) return;
      // 'City, ST' on one of the next two lines (a building name may sit between), in the same column.
      for (const next of [lines[i + 1], lines[i + 2]]) {
        if (a.city || !next || streetAnchor(next)) break;
        const nextCells = cells(next);
        const cs = cityStateLine(nextCells.length === row.length ? nextCells[c] : next);
        if (cs) Object.assign(a, cs);
      }
      const above = i > 0 ? cells(lines[i - 1]) : [];
      const title = buildingName(above.length === row.length ? above[c] : lines[i - 1]);
      out.push({ anchor: a, key: normaliseKey(a.street, a.suite), line: i, title });
    });
  });
  return out;
}

/** Splits a column of entries into one segment per anchor; facts sit above or below the address. */
function splitByAnchors(lines: string[], found: Found[]): Segment[] {
  if (found.length === 0) return [];
  const end = (f: Found) =>
    f.line +
    (f.anchor.city && !streetAnchor(lines[f.line + 1] ?? "") && cityStateLine(lines[f.line + 1] ?? "") ? 1 : 0);
  let above = 0;
  let below = 0;
  for (const f of found) {
    if (isFactLine(lines[f.line - 1] ?? "") && !streetAnchor(lines[f.line - 1] ?? "")) above++;
    if (isFactLine(lines[end(f) + 1] ?? "") && !streetAnchor(lines[end(f) + 1] ?? "")) below++;
  }
  const segs: Segment[] = [];
  found.forEach((f, k) => {
    const own = lines.slice(f.line, end(f) + 1);
    if (above > below) {
      // Fact lines directly above the address belong to it.
      let i = f.line - 1;
      const prevEnd = k > 0 ? end(found[k - 1]) : -1;
      while (i > prevEnd && isFactLine(lines[i])) own.unshift(lines[i--]);
    } else {
      const stop = k + 1 < found.length ? found[k + 1].line : lines.length;
      own.push(...lines.slice(end(f) + 1, stop));
    }
    segs.push({ anchor: f.anchor, key: f.key, lines: own, title: f.title });
  });
  return segs;
}

function hasFacts(c: Candidate): boolean {
  return Boolean(c.available_sf || c.building_size_sf || c.asking_price || c.rent || c.lot_size_acres);
}

function toProperty(
  anchor: StreetAnchor,
  facts: Candidate,
  extra: Candidate,
  title: string | null = null,
): ExtractedProperty {
  const floor = anchor.floor ? `Floor ${anchor.floor}` : null;
  const suite = anchor.suite ? `Suite ${anchor.suite}` : null;
  const cityLine = [anchor.city, [anchor.state, anchor.postal_code].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const p = mergeCandidates(
    {
      name: [title ?? anchor.street, suite].filter(Boolean).join(" - "),
      building_name: title,
      street_address: anchor.street,
      suite: anchor.suite,
      city: anchor.city,
      state: anchor.state,
      postal_code: anchor.postal_code,
      country: anchor.state ? "US" : null,
      full_address: [anchor.street, floor, suite, cityLine || null].filter(Boolean).join(", "),
    },
    facts,
    extra,
  );
  // Nothing named but a lot with no building on it ('a 5,824 SF paved parking lot'): land.
  if (!p.property_type && p.lot_size_sf && !p.building_size_sf) p.property_type = "land";
  if (p.lot_size_acres && !p.lot_size_sf) p.lot_size_sf = Math.round(p.lot_size_acres * 43_560);
  // No kind named: a clear height with dock or drive-in doors is an industrial building's spec sheet.
  if (!p.property_type && p.clear_height_ft && (p.dock_doors || p.drive_in_doors)) p.property_type = "industrial";
  return p;
}

/** One property per suite when a single building's sheet lists several suites with their sizes. */
function suiteRows(anchor: StreetAnchor, lines: string[]): { anchor: StreetAnchor; lines: string[] }[] {
  const rows: { anchor: StreetAnchor; lines: string[] }[] = [];
  for (const l of lines) {
    const m = /\b(?:Suite|Ste\.?|Unit|Space)\s*#?\s*([A-Z0-9][A-Z0-9-]*)\b/i.exec(l);
    if (m && isFactLine(l) && !streetAnchor(l)) rows.push({ anchor: { ...anchor, suite: m[1] }, lines: [l] });
  }
  const distinct = new Set(rows.map((r) => r.anchor.suite));
  return distinct.size >= 2 && distinct.size === rows.length ? rows : [];
}

/** Joins a house number printed on its own line to the street name under it ('7100' / 'AIRLINE DR'). */
function joinSplitNumbers(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const next = lines[i + 1];
    if (/^\d{1,6}$/.test(lines[i]) && next && !streetAnchor(next) && streetAnchor(`${lines[i]} ${next}`)?.index === 0) {
      out.push(`${lines[i]} ${next}`);
      i++;
    } else out.push(lines[i]);
  }
  return out;
}

export function parseBrochureText(pages: string[], opts: BrochureOptions = {}): ExtractedProperty[] {
  const found = propertiesOf(pages, opts);
  // One building only for sale offers no space: its size is the building's, not a space available. (A sale
  // portfolio of net-leased buildings keeps each building's leasable area.)
  return found.length === 1 && saleOnly(pages) ? [{ ...found[0], available_sf: null }] : found;
}

function propertiesOf(pages: string[], opts: BrochureOptions): ExtractedProperty[] {
  const pageLines = pages.map((p) =>
    joinSplitNumbers(
      p
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  );
  const allLines = pageLines.flat();
  const brokers = withCards(extractContacts(allLines.join("\n")), cardContacts((opts.blocks ?? []).flat()));
  const docType = headingType(allLines);
  const extra: Candidate = { brokers, ...docType };

  const perPage = pageLines.map(anchorsIn);
  const keys = new Set(perPage.flat().map((f) => f.key));
  if (keys.size === 0) return [];

  if (keys.size === 1) {
    const first = perPage.flat()[0];
    const title = perPage.flat().find((f) => f.title)?.title ?? null;
    // The column blocks read stacked 'LABEL' / 'value' pairs that a wide line would mix with the next column.
    const blockLines = (opts.blocks ?? []).flatMap((page) => page.flatMap((b) => [...b, ""])).filter(Boolean);
    const docFacts = mergeCandidates(brochureFacts(allLines), blockLines.length ? brochureFacts(blockLines) : null);
    const rows = suiteRows(first.anchor, allLines);
    if (rows.length) {
      // Each suite's own size; the building's rent, year and parking apply to all of them.
      const shared = { ...docFacts, available_sf: null };
      return rows.map((r) => toProperty(r.anchor, mergeCandidates(brochureFacts(r.lines), shared), extra, title));
    }
    return [toProperty(first.anchor, docFacts, extra, title)];
  }

  const segments: Segment[] = [];
  pageLines.forEach((lines, p) => {
    const found = perPage[p];
    if (found.length === 0) return;
    if (new Set(found.map((f) => f.key)).size === 1) {
      segments.push({ anchor: found[0].anchor, key: found[0].key, lines, title: found[0].title });
      return;
    }
    const blocks = opts.blocks?.[p];
    if (blocks?.length) {
      for (const b of blocks) segments.push(...splitByAnchors(b, anchorsIn(b)));
    } else segments.push(...splitByAnchors(lines, found));
  });

  const byKey = new Map<string, { anchor: StreetAnchor; facts: Candidate; title: string | null }>();
  for (const s of segments) {
    const facts = brochureFacts(s.lines);
    const prev = byKey.get(s.key);
    if (!prev) byKey.set(s.key, { anchor: s.anchor, facts, title: s.title });
    else {
      prev.facts = mergeCandidates(prev.facts, facts);
      if (!prev.anchor.city && s.anchor.city) prev.anchor = s.anchor;
      prev.title ??= s.title;
    }
  }
  const withFacts = [...byKey.values()].filter((v) => hasFacts(v.facts));
  const chosen = withFacts.length ? withFacts : [...byKey.values()].slice(0, 1);
  return chosen.map((v) => toProperty(v.anchor, v.facts, extra, v.title));
}
