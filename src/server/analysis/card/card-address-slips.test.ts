// Card parser, on synthetic text written for the test: OCR slips in address lines, and capitals that are a
// branch's place or a tagline rather than the firm.
import { describe, expect, it } from "vitest";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";

const card = (...lines: string[]) => parseCardText(lines.join("\n"));

describe("address slips", () => {
  it.each([["Ottawa, ON K1) 5A9"], ["Calgary, AB T2) 3N9"]])(
    "reads the J of a Canadian postcode read as ')' (%s)",
    (city) => {
      const r = card("Lena Hartwell", "Broker", "55 Elgin Street, Suite 200", city);
      expect(r.company.address).toBe(`55 Elgin Street, Suite 200, ${city.replace(")", "J")}`);
    },
  );
  it("drops a bar read as 'I' before the city, but keeps I Street", () => {
    expect(card("Lena Hartwell", "Broker", "12 Harbor Road", "I Dover, DE 19901").company.address).toBe(
      "12 Harbor Road, Dover, DE 19901",
    );
    expect(card("Lena Hartwell", "Broker", "1200 I Street NW", "Washington, DC 20005").company.address).toBe(
      "1200 I Street NW, Washington, DC 20005",
    );
  });
  it.each([
    ["lzumi Tower, 1-2-3 Kita, Osaka 530-0001, Japan", "Izumi Tower, 1-2-3 Kita, Osaka 530-0001, Japan"],
    ["lidamachi Bldg. 4-5-6 Chuo, Tokyo 103-0001, Japan", "Iidamachi Bldg. 4-5-6 Chuo, Tokyo 103-0001, Japan"],
  ])("reads a capital I read as l at the start of a place name (%s)", (line, want) => {
    expect(card("Haruto Mizuno", "Engineer", line).company.address).toBe(want);
  });
  it("leaves words that do start with l alone", () => {
    expect(card("Lena Hartwell", "Broker", "8 la Rue Haute, Lyon 69002, France").company.address).toContain(
      "8 la Rue Haute",
    );
  });
});

describe("capitals that are not the firm", () => {
  it("a heading naming a branch's town is no firm", () => {
    const r = card("Arjun Varma", "Branch Manager", "PUNE", "2nd Floor, Tilak Road, Pune 411002", "Mob: 98765 43210");
    expect(r.company.name).toBeNull();
  });
  it("the firm's domain names it when the capitals share nothing with the domain", () => {
    const r = card(
      "Arjun Varma",
      "Director",
      "GATE AND IES COACHING",
      "arjun@vidyalaya.example",
      "www.vidyalaya.example",
    );
    expect(r.company.name).toBe("Vidyalaya");
  });
  it("a logo in capitals that the domain spells in part is kept", () => {
    const r = card("MAESTRO DESIGN", "Ji-ho Kim", "Designer", "jiho@gmail.com", "www.swmaestro.example");
    expect(r.company.name).toBe("MAESTRO DESIGN");
  });
});
