// Card parser, on synthetic text written for the test: phones: labels, fax, order, postcodes.
import { describe, expect, it } from "vitest";
import { parseCardText } from "#server/analysis/card/parse-card-text.ts";

const card = (...lines: string[]) => parseCardText(lines.join("\n"));

describe("phones: labels, fax, order, postcodes", () => {
  it("maps M/O and direct/main labels, in any order", () => {
    const a = card("Jonathan Reyes", "Managing Director", "O 212.555.0110", "M 212.555.0187", "jreyes@keystonecp.com");
    expect(a.person.phone).toBe("212.555.0187");
    expect(a.company.phone).toBe("212.555.0110");
    const b = card("Ann Lee", "Broker", "main: (310) 555-0140", "direct: (310) 555-0148");
    expect(b.person.phone).toBe("(310) 555-0148");
    expect(b.company.phone).toBe("(310) 555-0140");
  });

  it("never takes a fax number as a phone", () => {
    const r = card("Priya Natarajan", "Vice President", "Fax +1 415 555 0198", "Mobile +1 415 555 0199");
    expect(r.person.phone).toBe("+1 415 555 0199");
    expect(r.company.phone).toBeNull();
  });

  it("gives the first unlabelled number to the person and the second to the company", () => {
    const r = card("Kevin Tran", "Associate", "(305) 555-0126", "(305) 555-0120");
    expect(r.person.phone).toBe("(305) 555-0126");
    expect(r.company.phone).toBe("(305) 555-0120");
  });

  it("splits several numbers printed on one line", () => {
    const r = card("Grace Liu", "Vice President", "T 312.555.0122 | F 312.555.0123 | O 312.555.0100");
    expect(r.person.phone).toBe("312.555.0122");
    expect(r.company.phone).toBe("312.555.0100");
  });

  it("keeps an extension with the number", () => {
    const r = card("Tom Price", "Leasing Agent", "Office: (214) 555-0100 ext. 214", "Mobile: (214) 555-0199");
    expect(r.company.phone).toBe("(214) 555-0100 ext. 214");
    expect(r.person.phone).toBe("(214) 555-0199");
  });

  it.each([
    ["Tel: 03-5555-0101"],
    ["T 212.555.0101"],
    ["Office: (214) 555-0101"],
    ["Phone 212 555 0101"],
    ["Pabx: (11) 5555-0101"],
    ["(212) 555-0101"],
  ])("gives the card's only voice number to the person (%s)", (line) => {
    const r = card("Mina Ortiz", "Analyst", line, "Fax: 212 555 0109");
    expect(r.person.phone?.replace(/\D/g, "").endsWith("0101")).toBe(true);
    expect(r.company.phone).toBeNull();
  });

  it("keeps the office number for the firm when the card also prints a home line", () => {
    const r = card("Lou Varga", "(559) 555-0140", "RES. PH. Easton 555-0177");
    expect(r.company.phone).toBe("(559) 555-0140");
    expect(r.person.phone).toBe("555-0177");
    const labelled = card("Lou Varga", "Tel 559 555 0140", "Home Tel: 559 555 0177");
    expect(labelled.company.phone).toBe("559 555 0140");
    expect(labelled.person.phone).toBe("559 555 0177");
  });

  it("accepts labelled e-mail and phone lines and e-mails with spaces around @", () => {
    const r = card("Laura Jensen", "Director of Leasing", "E: ljensen @ cornerstoneprop.com", "P: 720-555-0155");
    expect(r.person.email).toBe("ljensen@cornerstoneprop.com");
    expect(r.person.phone).toBe("720-555-0155");
  });

  it("does not read a ZIP code or street number as a phone", () => {
    const r = card("Paul Adams", "Broker", "1999 Avenue of the Stars", "Los Angeles, CA 90067-4610");
    expect(r.person.phone).toBeNull();
    expect(r.company.phone).toBeNull();
    expect(r.company.address).toBe("1999 Avenue of the Stars, Los Angeles, CA 90067-4610");
  });

  it("never takes a fax number as a phone, whatever the label's form", () => {
    const r = card("Ann Lee", "Broker", "Fax: 212-555-0101", "F 212-555-0102", "P 212-555-0100", "212-555-0103 (fax)");
    expect(r.person.phone).toBe("212-555-0100");
    expect(r.company.phone).toBeNull();
  });

  it("aligns an area code misread by one digit with the code the card's other numbers share", () => {
    const r = card("Chris Smith", "Cell: +1 (087) 123-4567", "Tel: +1 (987) 213-5674", "Fax: +1 (987) 312-6745");
    expect(r.person.phone).toBe("+1 (987) 123-4567");
    // Different area codes that are not one slip apart are left alone.
    const r2 = card("Ann Lee", "M 646-555-0101", "O 212-555-0100", "F 212-555-0199");
    expect(r2.person.phone).toBe("646-555-0101");
  });

  it("gives the person their mobile over a direct line, and never reads a postcode in brackets as a phone", () => {
    const r = card("Dana Reyes", "Tel.: +1 212 555 0100, Ext. 40", "Dir.: +1 212 555 0140", "Mobile: 917 555 0166");
    expect(r.person.phone).toBe("917 555 0166");
    const k = card("Min Park", "12 Harbour Road 735 (04512)", "M 010-5555-0199");
    expect(k.person.phone).toBe("010-5555-0199");
    expect(k.company.phone).toBeNull();
  });

  it("gives the company the person's other line when the mobile is theirs and no office number is labelled", () => {
    const r = card("Kenji Mori", "T 06-5555-0199", "M 090-5555-0188", "kenji.mori@harbor.example.jp");
    expect(r.person.phone).toBe("090-5555-0188");
    expect(r.company.phone).toBe("06-5555-0199");
  });
});

