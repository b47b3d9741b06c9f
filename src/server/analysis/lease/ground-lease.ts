// Ground leases (land for a solar or wind farm, a pad site): how much land, which tax parcels, the rent per acre
// and the development period that runs before the operating term. Each value cites where it was read; a lease
// that does not state one leaves it null.
import type { LeaseField } from "#shared/contract/lease-abstract.ts";
import type { LeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { COUNT_RE, clean, parseDurationMonths, parseMoney } from "#server/analysis/lease/parse-values.ts";

export type GroundFields = {
  acreage: LeaseField | null;
  parcelNumbers: LeaseField | null;
  rentPerAcre: LeaseField | null;
  developmentPeriod: LeaseField | null;
};

function cited(doc: LeaseDoc, value: string, normalized: string | number | null, start: number, end: number) {
  return { value, normalized, page: doc.pageAt(start), snippet: doc.snippet(start, end), confidence: 0.75 };
}

// "approximately 18.25 acre tract", "27.5 acres of land", "60 +/- acres", "(±9.8 acres)".
const ACRES =
  /(?<![\w.$])(\d{1,3}(?:,\d{3})*(?:\.\d+)?)\s*(?:\+\/-|±|\(\s*\+\/-\s*\))?\s*(?:gross\s+|net\s+|usable\s+)?acres?\b/gi;

function acreage(doc: LeaseDoc): LeaseField | null {
  // The land leased is described early (premises / property clause); acreage in an exhibit or a rent formula
  // ("$1,000 per acre") is not the size of the land.
  for (const m of doc.text.matchAll(ACRES)) {
    const at = m.index ?? 0;
    const before = doc.text.slice(Math.max(0, at - 12), at);
    if (/per\s*$|\$\s*$/i.test(before)) continue;
    const n = Number(m[1].replace(/,/g, ""));
    if (!(n > 0)) continue;
    return cited(doc, `${m[1]} acres`, n, at, at + m[0].length);
  }
  return null;
}

// "Tax Parcel Nos. 12-034-001 and 12-034-002", "APN: 123-456-78", "Parcel ID 0401-22-3", "Map/Block/Lot 029-018D".
const PARCEL_LABEL =
  /\b(?:(?:tax\s+)?parcel\s+(?:identification\s+)?(?:nos?\.?|numbers?|ids?|#)|APNs?|PINs?|tax\s+map\s+(?:nos?\.?|numbers?)|Map\s*\/?\s*Block\s*\/?\s*Lot\s*#?|Assessor'?s?\s+Parcel\s+(?:Nos?\.?|Numbers?))\s*[:#.]?\s*/gi;
const PARCEL_ID = /^[A-Z0-9]{1,6}(?:[-.][A-Z0-9]{1,8}){1,5}\b|^\d{6,14}\b/i;

function parcelNumbers(doc: LeaseDoc): LeaseField | null {
  for (const m of doc.text.matchAll(PARCEL_LABEL)) {
    const start = (m.index ?? 0) + m[0].length;
    let rest = doc.text.slice(start, start + 300);
    const ids: string[] = [];
    for (;;) {
      const id = PARCEL_ID.exec(rest);
      if (!id) break;
      ids.push(id[0]);
      rest = rest.slice(id[0].length);
      const sep = /^\s*(?:,\s*(?:and\s+)?|and\s+|&\s*|;\s*)/i.exec(rest);
      if (!sep) break;
      rest = rest.slice(sep[0].length);
    }
    if (!ids.length) continue;
    return cited(doc, ids.join(", "), ids.join(", "), m.index ?? 0, start + ids.join(", ").length + 10);
  }
  return null;
}

function rentPerAcre(doc: LeaseDoc): LeaseField | null {
  const re =
    /(\$\s?\d[\d,]*(?:\.\d{1,2})?)\)?\s*(?:\([^)]{0,20}\)\s*)?(?:per|\/|for\s+each)\s*(?:usable\s+|gross\s+)?acre\b/gi;
  for (const m of doc.text.matchAll(re)) {
    const n = parseMoney(m[1]);
    if (n === null || n <= 0) continue;
    const at = m.index ?? 0;
    return cited(doc, clean(m[0]), n, at, at + m[0].length);
  }
  return null;
}

const PERIOD_NAME = String.raw`(?:Development|Construction|Option|Feasibility|Pre-?Construction)\s+(?:Period|Term)`;

function developmentPeriod(doc: LeaseDoc): LeaseField | null {
  // 'a period of eighteen (18) months (the "Development Period")', 'not longer than 30 months (the "Build
  // Period")', '"Development Period" means the period of up to five (5) years …'.
  const before = new RegExp(
    String.raw`(${COUNT_RE}\s*(?:\(\s*\d+\s*\)\s*)?(?:years?|months?))[^.()]{0,80}?\(\s*(?:the\s+)?"(${PERIOD_NAME})"`,
    "gi",
  );
  const after = new RegExp(
    String.raw`"(${PERIOD_NAME})"\s+(?:means|shall\s+mean|is)\s+[^.]{0,160}?(${COUNT_RE}\s*(?:\(\s*\d+\s*\)\s*)?(?:years?|months?))`,
    "gi",
  );
  // "The Development Period shall last eighteen (18) months", "the Option Term runs up to 4 years".
  const stated = new RegExp(
    String.raw`\b(${PERIOD_NAME})\s+(?:shall\s+(?:be|last|run|continue|extend)|is|will\s+be)\s+(?:for\s+)?(?:a\s+(?:period|term)\s+of\s+)?(?:up\s+to\s+|not\s+(?:to\s+)?(?:more\s+than|exceed)\s+)?(${COUNT_RE}\s*(?:\(\s*\d+\s*\)\s*)?(?:years?|months?))`,
    "gi",
  );
  for (const re of [before, after, stated]) {
    for (const m of doc.text.matchAll(re)) {
      const duration = re === before ? m[1] : m[2];
      const months = parseDurationMonths(duration);
      if (months === null) continue;
      const at = m.index ?? 0;
      const name = re === before ? m[2] : m[1];
      return cited(doc, `${clean(name)}: ${clean(duration)}`, months, at, at + m[0].length);
    }
  }
  return null;
}

export function extractGroundFields(doc: LeaseDoc): GroundFields {
  const acres = acreage(doc);
  const perAcre = rentPerAcre(doc);
  // Acreage alone can describe a parking field; with no other land term the lease is not read as a ground lease.
  const parcels = parcelNumbers(doc);
  const development = developmentPeriod(doc);
  const isGround = Boolean(
    perAcre || parcels || development || /\bground\s+lease\b|\bland\s+lease\b/i.test(doc.text.slice(0, 5000)),
  );
  return {
    acreage: isGround ? acres : null,
    parcelNumbers: parcels,
    rentPerAcre: perAcre,
    developmentPeriod: development,
  };
}
