// Rules for what OCR does to a card's text in poor photos, on synthetic lines written for the test.
import { describe, expect, it } from "vitest";
import { isDebrisWord, trimEdgeDebris } from "#server/analysis/card/card-lines.ts";
import { withoutStrayGlyph } from "#server/analysis/card/card-name.ts";
import { joinSplitLabels } from "#server/analysis/card/card-phones.ts";
import { fixEmailText, fixWebText } from "#server/analysis/card/card-web.ts";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";

const w = (text: string, confidence: number) => ({ text, confidence });
const box = (y: number) => ({ x0: 10, y0: y, x1: 400, y1: y + 20 });

describe("debris at the ends of an OCR line", () => {
  it("cuts unsure short lower-case or symbol words off both ends, keeping the line's own text", () => {
    const line = {
      text: "the * Lena Marsh ~",
      confidence: 60,
      words: [w("the", 25), w("*", 30), w("Lena", 94), w("Marsh", 70), w("~", 10)],
    };
    expect(trimEdgeDebris(line).text).toBe("Lena Marsh");
  });

  it("keeps a capitalised short word and sure words", () => {
    expect(isDebrisWord(w("Wu", 40))).toBe(false);
    expect(isDebrisWord(w("RT", 46))).toBe(false);
    expect(isDebrisWord(w("the", 90))).toBe(false);
    expect(isDebrisWord(w("gif", 13))).toBe(true);
    expect(isDebrisWord(w("¥", 44))).toBe(true);
    expect(isDebrisWord(w("&", 30))).toBe(false);
  });

  it("reads a name and a title that texture speckle prefixed", () => {
    const r = parseCardText("", [
      {
        text: "ge +: gif Lena Marsh",
        confidence: 70,
        bbox: box(0),
        words: [w("ge", 40), w("+:", 27), w("gif", 13), w("Lena", 93), w("Marsh", 90)],
      },
      {
        text: "Senior Leasing Manager",
        confidence: 95,
        bbox: box(40),
        words: [w("Senior", 95), w("Leasing", 95), w("Manager", 95)],
      },
      { text: "lena.marsh@harbor-cre.com", confidence: 90, bbox: box(80), words: [w("lena.marsh@harbor-cre.com", 90)] },
    ]);
    expect([r.person.firstName, r.person.lastName, r.person.position]).toEqual([
      "Lena",
      "Marsh",
      "Senior Leasing Manager",
    ]);
  });
});

describe("e-mail and web address whose '@' and dots OCR lost", () => {
  it("restores an e-mail printed as local part, domain and ending in separate words", () => {
    expect(fixEmailText("priya_raman delta-sg com sg")).toBe("priya_raman@delta-sg.com.sg");
    expect(fixEmailText("E-mail: j.ortiz harborline com")).toBe("E-mail: j.ortiz@harborline.com");
    // A phrase, or a web address, is no e-mail.
    expect(fixEmailText("spaces that work com")).toBe("spaces that work com");
    expect(fixEmailText("www.harborline com sg")).toBe("www.harborline com sg");
  });

  it("puts the dots back into a www address read with spaces", () => {
    expect(fixWebText("www delta-sg com sg")).toBe("www.delta-sg.com.sg");
    expect(fixWebText("www harborline com")).toBe("www.harborline.com");
  });

  it("takes the name's spelling for an e-mail read less surely than the name", () => {
    const r = parseCardText("", [
      { text: "Priya Raman", confidence: 92, bbox: box(0) },
      { text: "Director", confidence: 92, bbox: box(30) },
      { text: "priya_rawan delta com", confidence: 55, bbox: box(60) },
    ]);
    expect(r.person.lastName).toBe("Raman");
    expect(r.person.email).toBe("priya_raman@delta.com");
  });
});

describe("street named before its number", () => {
  it("reads the street line and a postal-code line under it although the code is misread", () => {
    const r = parseCardText(
      ["Marta Lopes", "Gerente", "Rua das Flores, 120 - Centro", "Cep 0135-000 - Curitiba - PR"].join("\n"),
    );
    expect(r.company.address).toBe("Rua das Flores, 120 - Centro, Cep 0135-000 - Curitiba - PR");
  });
});

describe("a stray glyph beside a name", () => {
  it("drops a lone digit or mark speckle left before or after a line of words, never from an address", () => {
    expect(withoutStrayGlyph("5 Tomas Lindqvist")).toBe("Tomas Lindqvist");
    expect(withoutStrayGlyph("Tomas Lindqvist ¥")).toBe("Tomas Lindqvist");
    expect(withoutStrayGlyph("5 Main Street 20")).toBe("5 Main Street 20");
  });
});

describe("labels and logos OCR broke apart", () => {
  it("joins a phone label split after its first letter and keeps the fax out of the phones", () => {
    expect(joinSplitLabels("F AX:81-52-555-0112")).toBe("FAX:81-52-555-0112");
    expect(joinSplitLabels("A BC 12")).toBe("A BC 12");
    const r = parseCardText(["Kenta Oda", "TEL:81-52-555-0101", "F AX:81-52-555-0112"].join("\n"));
    expect(r.person.phone ?? r.company.phone).toBe("81-52-555-0101");
    expect([r.person.phone, r.company.phone]).not.toContain("81-52-555-0112");
  });

  it("reads a logo of two stacked capital words as the company, not the speckle in capitals beside it", () => {
    const line = (text: string, confidence: number, x0: number, y0: number, h: number) => ({
      text,
      confidence,
      bbox: { x0, y0, x1: x0 + text.length * h * 0.6, y1: y0 + h },
    });
    const r = parseCardText("", [
      line("NTO", 50, 800, 0, 20),
      line("CLOUD", 96, 520, 120, 32),
      line("HARBOR", 96, 522, 160, 33),
      line("Mina Park", 93, 660, 400, 44),
      line("mina@example-mail.org", 90, 480, 600, 30),
    ]);
    expect(r.company.name).toBe("CLOUD HARBOR");
  });
});
