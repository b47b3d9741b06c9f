// Number and unit parsing shared by the listing parsers (tolerant of '1,206', '1 500 000', '119,64', '±24,330').

/** A number from text in US ('1,234.5') or European ('1 234,5', '1.234,5') notation; null when none. */
export function parseNumber(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== "string") return null;
  const m = /-?\d[\d\s\u00a0\u202f.,']*/.exec(raw.replace(/[±~≈]/g, ""));
  if (!m) return null;
  let s = m[0].replace(/[\s\u00a0\u202f']/g, "").replace(/[.,]$/, "");
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    // '7.900,000' (a typo for 7,900,000): every group after the first has three digits, so all are thousands.
    const groups = s.split(/[.,]/);
    if (groups.length > 2 && groups.slice(1).every((g) => g.length === 3)) s = s.replace(/[.,]/g, "");
    else s = lastComma > lastDot ? s.replace(/\./g, "").replace(",", ".") : s.replace(/,/g, "");
  } else if (lastComma >= 0) {
    // '1,206' / '1,500,000' are thousands; '119,64' / '0,5' are decimals.
    const groups = s.split(",");
    const thousands = groups.length > 1 && groups.slice(1).every((g) => g.length === 3) && groups[0].length <= 3;
    s = thousands ? s.replace(/,/g, "") : s.replace(",", ".");
  } else if (lastDot >= 0) {
    const groups = s.split(".");
    if (groups.length > 2 && groups.slice(1).every((g) => g.length === 3)) s = s.replace(/\./g, "");
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** '$1.2M', '$850K', '$1,995,000' → number. */
export function parseMoney(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) && raw > 0 ? raw : null;
  if (typeof raw !== "string") return null;
  const m = /(\d[\d,.\s]*)\s*(million|mil|mm|m|billion|bn|b|thousand|k)?\b/i.exec(raw);
  if (!m) return null;
  const n = parseNumber(m[1]);
  if (n === null) return null;
  const unit = (m[2] ?? "").toLowerCase();
  const mult = /^(million|mil|mm|m)$/.test(unit)
    ? 1e6
    : /^(billion|bn|b)$/.test(unit)
      ? 1e9
      : /^(thousand|k)$/.test(unit)
        ? 1e3
        : 1;
  const v = n * mult;
  return v > 0 ? Math.round(v * 100) / 100 : null;
}

export function parseYear(raw: unknown): number | null {
  const s = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw : "";
  const m = /\b(1[6-9]\d\d|20\d\d)\b/.exec(s);
  if (!m) return null;
  const y = Number(m[1]);
  return y >= 1600 && y <= new Date().getUTCFullYear() + 5 ? y : null;
}

export const SQM_TO_SF = 10.7639;
export const ACRE_SF = 43_560;

/** Area unit of a phrase: 'sf', 'sqm', 'acres' or null. */
export function areaUnit(raw: string): "sf" | "sqm" | "acres" | null {
  const s = raw.toLowerCase();
  if (/\b(acres?|ac)\b/.test(s)) return "acres";
  if (/(m²|m2\b|sq\.?\s*m\b|sqm\b|square met|metr|mkw)/.test(s)) return "sqm";
  if (/(sq\.?\s*f(ee)?t|\bsf\b|\bsqft\b|square f(ee|oo)t|\brsf\b|\busf\b|\bgsf\b|ft²|ft2)/.test(s)) return "sf";
  return null;
}

export function round(n: number, digits = 6): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
