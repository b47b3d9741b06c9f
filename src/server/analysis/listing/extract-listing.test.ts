import { describe, expect, it } from "vitest";
import { extractPropertiesFromHtml } from "#server/analysis/listing/extract-listing.ts";
import { extractionErrorMessages } from "#shared/contract/property-extraction.ts";

const page = (head: string, body = "") =>
  `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
const nextData = (o: unknown) => `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(o)}</script>`;

describe("extractPropertiesFromHtml: schema.org JSON-LD", () => {
  it("reads a RealEstateListing with its Offer, Place, PostalAddress, geo and additionalProperty", () => {
    const html = page(
      ld({
        "@context": "https://schema.org",
        "@type": "RealEstateListing",
        name: "Northgate Distribution Center",
        offers: { "@type": "Offer", price: "4,250,000", priceCurrency: "USD" },
        about: {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            streetAddress: "1200 Industrial Pkwy",
            addressLocality: "Columbus",
            addressRegion: "OH",
            postalCode: "43219",
            addressCountry: "US",
          },
          geo: { "@type": "GeoCoordinates", latitude: 40.01, longitude: -82.95 },
          floorSize: { "@type": "QuantitativeValue", value: 86000, unitCode: "FTK" },
          additionalProperty: [
            { "@type": "PropertyValue", name: "Year Built", value: "1998" },
            { "@type": "PropertyValue", name: "Clear Height", value: "32 ft" },
            { "@type": "PropertyValue", name: "Dock Doors", value: 12 },
            { "@type": "PropertyValue", name: "Property Type", value: "Industrial" },
          ],
        },
      }),
    );
    const r = extractPropertiesFromHtml(html, "https://broker.example/listing/1");
    expect(r.error_code).toBeUndefined();
    expect(r.properties).toHaveLength(1);
    const p = r.properties[0];
    expect(p).toMatchObject({
      name: "Northgate Distribution Center",
      street_address: "1200 Industrial Pkwy",
      city: "Columbus",
      state: "OH",
      postal_code: "43219",
      country: "US",
      latitude: 40.01,
      longitude: -82.95,
      asking_price: 4250000,
      currency: "USD",
      building_size_sf: 86000,
      year_built: 1998,
      clear_height_ft: 32,
      dock_doors: 12,
      property_type: "industrial",
      source_url: "https://broker.example/listing/1",
    });
  });

  it("returns every listing of an ItemList", () => {
    const item = (n: number, price: number) => ({
      "@type": "Product",
      name: `Suite ${n}`,
      offers: { "@type": "Offer", price, priceCurrency: "USD" },
      address: {
        "@type": "PostalAddress",
        streetAddress: `${n} Main St`,
        addressLocality: "Austin",
        addressRegion: "TX",
      },
    });
    const html = page(
      ld({ "@type": "ItemList", itemListElement: [item(100, 500000), item(200, 750000), item(300, 900000)] }),
    );
    const r = extractPropertiesFromHtml(html, "https://broker.example/search");
    expect(r.properties.map((p) => p.asking_price)).toEqual([500000, 750000, 900000]);
    expect(r.properties[1].street_address).toBe("200 Main St");
  });
});

describe("extractPropertiesFromHtml: embedded app state", () => {
  it("finds the listing inside __NEXT_DATA__, including a cache stored as a JSON string", () => {
    const listing = {
      property: {
        address: { streetAddress: "55 Elm St", city: "Springfield", state: "IL", zipcode: "62701" },
        price: 315000,
        livingArea: 1850,
        livingAreaUnits: "Square Feet",
        yearBuilt: 1987,
        latitude: 39.8,
        longitude: -89.65,
        homeType: "TOWNHOUSE",
        currency: "USD",
      },
      nearbyHomes: [
        { price: 1, address: { streetAddress: "1 Other St", city: "Springfield", state: "IL" }, livingArea: 900 },
        { price: 2, address: { streetAddress: "2 Other St", city: "Springfield", state: "IL" }, livingArea: 950 },
      ],
    };
    const html = page(nextData({ props: { pageProps: { cache: JSON.stringify({ q1: listing }) } } }));
    const r = extractPropertiesFromHtml(html, "https://homes.example/55-elm");
    expect(r.properties).toHaveLength(1);
    expect(r.properties[0]).toMatchObject({
      street_address: "55 Elm St",
      city: "Springfield",
      state: "IL",
      postal_code: "62701",
      asking_price: 315000,
      building_size_sf: 1850,
      year_built: 1987,
      latitude: 39.8,
      property_type: "residential",
    });
  });

  it("takes a result list's items but never a promoted carousel", () => {
    const ad = (id: number, price: number, m2: number) => ({
      id,
      title: `Flat ${id}`,
      locationLabel: { value: "Kraków, Podgórze" },
      totalPrice: { value: price, currency: "PLN" },
      areaInSquareMeters: m2,
    });
    const state = (items: unknown[]) =>
      page(
        nextData({
          props: {
            pageProps: {
              data: {
                searchAds: { items },
                searchAdsRandomPromoted: { items: [ad(9, 100000, 20), ad(8, 200000, 30)] },
              },
            },
          },
        }),
      );
    const full = extractPropertiesFromHtml(
      state([ad(1, 450000, 40), ad(2, 520000, 48.5)]),
      "https://portal.example.pl/s",
    );
    expect(full.properties.map((p) => [p.asking_price, p.area_sqm, p.currency])).toEqual([
      [450000, 40, "PLN"],
      [520000, 48.5, "PLN"],
    ]);
    expect(full.properties.every((p) => p.country === null && p.state === null && p.building_size_sf === null)).toBe(
      true,
    );
    const empty = extractPropertiesFromHtml(state([]), "https://portal.example.pl/s?page=999");
    expect(empty.properties).toEqual([]);
    expect(empty.error_code).toBe("NO_PROPERTIES_FOUND");
  });
});

describe("extractPropertiesFromHtml: state in inline scripts and card lists", () => {
  it("reads a window state assignment and a JSON.parse string literal", () => {
    const state = {
      listing: {
        address: { street: "7 Dock St", city: "Portland", state: "ME", zip: "04101" },
        listPrice: 2100000,
        buildingSize: 14000,
        yearBuilt: 1910,
        currency: "USD",
      },
    };
    const a = page(`<script>window.__APP_STATE__ = ${JSON.stringify(state)};</script>`);
    const b = page(`<script>var s = JSON.parse(${JSON.stringify(JSON.stringify(state))});</script>`);
    for (const html of [a, b]) {
      const p = extractPropertiesFromHtml(html, "https://broker.example/7").properties[0];
      expect(p).toMatchObject({
        street_address: "7 Dock St",
        city: "Portland",
        asking_price: 2100000,
        building_size_sf: 14000,
        year_built: 1910,
      });
    }
  });

  it("reads an inventory page of cards as several properties", () => {
    const card = (street: string, city: string, size: string, price: string) =>
      `<div class="card"><h3>${street}</h3><p>${city}</p><p>${size}</p><p>Price: ${price}</p></div>`;
    const html = page(
      "<title>Available Properties | Coastal Brokers</title>",
      `<h1>Our listings</h1>${card("101 Bay Road", "Tampa, FL 33602", "12,000 SF", "$2,400,000")}${card("55 Gulf Blvd", "Clearwater, FL 33767", "4,500 SF", "$975,000")}`,
    );
    const r = extractPropertiesFromHtml(html, "https://coastal.example/listings");
    expect(r.properties.map((p) => [p.street_address, p.city, p.asking_price])).toEqual([
      ["101 Bay Road", "Tampa", 2400000],
      ["55 Gulf Blvd", "Clearwater", 975000],
    ]);
  });

  it("keeps a property page with a comparables table as one property", () => {
    const html = page(
      "<title>Offering - 9 Elm Street, Salem, MA 01970</title>",
      `<h1>9 Elm Street</h1><p>Salem, MA 01970</p><p>Asking Price</p><p>$1,250,000</p>
       <h2>Sale comparables</h2><p>12 Oak Street, Salem, MA 01970</p><p>$1,100,000</p><p>3,000 SF</p>
       <p>40 Pine Road, Salem, MA 01970</p><p>$1,400,000</p><p>3,900 SF</p>`,
    );
    const r = extractPropertiesFromHtml(html, "https://team.example/9-elm");
    expect(r.properties).toHaveLength(1);
    expect(r.properties[0]).toMatchObject({ street_address: "9 Elm Street", asking_price: 1250000 });
  });
});

describe("extractPropertiesFromHtml: meta tags and visible text", () => {
  it("reads labelled facts, value-first stat tiles and a two-line US address", () => {
    const body = `<h1>Offering</h1><div>410 Harbor Blvd</div><div>Oxnard, CA 93035</div>
      <div>Asking Price</div><div>$2,400,000</div>
      <div><span>8</span><span>Units</span></div>
      <div>6,120</div><div>Square Feet</div>
      <div>1964</div><div>Year Built</div>
      <table><tr><td>Lot Size</td><td>7,405 SF (0.17 Acres)</td></tr><tr><td>Parking</td><td>10 spaces</td></tr></table>
      <p>Eight apartment units, each 2 BR.</p>`;
    const html = page(
      `<title>410 Harbor Blvd | Offering</title><meta property="og:image" content="https://cdn.example/a.jpg">`,
      body,
    );
    const p = extractPropertiesFromHtml(html, "https://team.example/410").properties[0];
    expect(p).toMatchObject({
      street_address: "410 Harbor Blvd",
      city: "Oxnard",
      state: "CA",
      postal_code: "93035",
      asking_price: 2400000,
      building_size_sf: 6120,
      year_built: 1964,
      lot_size_sf: 7405,
      lot_size_acres: 0.17,
      parking_spaces: 10,
      property_type: "multifamily",
      photo_urls: ["https://cdn.example/a.jpg"],
    });
    expect(p.brokers).toEqual([]);
  });

  it("reads subject coordinates from an inline map script, not the comps' markers", () => {
    const script = `<script>var comps=[[34.1,-118.2]]; L.marker([34.1,-118.2]); const subjectCoords = [34.05123, -118.24456];</script>`;
    const body = `<p>Address: 12 Spring St, Los Angeles, CA 90012</p><p>Price: $900,000</p>`;
    const p = extractPropertiesFromHtml(page(script, body), "https://team.example/12").properties[0];
    expect([p.latitude, p.longitude]).toEqual([34.05123, -118.24456]);
  });

  it("does not invent a US address on a foreign-language page", () => {
    const body = `<h1>Büro zu verkaufen</h1><p>Adresse: Hauptstraße 5, 10115 Berlin</p><p>Preis: 1.250.000 €</p>
      <p>Fläche 320 m² in einem ruhigen Hinterhaus der Stadt mit guter Anbindung an den Nahverkehr und die Autobahn.</p>`;
    const html = `<html lang="de"><head><title>Büro Berlin Mitte</title>${ld({
      "@type": "Offer",
      price: 1250000,
      priceCurrency: "EUR",
      itemOffered: { "@type": "Place", address: "Hauptstraße 5, 10115 Berlin, PA" },
    })}</head><body>${body}</body></html>`;
    const r = extractPropertiesFromHtml(html, "https://immo.example.de/1");
    expect(r.properties).toHaveLength(1);
    expect(r.properties[0]).toMatchObject({ asking_price: 1250000, currency: "EUR", city: null });
    expect(r.properties[0].full_address).toContain("Berlin");
    for (const p of r.properties) {
      expect(p.country).not.toBe("US");
      expect(p.state).toBeNull();
      expect(p.postal_code).toBeNull();
    }
  });
});

describe("extractPropertiesFromHtml: errors", () => {
  const challenge = `<html><head><title>Just a moment...</title></head><body><div id="cf-challenge-running"></div>
    <script src="https://challenges.cloudflare.com/turnstile/v0/api.js"></script></body></html>`;

  it("reports ANTI_BOT_DETECTED for a challenge page, with the spec's wording", () => {
    for (const status of [200, 403, 503]) {
      const r = extractPropertiesFromHtml(challenge, "https://portal.example/1", { status });
      expect(r.error_code).toBe("ANTI_BOT_DETECTED");
      expect(r.error).toBe(extractionErrorMessages.ANTI_BOT_DETECTED);
      expect(r.properties).toEqual([]);
    }
  });

  it("reports ANTI_BOT_DETECTED for a 429 or 403 carrying bot-protection markers", () => {
    const px = `<html><body><div id="px-captcha"></div>Press &amp; Hold to confirm you are a human</body></html>`;
    expect(extractPropertiesFromHtml(px, "https://p.example/", { status: 429 }).error_code).toBe("ANTI_BOT_DETECTED");
    const dd = `<html><body><script src="https://ct.captcha-delivery.com/c.js"></script></body></html>`;
    expect(extractPropertiesFromHtml(dd, "https://p.example/", { status: 403 }).error_code).toBe("ANTI_BOT_DETECTED");
  });

  it("does not call an ordinary page anti-bot because it mentions a captcha in passing", () => {
    const long = `<p>${"Spacious office with views. ".repeat(200)}</p><p>Our contact form uses g-recaptcha.</p>`;
    const html = page(
      "<title>Office</title>",
      `${long}<p>Address: 9 Pine St, Boise, ID 83702</p><p>Rent: $24.50/SF/yr NNN</p>`,
    );
    const r = extractPropertiesFromHtml(html, "https://broker.example/9");
    expect(r.error_code).toBeUndefined();
    expect(r.properties[0]).toMatchObject({ rent: 24.5, rent_period: "sf_year", rent_type: "NNN" });
  });

  it("reports NO_PROPERTIES_FOUND for a page without a property", () => {
    const r = extractPropertiesFromHtml(
      page("<title>About us</title>", "<p>We are brokers since 1990.</p>"),
      "https://b.example/",
    );
    expect(r.error_code).toBe("NO_PROPERTIES_FOUND");
    expect(r.error).toBe(extractionErrorMessages.NO_PROPERTIES_FOUND);
  });
});
