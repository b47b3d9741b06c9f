// Cards printed outside the US, on synthetic text written for the test.
import { describe, expect, it } from "vitest";
import { looksMobile } from "#server/analysis/card/mobile-numbers.ts";
import { familyInCaps } from "#server/analysis/card/card-name.ts";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";

const card = (...lines: string[]) => parseCardText(lines.join("\n"));

describe("international cards", () => {
  it("reads a Japanese address block and never takes its postal code as a phone", () => {
    const r = card(
      "Kenji Morita",
      "Manager",
      "Data Services Section",
      "Platform Engineering Department",
      "Sakura Systems Inc.",
      "Hikari Tower 12F, 3-4-5 Kanda, Chiyoda-ku,",
      "Tokyo 101-0047, Japan",
      "Tel: +81-3-1234-5678",
      "k-morita@sakura-sys.co.jp",
    );
    expect(r.company.address).toBe("Hikari Tower 12F, 3-4-5 Kanda, Chiyoda-ku, Tokyo 101-0047, Japan");
    expect(r.person.phone ?? r.company.phone).toBe("+81-3-1234-5678");
    expect([r.person.phone, r.company.phone]).not.toContain("101-0047");
    expect(r.company.name).toBe("Sakura Systems Inc.");
  });
  it("reads a Vietnamese ward/district block", () => {
    const r = card(
      "Nguyen Van An",
      "Director",
      "Lotus Trading Co., Ltd.",
      "Room 5, 7th Floor, Ben Thanh Ward,",
      "District 1, Ho Chi Minh City, Vietnam",
      "an.nguyen@lotustrading.vn",
    );
    expect(r.company.address).toBe("Room 5, 7th Floor, Ben Thanh Ward, District 1, Ho Chi Minh City, Vietnam");
  });
  it("keeps a Brazilian CEP out of the phones", () => {
    const r = card(
      "Paula Souza",
      "Gerente",
      "Rua das Flores, 120 - Centro",
      "CEP 04567-010 São Paulo - SP",
      "Fone (11) 3333-4444",
    );
    expect([r.person.phone, r.company.phone]).not.toContain("04567-010");
    expect(r.company.address).toContain("04567-010");
  });
  it("takes a website from a country-code domain", () => {
    const r = card("Kenji Morita", "k-morita@sakura-sys.co.jp", "http//www .sakura-sys.co.jp/");
    expect(r.company.website).toBe("https://www.sakura-sys.co.jp/");
  });
});

describe("names", () => {
  it("reads the family name printed in capitals, in either order", () => {
    expect(familyInCaps("TANAKA Hiroshi")).toEqual({ given: "Hiroshi", family: "Tanaka" });
    expect(familyInCaps("Hiroshi TANAKA")).toEqual({ given: "Hiroshi", family: "Tanaka" });
    expect(familyInCaps("Hiroshi Tanaka")).toBeNull();
  });
  it("reads an all-caps name", () => {
    const r = card("YUKI HAYASHI", "ASSISTANT MANAGER", "y.hayashi@example.co.jp");
    expect(r.person).toMatchObject({ firstName: "Yuki", lastName: "Hayashi" });
  });
});

describe("phones and titles", () => {
  it("gives a lone 'Tel' number to the person and reads 'HP' as a mobile", () => {
    expect(card("Aiko Sato", "Tel: +81-3-1111-2222", "Fax: +81-3-1111-2223").person.phone).toBe("+81-3-1111-2222");
    const sg = card("Lim Wei Ming", "DDI (65) 6111 2222 HP (65) 9333 4444");
    expect(sg.person.phone).toBe("(65) 9333 4444");
    expect(sg.company.phone).toBe("(65) 6111 2222");
  });
  it("reads titles printed in Portuguese or Spanish, and drops a stray glyph after the legal form", () => {
    const r = card("Marina Costa", "Gerente de Vendas", "Lumen Sistemas Ltda. x", "marina@lumensistemas.com.br");
    expect(r.person.position).toBe("Gerente de Vendas");
    expect(r.company.name).toBe("Lumen Sistemas Ltda.");
  });
});

describe("phones by national shape and certificates", () => {
  it("knows mobile numbers by their shape", () => {
    for (const m of ["+81-90-1234-5678", "090-1234-5678", "(11) 9 8765 4321", "+44 7700 900123", "010-1234-5678"])
      expect(looksMobile(m), m).toBe(true);
    for (const l of ["+81-3-1234-5678", "(11) 2345 6789", "+44 20 7946 0000", "(415) 555-0142"])
      expect(looksMobile(l), l).toBe(false);
  });
  it("gives an unlabelled mobile to the person and the landline to the company", () => {
    const r = parseCardText(["Rosa Lima", "Diretora Comercial", "(11) 3456 7890", "(11) 9 8765 4321"].join("\n"));
    expect(r.person.phone?.replace(/\D/g, "")).toBe("11987654321");
    expect(r.company.phone?.replace(/\D/g, "")).toBe("1134567890");
  });
  it("never reads a certificate number as a phone", () => {
    const r = parseCardText(["Ken Ito", "Engineer", "Tel: +81-3-5555-0101", "JQA 15 123456/ISO 27001"].join("\n"));
    expect(r.person.phone ?? r.company.phone).toBe("+81-3-5555-0101");
    expect([r.person.phone, r.company.phone]).not.toContain("15 123456");
  });
});

describe("names the OCR cut apart, mended by the e-mail", () => {
  it("joins a widely spaced name read as two words on one row", () => {
    const r = parseCardText("Yoshiki\nKawai\nManaging Director\nE-mail: y.kawai@holon.ne.ip", [
      { text: "Yoshiki", confidence: 95, bbox: { x0: 370, y0: 145, x1: 650, y1: 210 } },
      { text: "Kawai", confidence: 95, bbox: { x0: 740, y0: 146, x1: 990, y1: 210 } },
      { text: "Managing Director", confidence: 92, bbox: { x0: 460, y0: 250, x1: 880, y1: 290 } },
      { text: "E-mail: y.kawai@holon.ne.ip", confidence: 90, bbox: { x0: 100, y0: 600, x1: 700, y1: 630 } },
    ]);
    expect([r.person.firstName, r.person.lastName]).toEqual(["Yoshiki", "Kawai"]);
    expect(r.person.email).toBe("y.kawai@holon.ne.jp");
  });
  it("re-splits a name with a space inside a word", () => {
    const r = parseCardText("PVs EON\nkiichi.murata@jp.pwc.com\nKiichi M urata\nDirector");
    expect([r.person.firstName, r.person.lastName]).toEqual(["Kiichi", "Murata"]);
  });
});
