// Card parser, on synthetic text written for the test: names printed family name first whose e-mail gives both
// parts, Japanese addresses led by their postal code line, Vietnamese ward/district lines, "MAI" as a name.
import { describe, expect, it } from "vitest";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";

const card = (...lines: string[]) => parseCardText(lines.join("\n"));

describe("family name first, told by the e-mail", () => {
  it.each([
    ["NGUYEN VAN BINH", "binh.nguyen@lotusvn.vn", "Van Binh", "Nguyen"],
    ["PHAM THI LAN", "lan.pham@lotusvn.vn", "Thi Lan", "Pham"],
  ])("%s with %s", (name, email, first, last) => {
    const r = card("Lotus Trading JSC", name, "Sales Manager", email);
    expect([r.person.firstName, r.person.lastName]).toEqual([first, last]);
  });
  it("a name printed given name first keeps its order", () => {
    const r = card("Lotus Trading JSC", "BINH NGUYEN", "Sales Manager", "binh.nguyen@lotusvn.vn");
    expect([r.person.firstName, r.person.lastName]).toEqual(["Binh", "Nguyen"]);
  });
  it("MAI ends a Vietnamese name; after a comma it is the appraisers' designation", () => {
    const a = card("Lotus Trading JSC", "TRAN THI MAI", "Chief Accountant", "mai.tran@lotusvn.vn");
    expect([a.person.firstName, a.person.lastName]).toEqual(["Thi Mai", "Tran"]);
    const b = card("Dana Whitfield, MAI", "Senior Appraiser", "dwhitfield@harborval.com");
    expect([b.person.firstName, b.person.lastName]).toEqual(["Dana", "Whitfield"]);
  });
});

describe("addresses without a postal code on their own line", () => {
  it("a Japanese block number with its ward, the postal code line above it", () => {
    const r = card(
      "Hoshino Systems Inc.",
      "Yuko Sato",
      "〒150-0012",
      "Hiroo 2-3-4, Shibuya-ku, Tokyo",
      "Tel 03-5555-0199",
    );
    expect(r.company.address).toBe("〒150-0012, Hiroo 2-3-4, Shibuya-ku, Tokyo");
    expect(r.person.phone).toBe("03-5555-0199");
  });
  it("a Vietnamese ward and district", () => {
    const r = card(
      "Lotus Trading JSC",
      "Le Minh",
      "42 Pasteur Street, Ben Nghe Ward, District 1",
      "Tel: (028) 3822 0101",
    );
    expect(r.company.address).toBe("42 Pasteur Street, Ben Nghe Ward, District 1");
  });
});
