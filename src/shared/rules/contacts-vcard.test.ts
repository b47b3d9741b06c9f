import { describe, expect, it } from "vitest";
import { buildVcard, escapeVcardText, foldVcardLine, vcardFileName } from "#shared/rules/contacts-vcard.ts";

describe("vCard 4.0", () => {
  it("escapes text values", () => {
    expect(escapeVcardText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });
  it("folds long lines at 75 octets without splitting characters", () => {
    const line = `NOTE:${"é".repeat(100)}`;
    const folded = foldVcardLine(line);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replaceAll("\r\n ", "")).toBe(line);
  });
  it("builds a card with only the shared fields", () => {
    const card = buildVcard({
      firstName: "Ann",
      lastName: "Lee; Jr",
      position: "Broker, Retail",
      company: "Acme",
      phone: "+1 555 0100",
      email: "ann@acme.com",
    });
    expect(card).toBe(
      [
        "BEGIN:VCARD",
        "VERSION:4.0",
        "FN:Ann Lee\\; Jr",
        "N:Lee\\; Jr;Ann;;;",
        "ORG:Acme",
        "TITLE:Broker\\, Retail",
        "TEL;VALUE=text;TYPE=work:+1 555 0100",
        "EMAIL;TYPE=work:ann@acme.com",
        "END:VCARD",
        "",
      ].join("\r\n"),
    );
    expect(vcardFileName({ firstName: "Ann", lastName: "Lee/../x" })).toBe("Ann Lee..x.vcf");
  });
});
