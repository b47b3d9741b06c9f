// extract-property-url against a local HTTP server serving saved pages; extract-property-pdf's refusals; the
// batch create from an extraction with the brochure attached.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PDFDocument, StandardFonts } from "pdf-lib";
import PDFKitDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFlateBomb } from "#server/analysis/pdf/flate-bomb.ts";
import { extractionErrorMessages } from "#shared/contract/property-extraction.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

const listing = `<!doctype html><html lang="en"><head><title>Gateway Logistics Center</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "RealEstateListing",
  name: "Gateway Logistics Center",
  description: "Class A distribution building with 32 ft clear height.",
  offers: { "@type": "Offer", price: 12500000, priceCurrency: "USD" },
  about: {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      streetAddress: "500 Dock Road",
      addressLocality: "Reno",
      addressRegion: "NV",
      postalCode: "89502",
      addressCountry: "US",
    },
    geo: { "@type": "GeoCoordinates", latitude: 39.5, longitude: -119.8 },
  },
})}</script></head><body><h1>Gateway Logistics Center</h1><p>120,000 SF industrial building.</p></body></html>`;
const challenge = `<!doctype html><html><head><title>Just a moment...</title></head><body>
<div id="challenge-form">Checking your browser before accessing. Enable JavaScript and cookies to continue.
<script src="/cdn-cgi/challenge-platform/h/b/orchestrate/jsch/v1"></script> cf-chl captcha</div></body></html>`;

let server: Server;
let base: string;
let t: TestApp;
let u: TestUser;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/listing") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(listing);
    } else if (req.url === "/blocked") {
      res.writeHead(403, { "content-type": "text/html", server: "cloudflare", "cf-ray": "1" });
      res.end(challenge);
    } else if (req.url === "/empty") {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html><body><p>Hello</p></body></html>");
    } else if (req.url === "/to-metadata") {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { SAFE_FETCH_ALLOW_ADDRESSES: "127.0.0.1" } });
  u = await t.signUp();
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server.close(r));
});

const extract = (url: string, user: TestUser | null = u) =>
  t.app.inject({
    method: "POST",
    url: "/api/properties/extract-url",
    headers: user ? { cookie: user.cookie } : {},
    payload: { url },
  });

describe("extract-property-url", () => {
  it("reads a listing page and matches its address against existing properties", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: { cookie: u.cookie },
      payload: { name: "Gateway Park", locationStreetAddress: "500 Dock Rd", locationCity: "Reno" },
    });
    const res = await extract(`${base}/listing`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, count: 1 });
    expect(body.candidates[0].property).toMatchObject({
      name: "Gateway Logistics Center",
      street_address: "500 Dock Road",
      city: "Reno",
    });
    expect(body.candidates[0].matches.map((m: { name: string }) => m.name)).toEqual(["Gateway Park"]);
  });

  it("reports the §8 codes: anti-bot, nothing found", async () => {
    const blocked = (await extract(`${base}/blocked`)).json();
    expect(blocked).toMatchObject({ success: false, error_code: "ANTI_BOT_DETECTED" });
    expect(blocked.error).toBe(extractionErrorMessages.ANTI_BOT_DETECTED);
    const empty = (await extract(`${base}/empty`)).json();
    expect(empty).toMatchObject({ success: false, error_code: "NO_PROPERTIES_FOUND" });
  });

  it("refuses bad URLs with 4xx, never 500", async () => {
    for (const url of [
      "ftp://example.com/x",
      "javascript:alert(1)",
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://2130706433/",
      `${base}/to-metadata`,
    ]) {
      const res = await extract(url);
      expect(res.statusCode, url).toBe(400);
    }
    const blank = await extract("   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain("URL is required");
    expect((await extract(`${base}/listing`, null)).statusCode).toBe(401);
  });
});

/** A one-page flyer listing two suites of one building (generated, no fixture copied). */
async function twoSuiteFlyer(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const lines = [
    "FOR LEASE - OFFICE SPACE",
    "",
    "9 Elm Street, Suite 300",
    "Reno, NV 89501",
    "5,120 RSF available",
    "",
    "9 Elm Street, Suite 500",
    "Reno, NV 89501",
    "8,400 RSF available",
  ];
  lines.forEach((l, i) => {
    page.drawText(l, { x: 50, y: 740 - i * 20, size: 12, font });
  });
  return Buffer.from(await doc.save());
}

