// Layouts met on real cards, on synthetic text written for the test: a title and its firm on one line, a past
// post beside the current one, a firm's name broken over two lines, Indian address blocks and mobiles.
import { describe, expect, it } from "vitest";
import { looksMobile } from "#server/analysis/card/mobile-numbers.ts";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";

const card = (...lines: string[]) => parseCardText(lines.join("\n"));

describe("card layouts", () => {
  it("splits 'Title, Firm Inc.' into the position and the company", () => {
    const r = card("Dana Whitfield", "COO, Harbor Lane Holdings Inc.", "dana@harborlane.example", "415-555-0130");
    expect(r.person.position).toBe("COO");
    expect(r.company.name).toBe("Harbor Lane Holdings Inc.");
  });
  it("keeps 'Vice President, Investments' whole: the part after the comma is no firm", () => {
    const r = card("Ravi Menon", "Vice President, Investments", "Northgate Partners", "ravi@northgate.example");
    expect(r.person.position).toBe("Vice President, Investments");
  });
  it("prefers the current post over a 'Formerly …' line", () => {
    const r = card(
      "Dr. Meera Iyer",
      "Formerly Chief Scientist, Space Agency",
      "MANAGING DIRECTOR",
      "Orbit Analytics Ltd.",
      "meera@orbit.example",
    );
    expect(r.person.position).toBe("MANAGING DIRECTOR");
  });
  it("reads a firm's name printed over two lines joined by '&'", () => {
    const r = card(
      "KIRAN RAO",
      "Director",
      "EASTERN FREIGHT LOGISTICS &",
      "WAREHOUSING SERVICES LTD.",
      "kiran@efl.example",
    );
    expect(r.company.name).toBe("EASTERN FREIGHT LOGISTICS & WAREHOUSING SERVICES LTD.");
  });
  it("reads 'Name, Notary Public' as a name and a title", () => {
    const r = card("Maria Castell, Notary Public", "Licensed and Bonded", "954-555-0177");
    expect(r.person.firstName).toBe("Maria");
    expect(r.person.lastName).toBe("Castell");
    expect(r.person.position).toBe("Notary Public");
  });
  it("takes 'Proprietor' as the position, never as the company", () => {
    const r = card("Suresh Pillai", "PROPRIETOR", "Coastal Packers & Movers", "+91 9845012345");
    expect(r.person.position).toBe("PROPRIETOR");
    expect(r.company.name).not.toBe("PROPRIETOR");
  });
});

describe("Indian cards", () => {
  it("reads an address block anchored by the town and its PIN", () => {
    const r = card(
      "Anil Varma",
      "Sales Executive",
      "Plot No: 4, Road No. 12, Lakshmi Nagar Colony,",
      "Secunderabad - 500 026, Telangana. India.",
      "Ph: +91 40 2790 1234",
    );
    expect(r.company.address).toBe(
      "Plot No: 4, Road No. 12, Lakshmi Nagar Colony, Secunderabad - 500 026, Telangana. India",
    );
    expect([r.person.phone, r.company.phone]).toContain("+91 40 2790 1234");
  });
  it("runs a block ending in a comma on to the town named alone", () => {
    const r = card(
      "Door No. 7/112, Temple Road,",
      "Ettumanoor, 686631, Kuravilangad,",
      "Kottayam.",
      "tel 0481 2535555",
    );
    expect(r.company.address).toBe("Door No. 7/112, Temple Road, Ettumanoor, 686631, Kuravilangad, Kottayam");
  });
  it("reads a one-line address with 'No :' and never takes the PIN for a phone", () => {
    const r = card("Spice Route", "No : 12, Anna Salai, Teynampet, Chennai - 600 018.", "044 - 2435 6789");
    expect(r.company.address).toBe("No : 12, Anna Salai, Teynampet, Chennai - 600 018");
    expect(r.person.phone ?? r.company.phone).toBe("044 - 2435 6789");
  });
  it("knows an Indian mobile printed five and five, and a North American number is no mobile", () => {
    expect(looksMobile("90309 52549")).toBe(true);
    expect(looksMobile("9845012345")).toBe(true);
    expect(looksMobile("702-555-0148")).toBe(false);
    expect(looksMobile("(917) 555-0100")).toBe(false);
    const r = card("040-4852 8881, 90309 52549", "info@example.in");
    expect(r.person.phone).toBe("90309 52549");
    expect(r.company.phone).toBe("040-4852 8881");
  });
  it("reads a house number the web pattern would take for a domain ('H.NO.') as part of the address", () => {
    const r = card("Sunrise Studio", "H.NO. 2-4-118/7, NEAR CLOCK TOWER,", "SECUNDERABAD - 500 003.");
    expect(r.company.address).toBe("H.NO. 2-4-118/7, NEAR CLOCK TOWER, SECUNDERABAD - 500 003");
  });
});

