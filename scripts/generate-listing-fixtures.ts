// Generates synthetic listing pages (HTML) and their answer keys in fixtures/listings/.
// `npx tsx scripts/generate-listing-fixtures.ts` — deterministic; the pages are committed. Each imitates a
// kind of page brokers paste (commercial portal with labelled facts, a Next.js app, a state blob in an inline
// script, a broker inventory page, a challenge page, a UK listing), written for this project.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

type Fields = Record<string, string | number | null>;
type Page = { file: string; html: string; type: string; fields?: Fields; properties?: Fields[]; notes: string };

const OUT = "fixtures/listings";
const shell = (head: string, body: string, lang = "en") =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>\n`;

const pages: Page[] = [
  {
    file: "gen_commercial_portal_labels.html",
    type: "listing",
    notes:
      "Commercial portal layout: facts in a label/value grid, address only in the title and a heading; comps below.",
    html: shell(
      `<title>4100 Freeport Pkwy, Grapevine, TX 76051 - Industrial for Sale | ExamplePortal</title>
       <meta property="og:image" content="https://img.example.test/4100-freeport.jpg">`,
      `<nav>Home › Texas › Grapevine</nav>
       <h1>Freeport Business Center</h1><h2>4100 Freeport Pkwy · Grapevine, TX 76051</h2>
       <section class="facts"><div><span>Price</span><span>$7,850,000</span></div>
       <div><span>Property Type</span><span>Industrial</span></div>
       <div><span>Rentable Building Area</span><span>62,400 SF</span></div>
       <div><span>Year Built</span><span>2001</span></div>
       <div><span>Lot Size</span><span>4.2 AC</span></div>
       <div><span>Clear Height</span><span>28 ft</span></div>
       <div><span>Dock Doors</span><span>10</span></div></section>
       <section><h3>Nearby sales</h3><p>2200 Stone Myers Pkwy, Grapevine, TX 76051 — $5,100,000 — 40,000 SF</p></section>`,
    ),
    fields: {
      address: "4100 Freeport Pkwy, Grapevine, TX 76051",
      askingPrice: 7850000,
      buildingSquareFeet: 62400,
      yearBuilt: 2001,
      propertyType: "industrial",
      latitude: null,
      longitude: null,
    },
  },
  {
    file: "gen_next_app_snake_case.html",
    type: "listing",
    notes:
      "Next.js page whose data uses snake_case keys (list_price, sqft, year_built, location.address.line, coordinate.lat/lon).",
    html: shell(
      `<title>Home for sale</title><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
        props: {
          pageProps: {
            property: {
              property_id: "9911",
              list_price: 649000,
              description: { sqft: 2140, year_built: 1996, type: "single_family", beds: 4 },
              location: {
                address: {
                  line: "318 Alder Ct",
                  city: "Bend",
                  state_code: "OR",
                  postal_code: "97701",
                  coordinate: { lat: 44.0521, lon: -121.3153 },
                },
              },
              similar_homes: [
                {
                  list_price: 600000,
                  location: { address: { line: "1 Other Ct", city: "Bend", state_code: "OR" } },
                  description: { sqft: 1900 },
                },
                {
                  list_price: 610000,
                  location: { address: { line: "2 Other Ct", city: "Bend", state_code: "OR" } },
                  description: { sqft: 1950 },
                },
              ],
            },
          },
        },
      })}</script>`,
      `<div id="__next"></div>`,
    ),
    fields: {
      address: "318 Alder Ct, Bend, OR 97701",
      askingPrice: 649000,
      buildingSquareFeet: 2140,
      yearBuilt: 1996,
      propertyType: "residential",
      latitude: 44.0521,
      longitude: -121.3153,
    },
  },
  {
    file: "gen_inline_state_redux.html",
    type: "listing",
    notes: "State handed to the page in an inline script assignment; JSON-LD only a BreadcrumbList.",
    html: shell(
      `<title>Retail building | Broker</title><script type="application/ld+json">{"@type":"BreadcrumbList","itemListElement":[]}</script>
       <script>window.__PRELOADED_STATE__ = ${JSON.stringify({
         ui: { theme: "light" },
         listing: {
           detail: {
             address: { streetAddress: "77 Main Street", city: "Northampton", state: "MA", zipcode: "01060" },
             askingPrice: { amount: 1395000, currency: "USD" },
             buildingSize: { value: 9800, unit: "SF" },
             yearBuilt: "1925",
             propertyType: "Retail",
             geo: { latitude: 42.3185, longitude: -72.6312 },
           },
         },
       })};</script>`,
      `<main><h1>Downtown retail building</h1></main>`,
    ),
    fields: {
      address: "77 Main Street, Northampton, MA 01060",
      askingPrice: 1395000,
      buildingSquareFeet: 9800,
      yearBuilt: 1925,
      propertyType: "retail",
      latitude: 42.3185,
      longitude: -72.6312,
    },
  },
  {
    file: "gen_broker_inventory_cards.html",
    type: "listing_search",
    notes: "A broker's inventory page: cards in plain HTML, no structured data.",
    html: shell(
      `<title>Current Listings | Harbor CRE</title>`,
      `<h1>Current Listings</h1>
       <div class="card"><h3>1200 Harbor Blvd</h3><p>Oxnard, CA 93035</p><p>Office · 18,500 SF</p><p>Price: $4,100,000</p></div>
       <div class="card"><h3>455 Victoria Ave</h3><p>Ventura, CA 93003</p><p>Retail · 6,200 SF</p><p>Price: $2,250,000</p></div>
       <div class="card"><h3>90 Rice Ave</h3><p>Oxnard, CA 93030</p><p>Industrial · 41,000 SF</p><p>Price: $9,600,000</p></div>
       <footer>Harbor CRE · 300 Esplanade Dr, Oxnard, CA 93036 · T 805-555-0100</footer>`,
    ),
    properties: [
      { address: "1200 Harbor Blvd, Oxnard, CA 93035", askingPrice: 4100000, latitude: null, longitude: null },
      { address: "455 Victoria Ave, Ventura, CA 93003", askingPrice: 2250000, latitude: null, longitude: null },
      { address: "90 Rice Ave, Oxnard, CA 93030", askingPrice: 9600000, latitude: null, longitude: null },
    ],
  },
  {
    file: "gen_uk_listing.html",
    type: "listing",
    notes:
      "A UK listing in English priced in GBP with a postcode: no US state, ZIP or country may appear; area in sq ft is fine.",
    html: shell(
      `<title>Unit 5, Westgate Park, Leeds LS12 4XX | For Sale</title>
       <script type="application/ld+json">${JSON.stringify({
         "@type": "Product",
         name: "Unit 5, Westgate Park",
         offers: { "@type": "Offer", price: 1250000, priceCurrency: "GBP" },
         address: {
           "@type": "PostalAddress",
           streetAddress: "Unit 5, Westgate Park",
           addressLocality: "Leeds",
           postalCode: "LS12 4XX",
           addressCountry: "GB",
         },
       })}</script>`,
      `<h1>Unit 5, Westgate Park</h1><p>Leeds LS12 4XX</p><p>Size: 12,500 sq ft</p><p>Year built: 2008</p>`,
      "en-GB",
    ),
    fields: {
      address: "Unit 5, Westgate Park, Leeds, LS12 4XX",
      askingPrice: 1250000,
      currency: "GBP",
      buildingSquareFeet: 12500,
      yearBuilt: 2008,
      latitude: null,
      longitude: null,
    },
  },
];

await mkdir(OUT, { recursive: true });
for (const p of pages) await writeFile(join(OUT, p.file), p.html);
const keys = pages.map(({ file, type, fields, properties, notes }) => ({ file, type, fields, properties, notes }));
await writeFile(join(OUT, "answer_keys.json"), `${JSON.stringify(keys, null, 2)}\n`);
console.log(`wrote ${pages.length} pages to ${OUT}`);
