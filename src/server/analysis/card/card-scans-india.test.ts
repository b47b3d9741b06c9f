// Card parser, on synthetic text written for the test: identifiers printed like numbers, PIN codes without a
// dash, contact labels sharing an address line, e-mail slips, honorifics with glued initials, firm-name debris.
import { describe, expect, it } from "vitest";
import { isIdentifier } from "#server/analysis/card/card-phones.ts";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";

const card = (...lines: string[]) => parseCardText(lines.join("\n"));

describe("identifiers are no phone numbers", () => {
  it.each([
    ["Agent Code No. ", ""],
    ["Tax code: ", ""],
    ["GSTIN ", ""],
    ["VAT No. ", ""],
    ["Member ID: ", ""],
  ])("a number labelled %j", (before) => {
    expect(isIdentifier(before, "")).toBe(true);
  });
  it("a check letter tight against the digits marks an identifier", () => {
    expect(isIdentifier("Ref ", "K rest")).toBe(true);
    expect(isIdentifier("", "K")).toBe(true);
  });
  it.each([["Tel: "], ["Mobile "], ["Office "], [""]])("a number after %j stays a phone", (before) => {
    expect(isIdentifier(before, " Fax: 0")).toBe(false);
  });
  it("reads the phone and skips the code on a card", () => {
    const r = card("MEERA KAPOOR", "Policy Advisor", "Advisor Code No. 0412275K", "Cell: 98450 12345");
    expect(r.person.phone).toBe("98450 12345");
    expect(r.company.phone).toBeNull();
  });
});

describe("Indian address blocks", () => {
  it("a PIN after the town with no dash anchors the block", () => {
    const r = card("Ravi Teja", "Sales Engineer", "C Wing, 3rd Floor, Lotus House, Lake Road, Mysuru 570 001");
    expect(r.company.address).toBe("C Wing, 3rd Floor, Lotus House, Lake Road, Mysuru 570 001");
  });
  it("also with the PIN in one group and the country after it", () => {
    const r = card("Ravi Teja", "Sales Engineer", "12, Temple Street, Basavanagudi, Bengaluru 560004 India");
    expect(r.company.address).toBe("12, Temple Street, Basavanagudi, Bengaluru 560004 India");
  });
  it("a superscript ordinal read as a degree sign is an ordinal again", () => {
    const r = card("Ravi Teja", "Sales Engineer", "D Block, 2° Floor, Lotus House, Lake Road, Mysuru 570 001");
    expect(r.company.address).toBe("D Block, 2nd Floor, Lotus House, Lake Road, Mysuru 570 001");
  });
  it("a line of degrees naming a country in brackets is no address", () => {
    const r = card("Dr. ANIL VERMA", "M.S., Ph.D (U.S.A), F.I.E", "Chief Consultant", "Cell: 98450 12345");
    expect(r.company.address).toBeNull();
  });
  it("an address line that goes on with the e-mail keeps its place and the door number above it", () => {
    const r = card(
      "Kiran Rao",
      "Director",
      "#31, Lotus Arcade complex, near Clock Tower",
      "Ameerpet, Hyderabad - 16. Email: info@lotusschool.in",
    );
    expect(r.person.email).toBe("info@lotusschool.in");
    expect(r.company.address).toBe("#31, Lotus Arcade complex, near Clock Tower, Ameerpet, Hyderabad - 16");
  });
  it("government titles are titles", () => {
    expect(card("R.K. Nair", "Jt. Transport Commissioner", "Off: 040 2322 3311").person.position).toBe(
      "Jt. Transport Commissioner",
    );
  });
});

describe("e-mail slips", () => {
  it("prefers the address after an e-mail label to an '@' inside an address line", () => {
    const r = card(
      "Kavya",
      "Manager",
      "DeskHub@Orbit No 14, Palm Street, Adyar, Chennai - 600 020",
      "Mobile: 98840 12345 | Email; kavya@brightpmc.co.in",
    );
    expect(r.person.email).toBe("kavya@brightpmc.co.in");
  });
  it("'No' before a number is never read as a top-level domain", () => {
    expect(card("Kavya", "DeskHub@Orbit No 14, Palm Street").person.email).toBeNull();
  });
  it("reads .con as .com", () => {
    expect(card("Kavya Menon", "kavya@brightpmc.con").person.email).toBe("kavya@brightpmc.com");
  });
  it("drops a speck inside the gmail host", () => {
    expect(card("Kavya Menon", "Email: lotusacademy@gmail.ct com").person.email).toBe("lotusacademy@gmail.com");
  });
});

describe("names after an honorific", () => {
  it("reads initials printed tight after Prof. and prefers the honorific line to logo pieces", () => {
    const r = card("Prof. S.B. MOHAN RAO", "Addl. Director", "Lotusi E", "Mobile: +91-98450 12345");
    expect([r.person.firstName, r.person.lastName]).toEqual(["Mohan", "Rao"]);
  });
});

describe("firm-name debris", () => {
  it("two glyphs of speckle glued before the name the domain starts with", () => {
    const r = card("Z2Harbor Online Services Pvt. Ltd.", "NEHA JAIN", "Director", "www.harboronline.net");
    expect(r.company.name).toBe("Harbor Online Services Pvt. Ltd.");
  });
  it("a word the readings doubled at the start of the firm's name", () => {
    const r = card("Neha Jain", "Advisor", "NATIONAL NATIONAL ASSURANCE COMPANY LIMITED");
    expect(r.company.name).toBe("NATIONAL ASSURANCE COMPANY LIMITED");
  });
});

describe("blocks and names over lines", () => {
  it("a firm's name whose second line starts with its bracketed short form", () => {
    const r = card("Arun Shetty", "Sales Engineer", "Harbor Marine Technology", "(HMT) India Pvt. Ltd.");
    expect(r.company.name).toBe("Harbor Marine Technology (HMT) India Pvt. Ltd.");
  });
  it("gathers cross, stage and landmark lines over the PIN line", () => {
    const r = card(
      "Arun Shetty",
      "Sales Engineer",
      "14, 3 rd Cross, 2 nd Stage,",
      "Opp Lakeview Mall",
      "Jayanagar, Bangalore - 560 011",
    );
    expect(r.company.address).toBe("14, 3 rd Cross, 2 nd Stage, Opp Lakeview Mall, Jayanagar, Bangalore - 560 011");
  });
  it("two sites read as one are two", () => {
    const r = card("Arun Shetty", "arun@harborcement.com", "Website : www.harborcement.comwww.harborfine.com");
    expect(r.company.website).toBe("https://www.harborcement.com/");
  });
});