describe("phones", () => {
  it("never takes a Japanese postal code whose 〒 was read as T for a phone", () => {
    const r = card("Kenta Ono", "T123-4567 Minato-ku 1-2-3", "TEL:03-1234-5678", "mobile 090-1111-2222");
    expect([r.person.phone, r.company.phone]).not.toContain("123-4567");
    expect(r.person.phone).toBe("090-1111-2222");
  });
  it("reads the number after an e-mail on the same line, even after a '#' mark", () => {
    const r = card("TEL:03-5555-0101", "E-mail: info@example.jp #4421: 090-2222-3333");
    expect(r.person.phone).toBe("090-2222-3333");
    expect(r.company.phone).toBe("03-5555-0101");
  });
  it("gives the office a landline rather than a second mobile", () => {
    const r = card("Ph: +91- 9502930011", "9100080022", "Ph: +91 40 6521 0000");
    expect(r.company.phone).toBe("+91 40 6521 0000");
  });
  it("takes no phone from a line OCR could hardly read", () => {
    const r = parseCardText("x", [
      { text: "EELLEREE 18111813 F", confidence: 11 },
      { text: "Mobile: +852 5555 0199", confidence: 88 },
    ]);
    expect(r.person.phone).toBe("+852 5555 0199");
    expect(r.company.phone).toBeNull();
  });
});

describe("addresses", () => {
  it("reads a street line with the town and 'USA' under it", () => {
    const r = card("Alex Kim", "410 Harbor Street", "Portsmouth, USA", "alex@example.com");
    expect(r.company.address).toBe("410 Harbor Street, Portsmouth, USA");
  });
});

describe("OCR debris", () => {
  it("drops a lone digit read beside the end of a phone number", () => {
    const r = card("Marcos Lima", "Cel. 11 9.8697-6934 1");
    expect(r.person.phone).toBe("11 9.8697-6934");
  });
  it("prefers a name tesseract was sure of over a taller logo it read as two words", () => {
    const r = parseCardText("x", [
      { text: "KX EB", confidence: 51, bbox: { x0: 0, y0: 0, x1: 200, y1: 80 } },
      { text: "Tarou Tsubaki", confidence: 89, bbox: { x0: 0, y0: 100, x1: 300, y1: 135 } },
      { text: "E-mail: info@example.jp", confidence: 85, bbox: { x0: 0, y0: 150, x1: 300, y1: 180 } },
    ]);
    expect(r.person.firstName).toBe("Tarou");
    expect(r.person.lastName).toBe("Tsubaki");
  });
});

describe("numbering plans and spelt-out states", () => {
  it("knows a Hong Kong mobile from a landline", () => {
    expect(looksMobile("+852 5555 0123")).toBe(true);
    expect(looksMobile("+852 2555 0123")).toBe(false);
    const r = card("Tel: +852 2555 0100", "+852 9555 0199", "lee@example.hk");
    expect(r.person.phone).toBe("+852 9555 0199");
  });
  it("reads a city line with the state spelt out", () => {
    const r = card("Pat Doyle", "Harbor Motors", "1200 Shoreline Road", "Monterey, California 93940");
    expect(r.company.address).toBe("1200 Shoreline Road, Monterey, California 93940");
  });
  it("reads a hyphen OCR turned into a degree sign", () => {
    const r = card("TEL:03-5555°0123", "info@example.jp");
    expect(r.person.phone ?? r.company.phone).toBe("03-5555-0123");
  });
});

describe("a title printed over two lines", () => {
  it.each([
    [["Director of", "Asset Management"], "Director of Asset Management"],
    [["Vice President,", "Capital Markets"], "Vice President, Capital Markets"],
    [["Head of Sales", "(Asia Pacific)"], "Head of Sales (Asia Pacific)"],
    [["Manager, Sales &", "Marketing"], "Manager, Sales & Marketing"],
  ])("joins %j", (title, whole) => {
    const r = parseCardText(["Mara Quinn", ...title, "Harbor Realty Inc.", "mara@harborrealty.com"].join("\n"));
    expect(r.person.position).toBe(whole);
    expect(r.company.name).toBe("Harbor Realty Inc.");
  });
  it("leaves a title whole when the next line starts a new item", () => {
    const r = parseCardText(["Mara Quinn", "Senior Broker", "Harbor Realty Inc.", "T 212 555 0100"].join("\n"));
    expect(r.person.position).toBe("Senior Broker");
  });
});
