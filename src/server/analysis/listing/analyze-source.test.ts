// `npm run analyze -- <file.html|file.pdf|URL> --type listing|brochure`: the command prints the same extraction
// the server stores, from a saved page, a PDF, or a URL (through safe-fetch).
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzePropertySource } from "#server/analysis/listing/analyze-source.ts";

let dir: string;
const listing = `<!doctype html><html lang="en"><head><title>Listing</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "RealEstateListing",
  name: "Riverside Flex Center",
  offers: { "@type": "Offer", price: "2,100,000", priceCurrency: "USD" },
  about: {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      streetAddress: "88 River Rd",
      addressLocality: "Dayton",
      addressRegion: "OH",
      postalCode: "45402",
      addressCountry: "US",
    },
  },
})}</script></head><body></body></html>`;

function flyer(lines: string[]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 54 });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    lines.forEach((l, i) => {
      doc.fontSize(12).text(l, 54, 60 + i * 20);
    });
    doc.end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "analyze-source-"));
  await writeFile(path.join(dir, "listing.html"), listing);
  await writeFile(
    path.join(dir, "flyer.pdf"),
    await flyer(["40 Canal Street - Suite 200", "New Orleans, LA 70130", "5,100 RSF"]),
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("analyzePropertySource", () => {
  it("reads a saved listing page", async () => {
    const r = await analyzePropertySource(path.join(dir, "listing.html"), "listing");
    expect(r.error_code).toBeUndefined();
    expect(r.properties[0]).toMatchObject({
      name: "Riverside Flex Center",
      street_address: "88 River Rd",
      city: "Dayton",
    });
  });

  it("reads a PDF as a brochure even when it is given as a listing (by its magic bytes)", async () => {
    const r = await analyzePropertySource(path.join(dir, "flyer.pdf"), "listing");
    expect(r.properties[0]).toMatchObject({ suite: "200", available_sf: 5100 });
  }, 60_000);

  it("fetches a URL through safe-fetch, which refuses a loopback address", async () => {
    await expect(analyzePropertySource("http://127.0.0.1:9/listing", "listing")).rejects.toMatchObject({
      code: "FORBIDDEN_ADDRESS",
    });
  });

  it("prints the extraction as JSON from the command line", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/analyze.ts", path.join(dir, "listing.html"), "--type", "listing"],
      { timeout: 60_000 },
    );
    expect(JSON.parse(stdout).properties[0].name).toBe("Riverside Flex Center");
  }, 60_000);
});
