// Card parser, on synthetic lines written for the test with OCR boxes: two-column cards whose reading order
// interleaves the columns, pieces of one printed line, and one-word names.
import { describe, expect, it } from "vitest";
import { type CardTextLine, parseCardText } from "#server/analysis/card/parse-card-text.ts";

/** A line at (x, y) with letters h px high, about 0.6 h per character wide. */
const at = (text: string, x: number, y: number, h = 30, confidence = 95): CardTextLine => ({
  text,
  confidence,
  bbox: { x0: x, y0: y, x1: x + Math.round(text.length * h * 0.6), y1: y + h },
});
const read = (lines: CardTextLine[]) => parseCardText(lines.map((l) => l.text).join("\n"), lines);

describe("two-column cards", () => {
  it("takes the name the title sits under, not the line next to it in reading order", () => {
    // Left column: name, title; right column: an address whose first line is read between them.
    const r = read([
      at("DANA REYES", 40, 300, 30),
      at("Marina Bay Harbour", 600, 305, 30),
      at("Senior Broker", 40, 345, 22),
      at("Florida 33101 - USA", 600, 350, 22),
    ]);
    expect([r.person.firstName, r.person.lastName, r.person.position]).toEqual(["Dana", "Reyes", "Senior Broker"]);
  });
  it("reads the title under the name when the other column's numbers come between them", () => {
    const r = read([
      at("KIRAN MEHTA", 40, 300, 36),
      at("Ph: +91 98765 43210", 700, 290, 36),
      at("Sales Executive", 40, 350, 30),
      at("Partner", 700, 340, 30),
      at("98765 01234", 700, 390, 30),
    ]);
    expect([r.person.firstName, r.person.lastName]).toEqual(["Kiran", "Mehta"]);
    expect(r.person.position).toBe("Sales Executive");
  });
  it("keeps a name and a title printed on one line beside each other", () => {
    const r = read([at("Lena Hartwell, Notary Public", 40, 300), at("We Come To You", 40, 100, 40)]);
    expect([r.person.firstName, r.person.lastName, r.person.position]).toEqual(["Lena", "Hartwell", "Notary Public"]);
  });
});

describe("words that are never a name", () => {
  it.each([["Corporate Office"], ["Your Tagline"], ["Online Services"], ["The Harbor"]])(
    "does not take %s for the person",
    (heading) => {
      const r = parseCardText(["Tomas Greer", "T 305 555 0142", heading, "Leasing Manager"].join("\n"));
      expect([r.person.firstName, r.person.lastName]).toEqual(["Tomas", "Greer"]);
    },
  );
});

describe("pieces of one printed line", () => {
  it("glues a piece that starts in small letters right against the last one", () => {
    const r = read([
      at("Tomas Greer", 40, 100),
      at("Director", 40, 140),
      at("Harbor Engin", 40, 300, 60),
      at("eers Pvt. Ltd", 40 + Math.round(12 * 36) + 5, 302, 56),
    ]);
    expect(r.company.name).toBe("Harbor Engineers Pvt. Ltd");
  });
  it("keeps a word space between pieces that are further apart or start in capitals", () => {
    const r = read([
      at("Tomas Greer", 40, 100),
      at("Director", 40, 140),
      at("Harbor", 40, 300, 40),
      at("Engineers Ltd", 40 + Math.round(6 * 24) + 14, 300, 40),
    ]);
    expect(r.company.name).toBe("Harbor Engineers Ltd");
  });
});

describe("one-word names", () => {
  it("takes a single name the e-mail spells whole", () => {
    const r = parseCardText(["Ravindran", "PROPRIETOR", "Swift Movers", "ravindran77@gmail.com"].join("\n"));
    expect(r.person.firstName).toBe("Ravindran");
    expect(r.person.lastName).toBeNull();
    expect(r.person.position).toBe("PROPRIETOR");
  });
  it("does not take a single word the e-mail does not spell, nor the firm's own name", () => {
    expect(parseCardText(["Ravindran", "Proprietor", "movers77@gmail.com"].join("\n")).person.firstName).toBeNull();
    expect(
      parseCardText(["Swiftmove", "Sales Manager", "swiftmove@swiftmove.example"].join("\n")).person.firstName,
    ).toBeNull();
  });
});

describe("address blocks of one column, the other column's lines read between them", () => {
  it("follows a street line down its column through place names with no postal code", () => {
    const r = read([
      at("Ravi Kumar", 40, 40, 40),
      at("18, Lakeside Road", 40, 300),
      at("0812 555 014", 700, 300),
      at("Hillview East", 40, 345),
      at("0812 555 015", 700, 345),
      at("Hillview", 40, 390),
      at("ravi.k@example.org", 700, 390),
      at("Kandy.", 40, 435),
    ]);
    expect(r.company.address).toBe("18, Lakeside Road, Hillview East, Hillview, Kandy");
  });
  it("stops at a title or a line that is no place name", () => {
    const r = read([at("7, Temple Street", 40, 300), at("Managing Director", 40, 345), at("Ravi Kumar", 40, 390)]);
    expect(r.company.address).toBe("7, Temple Street");
  });
  it("adds the country printed alone under the block, past a stray word beside it", () => {
    const r = read([
      at("Orchid Business Park", 90, 300),
      at("mobile +91 98450 12345", 700, 300),
      at("Tower C, Floor 4, #12", 90, 345),
      at("Outer Ring Road", 90, 390),
      at("Pune - 411 014", 90, 435),
      at("with", 330, 478, 20),
      at("INDIA", 30, 480),
    ]);
    expect(r.company.address).toBe(
      "Orchid Business Park, Tower C, Floor 4, #12, Outer Ring Road, Pune - 411 014, INDIA",
    );
  });
});

describe("a phone number OCR cut into pieces on its row", () => {
  it.each([
    [["Tel: +81 3", "5555 0101"], "+81 3 5555 0101"],
    [["Mobile 98480", "12345"], "98480 12345"],
    [["(212) 555", "0147"], "(212) 555 0147"],
  ])("joins %j", ([left, right], whole) => {
    const r = read([at("Aiko Mori", 40, 40, 40), at(left, 40, 300), at(right, 40 + left.length * 18 + 60, 302)]);
    expect(r.person.phone).toBe(whole);
  });
  it("joins the rest of a number that starts the next piece, before the fax printed after it", () => {
    const r = read([
      at("Aiko Mori", 40, 40, 40),
      at("Pabx:(11) 55", 40, 300),
      at("512345 ax:- 5551-2399", 40 + 12 * 18 + 20, 302),
    ]);
    expect(r.person.phone?.replace(/\D/g, "")).toBe("1155512345");
    expect(r.company.phone).toBeNull();
    expect(r.note).toContain("5551-2399");
  });
  it("leaves a whole number and a piece of another row apart", () => {
    const r = read([at("Aiko Mori", 40, 40, 40), at("Tel: 212 555 0100", 40, 300), at("4455", 500, 400)]);
    expect(r.person.phone).toBe("212 555 0100");
  });
});