describe("labels on their own line and other offices' numbers", () => {
  it("gives a label OCR read as a line of its own to the number on the same row", () => {
    const row = (text: string, x0: number, x1: number, y0: number) => ({
      text,
      confidence: 90,
      bbox: { x0, x1, y0, y1: y0 + 30 },
    });
    const lines = [
      row("Priya Raman", 10, 300, 10),
      row("Tel : 2455 0199", 600, 900, 60),
      row("98450 11223", 700, 900, 110),
      row("Mobile :", 520, 640, 112),
    ];
    const r = parseCardText(lines.map((l) => l.text).join("\n"), lines);
    expect(r.person.phone).toBe("98450 11223");
    expect(r.company.phone).toBe("2455 0199");
  });

  it("attaches a lone label to the next line when the reading has no boxes", () => {
    const r = card("Omar Haddad", "Cell", "+1 415 555 0142", "Office: +1 415 555 0100");
    expect(r.person.phone).toBe("+1 415 555 0142");
    expect(r.company.phone).toBe("+1 415 555 0100");
  });

  it("keeps a second office's numbers out of the person's and the firm's phones, in the note", () => {
    const r = card(
      "Aiko Tanabe",
      "Manager",
      "Kibou Trading Co.",
      "Head Office",
      "1-2-3, Hon-machi, Sendai City,",
      "Miyagi, 980-0011 JAPAN",
      "TEL +81-22-555-0101",
      "Bangkok Office",
      "88 Sukhumvit Road, Bangkok, Thailand",
      "Phone: +66-2-555-0199",
      "tanabe@kibou-trading.example.jp",
    );
    expect(r.person.phone).toBe("+81-22-555-0101");
    expect(r.company.phone).toBeNull();
    expect(r.note).toContain("+66-2-555-0199");
  });

  it("prefers the person's number in the first office's block, and reads 'Design Office' as no office block", () => {
    const r = card(
      "Ken Ota",
      "Business Design Office",
      "Head Office 4-5-6 Nishi, Kobe, 650-0001 Japan",
      "Tel: +81-78-555-0123",
      "Hanoi Office 12 Ly Thai To, Hoan Kiem, Ha Noi",
      "Mobile (VN): 091-555-0177",
      "Mobile: +81-90-5555-0188",
    );
    expect(r.person.phone).toBe("+81-90-5555-0188");
    expect(r.company.phone).toBe("+81-78-555-0123");
  });

  it("reads 'Office: <number>' as a label, not as a second office", () => {
    const r = card("Dana Wells", "Main Office: 212 555 0100", "Branch Office: 212 555 0111", "Mobile: 917 555 0122");
    expect(r.person.phone).toBe("917 555 0122");
    expect(r.company.phone).toBe("212 555 0100");
  });
});

describe("labels after the number, home lines and certificates", () => {
  it("reads a label word that ends the line after the number", () => {
    const r = card("Wendy Ortiz", "888-555-0170", "702-555-0181 Direct", "702-555-0181 Cell", "702-555-0183 Fax");
    expect(r.person.phone).toBe("702-555-0181");
    expect(r.company.phone).toBe("888-555-0170");
    expect(r.note).toContain("Fax: 702-555-0183");
  });

  it("never gives the firm a home line, and gives it to the person only when nothing else is theirs", () => {
    const r = card("K. Mohan", "Tel: 2311 5550 to 18", "Fax : 040-2311 5551", "(R) : 2383 5559");
    expect(r.company.phone).not.toBe("2383 5559");
    expect(r.person.phone).toBe("2383 5559");
    const both = card("K. Mohan", "Phone : 2354 4083, 2354 4093 (R) 2360 8696");
    expect(both.person.phone).toBe("2354 4083");
    // "(R)" between two numbers may name either: neither is the firm's.
    expect(both.company.phone).toBeNull();
  });

  it("never reads an ISO certificate OCR spelt with 180 as a phone", () => {
    const r = card("Ana Lima", "Tel: +81-3-5555-0155", "IS 517641 / 180 27001", "18 517641 / 180 27001");
    expect(r.person.phone).toBe("+81-3-5555-0155");
    expect(r.company.phone).toBeNull();
  });
});

describe("a dot read as a comma inside a number", () => {
  it.each([["012, 345. 6780"], ["Tel: 555, 201.4455"], ["Cell 305,555-0142"]])("reads %s whole", (line) => {
    const r = card("Ravi Kumar", "Broker", line);
    const digits = line.replace(/\D/g, "");
    expect([r.person.phone, r.company.phone].map((p) => p?.replace(/\D/g, ""))).toContain(digits);
  });
  it("keeps two numbers listed with a comma apart", () => {
    const r = card("Ravi Kumar", "Broker", "Ph: 23111915, 23111916");
    expect([r.person.phone, r.company.phone]).toEqual(["23111915", "23111916"]);
  });
});
