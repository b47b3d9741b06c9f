import { describe, expect, it } from "vitest";
import { csvLine, neutralizeCell } from "#shared/rules/contacts-csv.ts";
import {
  cleanTagNames,
  companyNameKey,
  emailKey,
  extractDomain,
  personNameKey,
  splitFullName,
  splitTagCell,
} from "#shared/rules/contacts-normalize.ts";

describe("normalisation", () => {
  it.each([
    ["Acme, Inc.", "acme"],
    ["The Acme Company", "acme"],
    ["ACME Co. LLC", "acme"],
    ["Müller GmbH", "muller"],
    ["Smith & Sons Ltd", "smith and sons"],
    ["Inc", "inc"],
  ])("company key %s → %s", (name, key) => expect(companyNameKey(name)).toBe(key));

  it("person key ignores case, accents and spacing", () => {
    expect(personNameKey(" José ", "O'Neil")).toBe(personNameKey("jose", "o neil"));
  });

  it.each([
    ["https://www.Acme.com/about", "acme.com"],
    ["acme.com", "acme.com"],
    ["http://user:pw@sub.acme.co.uk:8080/x?y", "sub.acme.co.uk"],
    ["ann@Acme.com", "acme.com"],
    ["not a site", null],
    ["", null],
  ])("domain of %s → %s", (v, d) => expect(extractDomain(v)).toBe(d));

  it("e-mail key", () => {
    expect(emailKey("  Ann@Example.COM ")).toBe("ann@example.com");
    expect(emailKey(" ")).toBeNull();
  });

  it("splits a full name at the first space", () => {
    expect(splitFullName("Mary Ann van Dyke")).toEqual({ firstName: "Mary", lastName: "Ann van Dyke" });
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });

  it("tag names: blanks and duplicates ignored after trimming", () => {
    expect(cleanTagNames([" VIP ", "vip", "", "  ", "Investor"])).toEqual(["VIP", "Investor"]);
    expect(splitTagCell("* My Contacts ::: Test")).toEqual(["My Contacts", "Test"]);
    expect(splitTagCell("a; b, a")).toEqual(["a", "b"]);
  });
});

describe("CSV cells", () => {
  it.each(["=SUM(A1)", "+1", "-2", "@cmd", "\tx"])("neutralises %s", (v) => {
    expect(neutralizeCell(v)).toBe(`'${v}`);
  });
  it("leaves ordinary text and quotes when needed", () => {
    expect(neutralizeCell("Ann")).toBe("Ann");
    expect(csvLine(["a,b", 'say "hi"', null, 3, "=1+1"])).toBe('"a,b","say ""hi""",,3,\'=1+1\r\n');
  });
});
