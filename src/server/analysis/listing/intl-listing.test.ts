// Pages outside the US (UK and Canadian agents' sites without structured data): short pages written for the test.
import { describe, expect, it } from "vitest";
import { isBotChallenge } from "#server/analysis/listing/anti-bot.ts";
import { extractPropertiesFromHtml } from "#server/analysis/listing/extract-listing.ts";
import { coordsFromMapUrls } from "#server/analysis/listing/inline-coords.ts";
import { findIntlAddress } from "#server/analysis/listing/intl-address.ts";
import { textFacts } from "#server/analysis/listing/text-facts.ts";

describe("findIntlAddress", () => {
  it("reads a line ending in a full UK postcode, with no US parts", () => {
    expect(findIntlAddress(["Warehouse", "Unit 7, Canal Side Road, Marsden, West Yorkshire, HD7 6BE"])).toMatchObject({
      full_address: "Unit 7, Canal Side Road, Marsden, West Yorkshire, HD7 6BE",
      postal_code: "HD7 6BE",
      country: "GB",
      state: null,
    });
  });
  it("joins a building line printed over the town and postcode", () => {
    expect(findIntlAddress(["Kestrel House, Abbey Road", "Abbey, Leeds, LS5 3QE", "To Let"])?.full_address).toBe(
      "Kestrel House, Abbey Road, Abbey, Leeds, LS5 3QE",
    );
  });
  it("accepts an outward code alone only after a locality and a town", () => {
    expect(findIntlAddress(["Mill Lane, Rastrick, Halifax HX3"])).toMatchObject({
      postal_code: "HX3",
      city: "Halifax",
    });
    expect(findIntlAddress(["Model B2"])).toBeNull();
    expect(findIntlAddress(["Level G3"])).toBeNull();
  });
  it("reads a Canadian postcode", () => {
    expect(findIntlAddress(["410 Bank Street, Ottawa, ON K2P 1Y8"])).toMatchObject({
      postal_code: "K2P 1Y8",
      country: "CA",
    });
  });
  it("finds nothing in a US address or a price line", () => {
    expect(findIntlAddress(["12 Main St, Dover, DE 19901"])).toBeNull();
    expect(findIntlAddress(["Offers over £250,000, Leeds LS1 4AB"])).toBeNull();
  });
});

describe("UK listing wording", () => {
  it("reads 'Offers around £…' and 'Value' as the price in pounds", () => {
    expect(textFacts(["Offers Around £525,000"])).toMatchObject({ asking_price: 525_000, currency: "GBP" });
    expect(textFacts(["Value:", "£3,250,000"])).toMatchObject({ asking_price: 3_250_000, currency: "GBP" });
  });
  it("reads a tile whose unit sits on the line under its figure", () => {
    expect(textFacts(["Size", "12,480", "Sq Ft"])).toMatchObject({ building_size_sf: 12_480 });
    expect(textFacts(["Size", "1,160", "sq m"]).building_size_sf).toBeUndefined();
  });
  it("a captcha on an enquiry form is not a bot wall", () => {
    const form = '<form><div class="g-recaptcha"></div></form>';
    expect(isBotChallenge(form, 200, 1_200)).toBe(false);
    expect(isBotChallenge(form, 403, 1_200)).toBe(true);
    expect(isBotChallenge(form, 200, 40)).toBe(true);
  });
  it("takes the pin of an embedded map only when the page's maps agree on one place", () => {
    const one = `<div style="background:url('https://maps.googleapis.com/maps/api/staticmap?center=53.7452,-1.8601&zoom=15')"></div>`;
    expect(coordsFromMapUrls(one)).toEqual({ latitude: 53.7452, longitude: -1.8601 });
    const two = `${one}<img src="https://maps.googleapis.com/maps/api/staticmap?markers=|51.5012,-0.1420">`;
    expect(coordsFromMapUrls(two)).toEqual({});
  });
});

describe("extractPropertiesFromHtml on a UK agent's page", () => {
  const html = `<div><p>Industrial</p><h2>Canal Side Works</h2>
    <p>Canal Side Works, Mill Road, Marsden, West Yorkshire, HD7 6BE</p>
    <p>To let</p><p>£48,000</p><p>Per annum</p><p>Size</p><p>18,250</p><p>Sq Ft</p>
    <form><div class="g-recaptcha"></div></form></div>`;
  it("keeps the UK address as printed, never a US state or ZIP, and reads size, type and currency", () => {
    const r = extractPropertiesFromHtml(html, "https://agent.example/property/12");
    expect(r.error_code).toBeUndefined();
    const p = r.properties[0];
    expect(p.full_address).toBe("Canal Side Works, Mill Road, Marsden, West Yorkshire, HD7 6BE");
    expect(p.country).toBe("GB");
    expect(p.state).toBeNull();
    expect(p.building_size_sf).toBe(18_250);
    expect(p.property_type).toBe("industrial");
    expect(p.currency).toBe("GBP");
    expect(p.asking_price).toBeNull();
  });
});
