// Checks the shared mapping rule against the real exports in ../shared/fixtures (node:fs keeps it out of src/shared).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findHeaderRow, normalizeHeader, suggestMapping } from "#shared/rules/contacts-import-mapping.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../../../../shared/fixtures/contacts-csv");

function mapped(headers: string[], entity: "people" | "companies" = "people") {
  const mapping = suggestMapping(headers, entity);
  const out: Record<string, string[]> = {};
  mapping.forEach((t, i) => {
    if (!t) return;
    out[t] = [...(out[t] ?? []), headers[i] as string];
  });
  return out;
}

function headerOf(file: string): string[] {
  const text = readFileSync(`${FIXTURES}/${file}`, "utf8").replace(/^\uFEFF/, "");
  return (text.split(/\r?\n/)[0] as string).split(",");
}

describe("normalizeHeader", () => {
  it("ignores case, punctuation and the e-mail hyphen", () => {
    expect(normalizeHeader("\uFEFFE-mail 1 - Value")).toBe("email 1 value");
    expect(normalizeHeader("Business Country/Region")).toBe("business country region");
  });
});

describe("suggestMapping on real export headers", () => {
  const hasFixtures = existsSync(FIXTURES);

  it.skipIf(!hasFixtures)("Google Contacts (legacy)", () => {
    const m = mapped(headerOf("gmail.csv"));
    expect(m.fullName).toEqual(["Name"]);
    expect(m.firstName).toEqual(["Given Name"]);
    expect(m.lastName).toEqual(["Family Name"]);
    expect(m.email).toEqual(["E-mail 1 - Value"]);
    expect(m.phone).toEqual(["Phone 1 - Value"]);
    expect(m.company).toEqual(["Organization 1 - Name"]);
    expect(m.position).toEqual(["Organization 1 - Title"]);
    expect(m.address).toEqual(["Address 1 - Formatted"]);
    expect(m.tags).toEqual(["Group Membership"]);
  });

  it.skipIf(!hasFixtures)("Outlook (e-mail only export)", () => {
    expect(mapped(headerOf("outlook.csv"))).toEqual({ email: ["E-mail Address"] });
  });

  it.skipIf(!hasFixtures)("Thunderbird", () => {
    const m = mapped(headerOf("tb_plain.csv"));
    expect(m.firstName).toEqual(["First Name"]);
    expect(m.lastName).toEqual(["Last Name"]);
    expect(m.fullName).toEqual(["Display Name"]);
    expect(m.email).toEqual(["Primary Email"]);
    expect(m.phone).toEqual(["Work Phone"]);
    expect(m.position).toEqual(["Job Title"]);
    expect(m.company).toEqual(["Organization"]);
    expect(m.address).toEqual([
      "Work Address",
      "Work Address 2",
      "Work City",
      "Work State",
      "Work ZipCode",
      "Work Country",
    ]);
  });

  it.skipIf(!hasFixtures)("generic full export (Outlook-style names)", () => {
    const m = mapped(headerOf("all.csv"));
    expect(m.firstName).toEqual(["First Name"]);
    expect(m.lastName).toEqual(["Last Name"]);
    expect(m.company).toEqual(["Company"]);
    expect(m.position).toEqual(["Job Title"]); // Outlook's "Title" is the name prefix, not the job
    expect(m.email).toEqual(["Email Work"]);
    expect(m.phone).toEqual(["Business Phone"]);
    expect(m.address).toEqual(["Business Street", "Work City", "Work State", "Work Zip", "Work Country"]);
    expect(m.tags).toEqual(["Categories"]);
  });

  it("Outlook full export", () => {
    const headers =
      "Title,First Name,Middle Name,Last Name,Suffix,Company,Department,Job Title,Business Street,Business Street 2,Business Street 3,Business City,Business State,Business Postal Code,Business Country/Region,Home Street,Home City,Home State,Home Postal Code,Home Country/Region,Business Fax,Business Phone,Business Phone 2,Home Phone,Mobile Phone,Pager,E-mail Address,E-mail Type,E-mail Display Name,E-mail 2 Address,Web Page,Categories,Notes".split(
        ",",
      );
    const m = mapped(headers);
    expect(m.firstName).toEqual(["First Name"]);
    expect(m.position).toEqual(["Job Title"]);
    expect(m.email).toEqual(["E-mail Address"]);
    expect(m.phone).toEqual(["Business Phone"]);
    expect(m.address).toEqual([
      "Business Street",
      "Business Street 2",
      "Business Street 3",
      "Business City",
      "Business State",
      "Business Postal Code",
      "Business Country/Region",
    ]);
    expect(m.fullName).toBeUndefined();
  });

  it("Google Contacts (current format)", () => {
    const headers =
      "First Name,Middle Name,Last Name,Phonetic First Name,Nickname,File As,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Address 1 - Label,Address 1 - Formatted,Address 1 - Street,Address 1 - City,Organization Name,Organization Title,Labels".split(
        ",",
      );
    const m = mapped(headers);
    expect(m.email).toEqual(["E-mail 1 - Value"]);
    expect(m.company).toEqual(["Organization Name"]);
    expect(m.position).toEqual(["Organization Title"]);
    expect(m.address).toEqual(["Address 1 - Formatted"]);
    expect(m.tags).toEqual(["Labels"]);
  });

  it("LinkedIn connections, below its Notes preamble", () => {
    const records = [
      ["Notes:"],
      ["When exporting your connection data, you may notice that some of the email addresses are missing."],
      [],
      ["First Name", "Last Name", "URL", "Email Address", "Company", "Position", "Connected On"],
      ["Ann", "Lee", "https://www.linkedin.com/in/annlee", "", "Acme", "Broker", "01 Jan 2024"],
    ];
    const row = findHeaderRow(records, "people");
    expect(row).toBe(3);
    const m = mapped(records[row] as string[]);
    expect(m).toMatchObject({
      firstName: ["First Name"],
      lastName: ["Last Name"],
      linkedinUrl: ["URL"],
      email: ["Email Address"],
      company: ["Company"],
      position: ["Position"],
    });
  });

  it("companies and custom fields", () => {
    const m = mapped(["Company Name", "Website", "Main Phone", "Address", "City", "LinkedIn", "Industry"], "companies");
    expect(m).toMatchObject({
      name: ["Company Name"],
      website: ["Website"],
      phone: ["Main Phone"],
      address: ["Address", "City"],
      linkedinUrl: ["LinkedIn"],
    });
    expect(suggestMapping(["Name", "industry"], "companies", ["Industry"])).toEqual(["name", "custom:Industry"]);
  });
});
