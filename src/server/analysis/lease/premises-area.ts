// Rentable and usable area: labelled entries, premises definitions, totals over floors, form lines and
// rent formulas.
import { entriesFor, type LeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { C_INFER, C_LABEL, C_PROSE, entryField, field, firstSentence } from "#server/analysis/lease/lease-field.ts";
import { clean, MONEY_RE, parseArea, toNumber } from "#server/analysis/lease/parse-values.ts";
import type { LeaseField } from "#shared/contract/lease-abstract.ts";

// "11,700", "11, 032" (a comma split by the text layer) or "5000".
const AREA_NUM = String.raw`(\d{1,3}(?:,\s?\d{3})+|\d{3,7})`;
const SQFT = String.raw`(?:square\s+(?:feet|foot)|sq\.?\s*ft\.?|SF\b|s\.f\.)`;

/** A total stated for the premises ("comprising in the aggregate … 43,214 rentable square feet"). */
function statedTotal(v: string, kind: "rentable" | "usable"): number | null {
  const m = new RegExp(
    String.raw`(?:total(?:ing|s)?|aggregate|in\s+all|collectively)\b[^.;]{0,80}?${AREA_NUM}\s*(?:${kind}\s+${SQFT}|${kind}\s+sq)`,
    "i",
  ).exec(v);
  return m ? toNumber(m[1]) : null;
}

/** The number tied to the wanted kind when an entry states both usable and rentable area. */
function areaOfKind(v: string, kind: "rentable" | "usable"): number | null {
  const total = statedTotal(v, kind);
  if (total) return total;
  const m = new RegExp(String.raw`${AREA_NUM}\s*(?:\)\s*)?${kind}\s+(?:${SQFT}|sq|area|feet)`, "i").exec(v);
  return m ? toNumber(m[1]) : null;
}

/**
 * "7,385 rentable square feet on the 9th floor and 2,205 rentable square feet on the 11th floor":
 * the premises spread over floors with no total stated is their sum. Only floor-tied parts add up.
 */
function floorSum(text: string, at: number): { n: number; end: number } | null {
  const part = new RegExp(
    String.raw`${AREA_NUM}\s+rentable\s+${SQFT}\s+(?:located\s+)?on\s+(?:the\s+|a\s+portion\s+of\s+the\s+)?[A-Za-z0-9()\-\s]{1,30}?floor`,
    "iy",
  );
  let pos = at;
  let sum = 0;
  let count = 0;
  for (;;) {
    part.lastIndex = pos;
    const m = part.exec(text);
    if (!m) break;
    sum += toNumber(m[1]) ?? 0;
    count++;
    const tail = /^[^.;\d]{0,60}?(?:,\s*|\s)(?:and\s+|plus\s+)?(?=\d)/.exec(text.slice(part.lastIndex));
    if (!tail) {
      pos = part.lastIndex;
      break;
    }
    pos = part.lastIndex + tail[0].length;
  }
  return count >= 2 ? { n: sum, end: pos } : null;
}

export function area(doc: LeaseDoc, kind: "rentable" | "usable"): LeaseField | null {
  const labels =
    kind === "rentable"
      ? /^(?:rentable area|floor area|floor area of (?:the )?premises|gross leasable area|leasable area|gla|rentable area of (?:the )?premises|rentable floor area(?: of (?:the )?premises)?|net rentable area|agreed rentable area|rentable square feet|rentable square footage|rsf|square footage|(?:demised )?premises square footage|premises area|area of premises|area|size of premises|leased space)$/
      : /^(?:usable area|usable square feet|usf)$/;
  for (const e of entriesFor(doc, labels)) {
    const v = clean(e.value);
    if (kind === "rentable" && /usable/i.test(v) && !/rentable/i.test(v)) continue;
    const a =
      (/usable/i.test(v) && /rentable/i.test(v) ? areaOfKind(v, kind) : null) ??
      parseArea(v) ??
      (/^\s*(?:approximately\s+)?\d[\d,]*(?:\.\d+)?\s*(?:$|[.;,(])/i.test(v)
        ? toNumber(/\d[\d,]*(?:\.\d+)?/.exec(v)?.[0] ?? "")
        : null);
    if (a && a >= 50) return entryField(doc, e, firstSentence(v).slice(0, 120), a);
  }
  if (kind === "rentable") {
    for (const e of entriesFor(doc, /^(?:premises|premises address|address of premises)$/)) {
      const v = clean(e.value);
      if (/usable/i.test(v) && !/rentable/i.test(v)) continue;
      if (/\bexcept(?:ing)?\s+(?:for\s+)?\d|\bnot\s+(?:being\s+)?(?:leased|included)/i.test(v)) continue;
      const a = /usable/i.test(v) ? areaOfKind(v, kind) : (floorSum(v, v.search(/\d/))?.n ?? parseArea(v));
      if (a && a >= 50) return entryField(doc, e, firstSentence(v).slice(0, 160), a, C_LABEL - 0.1);
    }
  }
  // Also look inside the premises entry ("… consisting of approximately 5,200 rentable square feet").
  const word = kind === "rentable" ? "rentable" : "usable";
  const re =
    kind === "rentable"
      ? /(\d{1,3}(?:,\d{3})+|\d{3,7})\s*(?:\)\s*)?(?:rentable\s+square\s+feet|square\s+feet\s+of\s+rentable\s+(?:area|space)|rentable\s+sq\.?\s*ft\.?|RSF\b|r\.s\.f\.|sq\.?\s*ft\.?\s+of\s+rentable|rentable\s+square\s+footage)|(?:rentable\s+(?:area|square\s+footage)\s+(?:of\s+(?:the\s+)?premises\s+)?(?:is|of|shall\s+be|equal\s+to|consisting\s+of|containing)\s+(?:approximately\s+)?)(\d{1,3}(?:,\d{3})+|\d{3,7})/gi
      : /(\d{1,3}(?:,\d{3})+|\d{3,7})\s*(?:\)\s*)?(?:usable\s+square\s+feet|square\s+feet\s+of\s+usable|usable\s+sq\.?\s*ft|USF\b)/gi;
  for (const m of doc.text.matchAll(re)) {
    const at = m.index ?? 0;
    const n = toNumber(m[1] ?? m[2]);
    if (!n || n < 50) continue;
    const ctx = doc.text.slice(Math.max(0, at - 150), at);
    if (/expansion|first offer|first refusal|offer space|must[- ]take/i.test(ctx)) continue;
    if (notTheDemise(doc.text, at, at + m[0].length)) continue;
    // A premises made of parts: a total stated later in the sentence wins, else floor parts add up.
    const sentence = doc.text.slice(at, at + 600).split(/\.(?=\s+[A-Z(])|;/)[0];
    const total = statedTotal(sentence, kind);
    if (total && total > n) return field(doc, m[0], total, at, at + sentence.length, C_PROSE);
    const floors = kind === "rentable" ? floorSum(doc.text, at) : null;
    if (floors) return field(doc, doc.text.slice(at, floors.end), floors.n, at, floors.end, C_PROSE - 0.05);
    return field(doc, m[0], n, at, at + m[0].length, C_PROSE);
  }
  if (kind === "rentable") {
    // A stipulated size: "the area of the Premises is agreed to be 24,600 square feet", "the Premises shall be deemed to contain".
    const stipulated = new RegExp(
      String.raw`(?:size|area)\s+of\s+the\s+(?:Building\s+|Leased\s+|Demised\s+)?Premises\s+(?:is|shall\s+be(?:\s+deemed\s+to\s+be)?)\s+(?:approximately\s+)?${AREA_NUM}\s+(?:rentable\s+)?${SQFT}|Premises\s+(?:shall\s+be\s+deemed\s+to|is\s+deemed\s+to)\s+(?:contain|consist\s+of)\s+(?:approximately\s+)?${AREA_NUM}\s+(?:rentable\s+)?${SQFT}`,
      "gi",
    );
    for (const m of doc.text.matchAll(stipulated)) {
      const at = m.index ?? 0;
      const n = toNumber(m[1] ?? m[2]);
      if (n && n >= 50) return field(doc, m[0], n, at, at + m[0].length, C_INFER + 0.15);
    }
    // The AIR form's premises line: "generally described as (describe briefly …): 8,615 SF of …",
    // "… (…) FREE STANDING SINGLE STORY 43,008 SQUARE FOOT BUILDING", "… APPROXIMATELY 85,336 SQ. FT.".
    const air = new RegExp(
      String.raw`generally\s*described\s+as\s*(?:\([^)]{0,200}\)\s*)?[:\-]?\s*(?:the\s+)?([A-Za-z][A-Za-z\s-]{0,40}?\s)?(?:approximately\s+|approx\.\s+|about\s+)?${AREA_NUM}\s*(?:rentable\s+)?${SQFT}`,
      "gi",
    );
    for (const m of doc.text.matchAll(air)) {
      if (m[1] && /\d|project|building\s+of|part\s+of/i.test(m[1])) continue;
      const at = m.index ?? 0;
      const n = toNumber(m[2]);
      if (n && n >= 50) return field(doc, m[0], n, at, at + m[0].length, C_INFER + 0.15);
    }
    // A rent formula: "$20/sq. ft. x 12,506 sq. ft." or "12,506 RSF x $20.00 per RSF".
    const formula = new RegExp(
      String.raw`${MONEY_RE}\s*(?:\/|per)\s*(?:rentable\s+)?(?:${SQFT}|RSF\b)\.?\s*[x×*]\s*${AREA_NUM}\s*(?:rentable\s+)?(?:${SQFT}|RSF\b)|${AREA_NUM}\s*(?:rentable\s+)?(?:${SQFT}|RSF\b)\.?\s*[x×*]\s*${MONEY_RE}`,
      "gi",
    );
    for (const m of doc.text.matchAll(formula)) {
      const n = toNumber(m[1] ?? m[2]);
      const at = m.index ?? 0;
      if (n && n >= 50) return field(doc, m[0], n, at, at + m[0].length, C_INFER + 0.1);
    }
    // The demise itself, when the lease never says "rentable": "Landlord hereby leases to Tenant that portion of
    // the Center containing approximately 24,300 square feet" (not the center's total stated before it).
    const demise = new RegExp(
      String.raw`(?:leases?|demises?|lets?)\s+(?:to\s+(?:the\s+)?(?:Tenant|Lessee)|unto\s+(?:the\s+)?(?:Tenant|Lessee))\b(?:[^.]{0,200}?(?:containing|consisting\s+of|comprising)|[^.\d]{0,40}?)\s+(?:approximately\s+|about\s+)?${AREA_NUM}\s+(?:square\s+feet|sq\.?\s*ft\.?|SF\b)`,
      "g",
    );
    for (const m of doc.text.matchAll(demise)) {
      if (/usable/i.test(m[0])) continue;
      const at = m.index ?? 0;
      return field(doc, m[0], toNumber(m[1]), at, at + m[0].length, C_INFER + 0.1);
    }
    // "containing approximately 5,000 square feet" in the premises definition.
    const re2 = new RegExp(
      String.raw`(?:premises|space)[^.]{0,160}?(?:containing|consisting\s+of|comprising|of|contains?|consists?\s+of|comprises?)\s+(?:approximately\s+|about\s+)?${AREA_NUM}\s+(?:approximate\s+)?(?:rentable\s+)?(?:square\s+feet|sq\.?\s*ft\.?|SF\b)`,
      "gi",
    );
    for (const m of doc.text.matchAll(re2)) {
      if (new RegExp(word === "rentable" ? "usable" : "rentable", "i").test(m[0])) continue;
      const at = m.index ?? 0;
      return field(doc, m[0], toNumber(m[1]), at, at + m[0].length, C_INFER + 0.1);
    }
  }
  return null;
}

/**
 * An area that is not the one leased: a threshold ("unless Tenant occupies at least 12,000 rentable square
 * feet", "4 spaces for each 1,000 rentable square feet"), an exclusion ("other than 2,900 sq. ft. … which is excluded from this lease") or, in a sublease, the prime
 * lease's premises that the sublease only carves a part out of (the "Subleased Premises" is the demise).
 */
export function notTheDemise(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 60), start);
  if (
    /(?:at\s+least|not\s+less\s+than|no\s+less\s+than|minimum\s+of|more\s+than|in\s+excess\s+of|fewer\s+than|up\s+to|except(?:ing)?\s+(?:for\s+)?|\bper\s+(?:each\s+)?|\bevery\s+|\bfor\s+each\s+)\s*(?:approximately\s+)?$/i.test(
      before,
    )
  )
    return true;
  if (
    /^[^.;]{0,120}\bnot\s+(?:being\s+)?(?:leased|included|part\s+of\s+the\s+Premises)/i.test(text.slice(end, end + 140))
  )
    return true;
  // The area a defined term names the building, project or center by ("a three-story building consisting of
  // approximately 300,000 rentable square feet (the “Building”)") is theirs, not the premises'.
  if (
    /^[^.;()]{0,40}\(\s*(?:the\s+|collectively,?\s+the\s+)?["“](?:Building|Project|Center|Shopping\s+Center|Complex|Park|Property|Land|Campus)["”]\s*\)/i.test(
      text.slice(end, end + 120),
    )
  )
    return true;
  // A sublease states the prime premises first ("the Demised Premises … consisting of approximately 163,102
  // rentable square feet") and the sublet part after; the part that is "Sub(leased) Premises" is the demise.
  if (/\bSub(?:leased|lease|let)\s+Premises\b/.test(text)) {
    const from = Math.max(0, start - 400);
    const after = text.slice(end, end + 300);
    const stop = after.search(/[.;]/);
    const sentence = text.slice(from, stop >= 0 ? end + stop : end + 300);
    const own = sentence.slice(sentence.lastIndexOf(".", start - from) + 1);
    if (
      !/\bSub(?:leased|lease|let)\s+Premises\b/.test(own) &&
      /\b(?:Demised|Original|Prime|Master)\s+Premises\b|\bPrimary\s+Lease\b|\bPrime\s+Lease\b/i.test(own)
    )
      return true;
  }
  return false;
}
