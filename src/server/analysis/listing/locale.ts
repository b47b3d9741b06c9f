// Is the page about a property in the US? Only then may a parsed address carry a US state and country, and
// only then is an area without a unit read as square feet (elsewhere square metres).
import type { ListingObject } from "#server/analysis/listing/json-object.ts";

const US_NAMES = /^(us|usa|u\.s\.a?\.?|united states(?: of america)?)$/i;

export type PageLocale = { nonUs: boolean; us: boolean };

export function pageLocale(input: {
  lang: string | null;
  url: string;
  candidates: ListingObject[];
  text: string;
}): PageLocale {
  const reasons: string[] = [];
  if (input.lang && !/^en\b|^en-/.test(input.lang)) reasons.push("lang");
  try {
    const host = new URL(input.url).hostname;
    const tld = host.split(".").pop() ?? "";
    if (/^[a-z]{2}$/.test(tld) && !["us", "io", "co", "ai", "tv", "me"].includes(tld)) reasons.push("tld");
  } catch {
    /* file path or bad URL: no evidence */
  }
  // Hard evidence: a non-US country or currency stated by the page. Soft: language, domain.
  const hard: string[] = [];
  let us = false;
  for (const c of input.candidates) {
    if (c.currency && c.currency !== "USD") hard.push("currency");
    if (c.country && !US_NAMES.test(c.country)) hard.push("country");
    if (c.currency === "USD") us = true;
  }
  // Text in another language: few English function words among many words.
  const words =
    input.text
      .slice(0, 20_000)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  if (words.length > 200) {
    const english = words.filter((w) => /^(the|and|of|to|in|for|with|is|on|this|at|by|from)$/.test(w)).length;
    if (english / words.length < 0.01) reasons.push("language");
  }
  // A US listing written in Spanish with prices in USD stays US; a Polish page in PLN does not.
  return { nonUs: hard.length > 0 || (reasons.length > 0 && !us), us };
}

/** Removes US-only readings from a candidate on a page that is not evidently US. */
export function localise<T extends ListingObject>(c: T, locale: PageLocale): T {
  const out = { ...c };
  if (locale.nonUs) {
    if (out.country && US_NAMES.test(out.country)) {
      // Read with the US pattern on a page that is not US: keep the line as printed, not its US parts.
      out.country = null;
      out.street_address = null;
      out.city = null;
    }
    if (!out.country) {
      // A state/ZIP read from a US pattern means nothing here.
      if (out.state && /^[A-Z]{2}$/.test(out.state)) out.state = null;
      if (out.postal_code && /^\d{5}$/.test(out.postal_code)) out.postal_code = null;
    }
    if (out.area_unitless && !out.area_sqm) out.area_sqm = out.area_unitless;
  } else if (out.area_unitless && !out.building_size_sf && locale.us) out.building_size_sf = out.area_unitless;
  delete out.area_unitless;
  if (out.country && US_NAMES.test(out.country)) out.country = "US";
  return out;
}
