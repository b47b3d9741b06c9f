import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractPropertiesFromUrl } from "#server/analysis/listing/extract-url.ts";
import { renderWithHeadless } from "#server/analysis/listing/headless.ts";
import { SafeFetchError } from "#server/platform/safe-fetch.ts";

// A local server serves the pages; the test allow-list lets safe-fetch reach 127.0.0.1 (tests only).
let server: http.Server;
let origin: string;
const deps = { fetchOptions: { allowAddresses: ["127.0.0.1"] } };

const listing = `<html lang="en"><head><title>88 Commerce Way</title>
<script type="application/ld+json">{"@type":"RealEstateListing","name":"88 Commerce Way","offers":{"@type":"Offer","price":1800000,"priceCurrency":"USD"},
"about":{"@type":"Place","address":{"@type":"PostalAddress","streetAddress":"88 Commerce Way","addressLocality":"Reno","addressRegion":"NV","postalCode":"89502"}}}</script>
</head><body>Flex building</body></html>`;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/listing") res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(listing);
    else if (req.url === "/moved") res.writeHead(301, { location: "/listing" }).end();
    else if (req.url === "/to-metadata")
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    else if (req.url === "/challenge")
      res
        .writeHead(403)
        .end(`<html><head><title>Access Denied</title></head><body>Reference #18.1 errors.edgesuite.net</body></html>`);
    else if (req.url === "/gone") res.writeHead(404).end("<html><body>Not found</body></html>");
    else res.writeHead(200, { "content-type": "text/html" }).end("<html><body><p>Welcome</p></body></html>");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe("extractPropertiesFromUrl", () => {
  it("fetches a page through safe-fetch (following a redirect) and extracts it", async () => {
    const r = await extractPropertiesFromUrl(`${origin}/moved`, deps);
    expect(r.final_url).toBe(`${origin}/listing`);
    expect(r.properties[0]).toMatchObject({ street_address: "88 Commerce Way", asking_price: 1800000, state: "NV" });
  });

  it("reports a blocked page as ANTI_BOT_DETECTED", async () => {
    expect((await extractPropertiesFromUrl(`${origin}/challenge`, deps)).error_code).toBe("ANTI_BOT_DETECTED");
  });

  it("reports an error status without bot markers with the server's text, no code", async () => {
    const r = await extractPropertiesFromUrl(`${origin}/gone`, deps);
    expect(r.error_code).toBeUndefined();
    expect(r.error).toBe("The website answered with HTTP 404.");
  });

  it("reports NO_PROPERTIES_FOUND for a page without a property", async () => {
    expect((await extractPropertiesFromUrl(`${origin}/home`, deps)).error_code).toBe("NO_PROPERTIES_FOUND");
  });

  it("throws the SSRF refusal for a redirect to the metadata address", async () => {
    await expect(extractPropertiesFromUrl(`${origin}/to-metadata`, deps)).rejects.toBeInstanceOf(SafeFetchError);
    await expect(extractPropertiesFromUrl("http://127.0.0.1:9/")).rejects.toMatchObject({ code: "FORBIDDEN_ADDRESS" });
  });
});

describe("extractPropertiesFromUrl with a headless browser configured", () => {
  // A local stand-in for a Browserless-compatible service: POST /content {url} → rendered HTML.
  let browser: http.Server;
  let endpoint: string;
  const asked: string[] = [];
  beforeAll(async () => {
    browser = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        if (req.method !== "POST" || !req.url?.startsWith("/content")) return res.writeHead(404).end();
        asked.push((JSON.parse(body) as { url: string }).url);
        res.writeHead(200, { "content-type": "text/html" }).end(listing);
      });
    });
    await new Promise<void>((r) => browser.listen(0, "127.0.0.1", () => r()));
    endpoint = `http://127.0.0.1:${(browser.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    browser.closeAllConnections();
    await new Promise((r) => browser.close(r));
  });

  it("renders a bot-walled page in the browser and extracts it", async () => {
    const r = await extractPropertiesFromUrl(`${origin}/challenge`, { ...deps, headless: { endpoint } });
    expect(r.error_code).toBeUndefined();
    expect(r.properties[0]).toMatchObject({ street_address: "88 Commerce Way" });
    expect(asked).toEqual([`${origin}/challenge`]);
  });

  it("answers BROWSERLESS_ERROR when the browser service fails", async () => {
    const r = await extractPropertiesFromUrl(`${origin}/challenge`, {
      ...deps,
      headless: { endpoint: "http://127.0.0.1:9" },
      render: (u, b) => renderWithHeadless(u, { ...b, timeoutMs: 500 }),
    });
    expect(r.error_code).toBe("BROWSERLESS_ERROR");
  });

  it("does not call the browser for a page that already has its property", async () => {
    const before = asked.length;
    await extractPropertiesFromUrl(`${origin}/listing`, { ...deps, headless: { endpoint } });
    expect(asked.length).toBe(before);
  });
});
