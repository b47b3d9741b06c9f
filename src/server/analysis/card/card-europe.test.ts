// Card parser, on synthetic text written for the test: European mobile labels and numbering plans, Dutch and
// Belgian postcodes, marks after a title.
import { describe, expect, it } from "vitest";
import { looksMobile } from "#server/analysis/card/mobile-numbers.ts";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";

const card = (...lines: string[]) => parseCardText(lines.join("\n"));

describe("mobile labels in other languages", () => {
  it.each([
    ["Port", "+33 6 12 34 56 78", "+33 4 91 00 11 22"],
    ["Mobil:", "+49 151 2345 6789", "+49 (0) 40 123 456"],
    ["GSM", "+32 470 12 34 56", "+32 2 555 12 34"],
    ["Handy", "+49 160 1234567", "+49 89 1234 5678"],
  ])("%s labels the person's number", (label, mobile, office) => {
    const r = card("Anna Keller", "Sales Director", `Tel ${office}`, `${label} ${mobile}`, "anna@kellerlog.eu");
    expect(r.person.phone).toBe(mobile);
    expect(r.company.phone).toBe(office);
  });
});

describe("mobile numbers by country code", () => {
  it.each([
    "+33 6 12 34 56 78",
    "+31 6 1234 5678",
    "+32 470 12 34 56",
    "+34 612 345 678",
    "+39 347 123 4567",
    "+351 912 345 678",
    "+90 532 123 45 67",
    "+971 50 123 4567",
    "+966 55 123 4567",
    "+968 9123 4567",
    "+972 54 123 4567",
    "+212 661 123 456",
    "+60 12 345 6789",
    "+66 81 234 5678",
    "+86 139 1234 5678",
    "+880 1712 345678",
  ])("%s is a mobile", (n) => expect(looksMobile(n)).toBe(true));
  it.each(["+33 1 42 00 11 22", "+49 40 123 4567", "+31 20 123 4567", "+971 4 123 4567", "+86 21 5555 1234"])(
    "%s is a landline",
    (n) => expect(looksMobile(n)).toBe(false),
  );
  it("an unlabelled mobile is the person's and the landline the firm's", () => {
    const r = card(
      "Luca Bianchi",
      "Export Manager",
      "+39 02 1234 5678",
      "+39 347 123 4567",
      "luca@bianchi-trasporti.it",
    );
    expect(r.person.phone).toBe("+39 347 123 4567");
    expect(r.company.phone).toBe("+39 02 1234 5678");
  });
});

describe("Dutch and Belgian postcodes", () => {
  it("a Dutch postcode line under its street, with the country under it", () => {
    const r = card(
      "Pieter de Vries",
      "Account Manager",
      "Molenweg 14",
      "3542 AB Utrecht",
      "The Netherlands",
      "pieter@devrieslog.nl",
    );
    expect(r.company.address).toMatch(/^Molenweg 14\W+3542 AB Utrecht\W+The Netherlands$/);
  });
  it("a street with its postcode and town on one line", () => {
    const r = card("Lotte Peeters", "Office Manager", "Kerkstraat 12, 3000 Leuven", "lotte@peeters.be");
    expect(r.company.address).toBe("Kerkstraat 12, 3000 Leuven");
  });
  it("a US street with a compass point is not a Dutch postcode", () => {
    const r = card("Dana Whitfield", "Broker", "1200 NE Main St", "Portland, OR 97232", "dana@whitfieldre.com");
    expect(r.company.address).toMatch(/^1200 NE Main St\W+Portland, OR 97232$/);
  });
});

describe("the position", () => {
  it("drops marks read after its last word", () => {
    expect(card("WILLEM JANSEN", "BUSINESS DEVELOPMENT MANAGER 5: 3", "willem@jansen.nl").person.position).toBe(
      "BUSINESS DEVELOPMENT MANAGER",
    );
  });
});

describe("German and Dutch street words", () => {
  it.each(["Altonaer Chaussee 87", "Hafenkade 4", "Eppendorfer Damm 12"])("%s over its postcode line", (street) => {
    const r = card("Jonas Brandt", "Geschäftsführer", street, "22769 Hamburg, Germany", "jonas@brandt-log.de");
    expect(r.company.address).toMatch(new RegExp(`^${street}\\W+22769 Hamburg, Germany$`));
  });
});

describe("the name over its title", () => {
  it("a name in capitals over the title beats the title's region line under it", () => {
    const r = card("H.K. MARLOWE", "DANIELA ORTEGA", "Regional Manager", "Ocean Freight", "Latin America");
    expect([r.person.firstName, r.person.lastName, r.person.position]).toEqual([
      "Daniela",
      "Ortega",
      "Regional Manager",
    ]);
  });
});

describe("the firm", () => {
  it("drops a logo mark read as glyphs and a bracket before the firm's name", () => {
    expect(card("EJ) H.K. MARLOWE", "Daniela Ortega", "Regional Manager").company.name).toMatch(/^H\.\s?K\. MARLOWE$/);
  });
});
