// Pages in other languages: labels, the offer's kind, metric areas, and a graph whose offer is a sibling node.
// Short pages written for the test.
import { describe, expect, it } from "vitest";
import { extractPropertiesFromHtml } from "#server/analysis/listing/extract-listing.ts";
import { offeredThing, offerKind } from "#server/analysis/listing/intl-labels.ts";
import { textFacts } from "#server/analysis/listing/text-facts.ts";

describe("offer words", () => {
  it("tells a page for rent from one for sale, and neither when it says both", () => {
    expect(offerKind(["Mieszkanie do wynajęcia, Gdynia, 48 m²"])).toBe("rent");
    expect(offerKind(["Wohnung zu vermieten"])).toBe("rent");
    expect(offerKind(["Flat to let, Leeds"])).toBe("rent");
    expect(offerKind(["Dom na sprzedaż"])).toBe("sale");
    expect(offerKind(["Maison à vendre"])).toBe("sale");
    expect(offerKind(["Warehouse for sale or for lease"])).toBeNull();
    expect(offerKind(["Harbour House"])).toBeNull();
  });
  it("finds what a heading offers, before or after its offer words", () => {
    expect(offeredThing("Kawalerka na sprzedaż, Gdynia")).toBe("Kawalerka");
    expect(offeredThing("Wynajmę dom: Sopot, 150 m2")).toBe("dom");
    expect(offeredThing("Industrial Building For Sale")).toBe("Industrial Building");
    expect(offeredThing("Harbour House")).toBeNull();
  });
});

describe("labels in other languages", () => {
  it("reads price, metric area, year and kind under Polish, German and French labels", () => {
    expect(
      textFacts([
        "Cena",
        "412 000",
        "zł",
        "Powierzchnia",
        "51,20",
        "m²",
        "Rok budowy:",
        "1998",
        "Kategoria:",
        "Mieszkania",
      ]),
    ).toMatchObject({
      asking_price: 412_000,
      currency: "PLN",
      area_sqm: 51.2,
      year_built: 1998,
      property_type: "residential",
    });
    expect(textFacts(["Kaufpreis: 320.000 €", "Wohnfläche: 84", "Baujahr: 1972"])).toMatchObject({
      asking_price: 320_000,
      currency: "EUR",
      area_sqm: 84,
      year_built: 1972,
    });
    // A metric label's bare figure is never square feet.
    expect(textFacts(["Surface", "212"]).building_size_sf).toBeUndefined();
  });
  it("reads the price label's figure as the rent on a page for rent, whatever its size", () => {
    const f = textFacts(["Cena", "2 400", "zł", "Cena za m²", "50 zł/m²"], "rent");
    expect(f).toMatchObject({ rent: 2_400, currency: "PLN" });
    expect(f.asking_price).toBeUndefined();
  });
  it("never takes a price per square metre as the asking price", () => {
    expect(textFacts(["Cena", "8 923 zł/m²"]).asking_price).toBeUndefined();
  });
});

describe("a listing page in another language", () => {
  const page = (title: string, body: string, head = "") =>
    `<html lang="pl"><head><title>${title}</title>${head}</head><body>${body}</body></html>`;

  it("gives a flat to let its rent, metric area and kind, with no sale price and no US address", () => {
    const html = page(
      "Mieszkanie do wynajęcia, Gdynia Śródmieście, 48 m²",
      `<h1>Mieszkanie do wynajęcia</h1><p>Gdynia, Śródmieście</p>
       <dl><dt>Cena</dt><dd>2 400 zł</dd><dt>Powierzchnia</dt><dd>48 m<sup>2</sup></dd>
       <dt>Rok budowy:</dt><dd>2004</dd></dl><p>Mieszkanie w spokojnej okolicy, blisko morza i przystanku.</p>`,
    );
    const [p] = extractPropertiesFromHtml(html, "https://portal.example/oferta/1").properties;
    expect(p).toMatchObject({
      asking_price: null,
      rent: 2_400,
      currency: "PLN",
      area_sqm: 48,
      building_size_sf: null,
      year_built: 2004,
      property_type: "residential",
      state: null,
      country: null,
    });
  });

  it("joins an offer listed beside its place in one graph, and reads it as the rent on a page to let", () => {
    const graph = {
      "@context": "http://schema.org",
      "@graph": [
        {
          "@type": "Place",
          name: "Dwa pokoje przy parku",
          address: { "@type": "PostalAddress", streetAddress: "Gdynia, Orłowo" },
          geo: { "@type": "GeoCoordinates", latitude: 54.48, longitude: 18.56 },
        },
        { "@type": "Offer", price: 3100, priceCurrency: "PLN" },
      ],
    };
    const html = page(
      "Dwa pokoje przy parku - do wynajęcia",
      "<h1>Dwa pokoje przy parku</h1><p>Mieszkanie do wynajęcia w Orłowie.</p>",
      `<script type="application/ld+json">${JSON.stringify(graph)}</script>`,
    );
    const r = extractPropertiesFromHtml(html, "https://portal.example/oferta/2");
    expect(r.properties).toHaveLength(1);
    expect(r.properties[0]).toMatchObject({
      full_address: "Gdynia, Orłowo",
      latitude: 54.48,
      rent: 3_100,
      asking_price: null,
      currency: "PLN",
    });
  });

  it("keeps a listing that hides its address by its name and two figures", () => {
    const html = page(
      "Kawalerka na sprzedaż, 30 m²",
      "<h1>Kawalerka na sprzedaż</h1><p>Cena</p><p>199 000 zł</p><p>Powierzchnia</p><p>30 m²</p>",
    );
    const [p] = extractPropertiesFromHtml(html, "https://portal.example/oferta/3").properties;
    expect(p).toMatchObject({ asking_price: 199_000, area_sqm: 30, full_address: null, property_type: "residential" });
  });
});
