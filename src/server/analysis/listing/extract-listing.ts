// Listing page → properties. Parsers in order of trust: schema.org JSON-LD, embedded app JSON
// (__NEXT_DATA__ and similar state blobs), OpenGraph/meta tags, then the visible text. Each field comes from
// the most trusted parser that states it. A page that is not evidently US never gets a US address.
import { isBotChallenge } from "#server/analysis/listing/anti-bot.ts";
import { type Candidate, mergeCandidates } from "#server/analysis/listing/candidate.ts";
import { documentLang, metaTags, scripts, titleOf, visibleText } from "#server/analysis/listing/html.ts";
import { fromJsonLd } from "#server/analysis/listing/json-ld.ts";
import { fromMeta } from "#server/analysis/listing/meta.ts";
import {
  type ExtractedProperty,
  type ExtractionResult,
  extractionError,
} from "#shared/contract/property-extraction.ts";

export type HtmlExtractOptions = {
  /** HTTP status the page came with (403/429 + bot markers → ANTI_BOT_DETECTED). */
  status?: number;
};

function substantive(p: ExtractedProperty): boolean {
  const hasPlace = Boolean(p.street_address || p.full_address || p.city || p.latitude !== null);
  const hasFacts = [p.asking_price, p.rent, p.building_size_sf, p.available_sf, p.area_sqm, p.year_built, p.units].some(
    (v) => v !== null,
  );
  return hasPlace && hasFacts;
}

export function extractPropertiesFromHtml(
  html: string,
  baseUrl: string,
  opts: HtmlExtractOptions = {},
): ExtractionResult {
  const status = opts.status ?? 200;
  const text = visibleText(html);
  if (isBotChallenge(html, status, text.length)) return extractionError("ANTI_BOT_DETECTED");
  const blocks = scripts(html);
  const sources: string[] = [];
  const ld = fromJsonLd(blocks);
  if (ld.length) sources.push("json-ld");
  const meta = fromMeta(metaTags(html), baseUrl);
  const pageTitle = titleOf(html);
  const lang = documentLang(html);

  let primary: Candidate[] = ld;
  if (primary.length === 0) primary = [{}];
  const single = primary.length === 1;
  const properties = primary
    .map((c) => (single ? mergeCandidates(c, meta, { name: pageTitle }) : mergeCandidates(c)))
    .map((p) => ({ ...p, source_url: p.source_url ?? baseUrl }))
    .filter(substantive);
  if (meta.latitude || meta.name) sources.push("meta");
  void lang;
  if (properties.length === 0) return { ...extractionError("NO_PROPERTIES_FOUND"), sources };
  return { properties, sources };
}