/** A flyer only its owner can open (user password set). */
function passwordProtected(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFKitDocument({ userPassword: "pw", ownerPassword: "owner" });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.text("12 Secret Street, Reno, NV 89501 - 4,000 RSF");
    doc.end();
  });
}

describe("extract-property-pdf", () => {
  const post = (bytes: Buffer, user: TestUser | null = u) => {
    const boundary = "----pdf1234";
    return t.app.inject({
      method: "POST",
      url: "/api/properties/extract-pdf",
      headers: {
        ...(user ? { cookie: user.cookie } : {}),
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="flyer.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };

  it("refuses what is not a readable PDF of at most 10 MB with the spec's wording", async () => {
    const notPdf = await post(Buffer.from("hello"));
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().title).toBe("Please select a PDF file");
    const truncated = await post(Buffer.from("%PDF-1.7\n1 0 obj<</Type/Catalog"));
    expect(truncated.statusCode).toBe(422);
    const encrypted = await post(await passwordProtected());
    expect(encrypted.statusCode).toBe(422);
    expect(encrypted.json().title).toBe("The PDF is password-protected. Remove the password and upload it again.");
    const big = await post(Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(10 * 1024 * 1024 + 10)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      title: "File too large",
      detail: "Please select a PDF file smaller than 10MB.",
    });
    const none = await t.app.inject({
      method: "POST",
      url: "/api/properties/extract-pdf",
      headers: { cookie: u.cookie },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().title).toBe("Please select a PDF file");
    expect((await post(Buffer.from("%PDF-"), null)).statusCode).toBe(401);
  });

  it("refuses a brochure that inflates past the limit with a clear reason; the server's memory stays put", async () => {
    const bomb = await makeFlateBomb(512 * 1024 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const res = await post(bomb);
    expect(res.statusCode).toBe(422);
    expect(res.json().title).toMatch(/expands to too much content/);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  }, 60_000);

  it("reads a flyer with two suites; the batch creates an auto parent, attaches the brochure, saves page images", async () => {
    const res = await post(await twoSuiteFlyer());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, count: 2 });
    expect(body.candidates.map((c: { property: { suite: string } }) => c.property.suite)).toEqual(["300", "500"]);
    expect(body.brochureKey).toMatch(new RegExp(`^${u.id}/`));
    const batch = await t.app.inject({
      method: "POST",
      url: "/api/properties/batch",
      headers: { cookie: u.cookie },
      payload: {
        items: body.candidates.map((c: { property: { street_address: string; city: string; suite: string } }) => ({
          property: {
            name: `Suite ${c.property.suite}`,
            locationStreetAddress: c.property.street_address,
            locationCity: c.property.city,
          },
        })),
        brochureKey: body.brochureKey,
        brochureName: body.brochureName,
        extractImages: true,
      },
    });
    expect(batch.statusCode).toBe(201);
    const { created, autoParents } = batch.json();
    expect(autoParents).toHaveLength(1);
    const parent = await t.app.inject({
      method: "GET",
      url: `/api/properties/${autoParents[0].id}`,
      headers: { cookie: u.cookie },
    });
    expect(parent.json()).toMatchObject({ description: "Building with 2 units", propertyType: "Other" });
    let child = null;
    for (let i = 0; i < 150; i++) {
      child = (
        await t.app.inject({ method: "GET", url: `/api/properties/${created[0].id}`, headers: { cookie: u.cookie } })
      ).json();
      if (child.photos.length > 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(child.propertyBrochures).toEqual([expect.objectContaining({ name: "flyer.pdf", kind: "brochure" })]);
    expect(child.photos[0]).toMatchObject({ kind: "photo", contentType: "image/png", source: "pdf" });
  });

  it("refuses a brochure key of another user in the batch create", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/properties/batch",
      headers: { cookie: u.cookie },
      payload: { items: [{ property: { name: "X" } }], brochureKey: "someone-else/123-flyer.pdf" },
    });
    expect(res.statusCode).toBe(404);
  });
});
