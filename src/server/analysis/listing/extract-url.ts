// URL → properties: fetch through the SSRF-safe client, then the HTML (or PDF) engine.
// Fetch failures that are the user's input (not http(s), a private address, too large, too slow) are thrown
// as SafeFetchError so the route can answer 4xx; what the page itself says is reported as error_code.
// With a headless browser configured, a bot wall or an empty client-rendered page is rendered there once
// more; if that service fails the result is BROWSERLESS_ERROR. An engine failure is AI_PROCESSING_ERROR.
import { extractPropertiesFromHtml } from "#server/analysis/listing/extract-listing.ts";
import { type HeadlessBrowser, renderWithHeadless } from "#server/analysis/listing/headless.ts";
import { type SafeFetchOptions, type SafeResponse, safeFetch } from "#server/platform/safe-fetch.ts";
import { type ExtractionResult, extractionError } from "#shared/contract/property-extraction.ts";

export type ListingUrlDeps = {
  /** The fetcher (tests inject options such as an allow-list for a local server). */
  fetch?: (url: string, opts?: SafeFetchOptions) => Promise<SafeResponse>;
  fetchOptions?: SafeFetchOptions;
  /** Brochure engine for URLs that serve a PDF. */
  extractPdf?: (bytes: Uint8Array) => Promise<ExtractionResult>;
  /** A headless browser service (BROWSERLESS_URL); none by default. */
  headless?: HeadlessBrowser;
  /** Injectable for tests. */
  render?: (url: string, browser: HeadlessBrowser) => Promise<string>;
};

function fromHtml(html: string, url: string, status: number): ExtractionResult {
  try {
    return extractPropertiesFromHtml(html, url, { status });
  } catch {
    return extractionError("AI_PROCESSING_ERROR");
  }
}

function charsetOf(contentType: string | null, body: Buffer): string {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(contentType ?? "")?.[1];
  const fromMeta = /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 4096).toString("latin1"))?.[1];
  const cs = (fromHeader ?? fromMeta ?? "utf-8").toLowerCase();
  return ["utf-8", "utf8", "latin1", "iso-8859-1", "windows-1252", "utf-16le"].includes(cs) ? cs : "utf-8";
}

export async function extractPropertiesFromUrl(url: string, deps: ListingUrlDeps = {}): Promise<ExtractionResult> {
  const fetcher = deps.fetch ?? safeFetch;
  const res = await fetcher(url, deps.fetchOptions);
  const isPdf =
    /application\/pdf/i.test(res.contentType ?? "") || res.body.subarray(0, 5).toString("latin1") === "%PDF-";
  if (isPdf && res.status < 400) {
    if (!deps.extractPdf) return extractionError("NO_PROPERTIES_FOUND");
    const r = await deps.extractPdf(new Uint8Array(res.body));
    return { ...r, final_url: res.url };
  }
  const cs = charsetOf(res.contentType, res.body);
  const decoder = new TextDecoder(cs === "latin1" ? "iso-8859-1" : cs, { fatal: false });
  const html = decoder.decode(res.body);
  let result = fromHtml(html, res.url, res.status);
  const retry =
    result.error_code === "ANTI_BOT_DETECTED" ||
    result.error_code === "NO_PROPERTIES_FOUND" ||
    [403, 429, 503].includes(res.status);
  if (deps.headless && retry) {
    try {
      const rendered = await (deps.render ?? renderWithHeadless)(res.url, deps.headless);
      result = fromHtml(rendered, res.url, 200);
    } catch {
      return { ...extractionError("BROWSERLESS_ERROR"), final_url: res.url };
    }
    return { ...result, final_url: res.url };
  }
  if (res.status >= 400 && result.error_code !== "ANTI_BOT_DETECTED") {
    // An error page without bot-protection markers: no §8 code; the server text is shown.
    return { properties: [], error: `The website answered with HTTP ${res.status}.`, final_url: res.url };
  }
  return { ...result, final_url: res.url };
}
