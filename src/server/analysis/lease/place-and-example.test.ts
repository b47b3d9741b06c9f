// Issue 12: where the premises are and which rent is the lease's when a sentence names the city and
// state before the street, a form keeps city and state in rows of their own, a worked example prices a
// hypothetical, and a defined term gives an area to the building. Invented passages; each rule has a passage
// where it must not fire.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";
import { illustrative } from "#server/analysis/lease/base-rent.ts";

const run = (...pages: string[]) =>
  analyzeLease(
    pages.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

const PARTIES =
  'This Lease is made as of March 3, 2023 between Larkspur Holdings, LLC ("Landlord") and Tidewell Optics, Inc. ("Tenant").\n';

describe("a premises sentence that names the city and state before the street", () => {
  it("completes the street with the city and state named before it", async () => {
    const a = await run(
      `${PARTIES}Landlord leases to Tenant those certain premises situated in the City of Fernwood, County of Alder, State of Oregon, consisting of approximately 12,400 square feet of space known as 210-214 Quarry Road (the "Premises").`,
    );
    expect(a.premisesAddress?.value).toBe("210-214 Quarry Road, Fernwood, Oregon");
    expect(a.rentableSquareFeet?.normalized).toBe(12400);
  });
  it("keeps a notice address out", async () => {
    const a = await run(
      `${PARTIES}Notices to Landlord shall be sent to its office situated in the Town of Bexley, State of Ohio, known as 9 Mill Lane.`,
    );
    expect(a.premisesAddress).toBeNull();
  });
});

describe("a form row with the street alone and city, county and state rows under it", () => {
  const form = (premisesLabel: string) =>
    [
      "1. BASIC LEASE PROVISIONS",
      "1.1 LANDLORD:",
      "Larkspur Holdings, LLC",
      "1.2 TENANT:",
      "Tidewell Optics, Inc.",
      `1.3 ${premisesLabel}:`,
      "415 Cedar Hollow Drive",
      "City of:",
      "Maple Bluff",
      "County of:",
      "Dane, WI 53704",
      "Square Footage:",
      "Approximately 3,100 square feet",
    ].join("\n\n");
  it("joins the street, the city row and the state and ZIP of the county row", async () => {
    const a = await run(form("PREMISES"));
    expect(a.premisesAddress?.value).toBe("415 Cedar Hollow Drive, Maple Bluff, WI 53704");
  });
  it("leaves a street without a city row to the other readings", async () => {
    const a = await run(
      ["1.3 PREMISES:", "415 Cedar Hollow Drive", "Square Footage:", "Approximately 3,100 square feet"].join("\n\n"),
    );
    expect(a.premisesAddress?.value ?? "").not.toContain("Maple");
  });
});

describe("a worked example of the rent is not the rent", () => {
  const example = [
    "7. Premises: The Premises shall be expanded in two phases as set out below.",
    "For example:",
    "Assuming a Commencement Date of June 1, 2024, if Tenant draws more power than allowed on June 9, 2024, the first two Base Rent periods shown in Item 9 would be revised as follows:",
    "$18,000.00 per month for the period June 1, 2024 through June 9, 2024",
    "$36,000.00 per month for the period June 10, 2024 through May 31, 2025",
    "8. Intentionally Deleted",
    "9. Base Rent:",
    "$18,000.00 per month for months 1-6 of the Term.",
    "$36,000.00 per month for months 7-12 of the Term.",
  ].join("\n\n");
  it("reads the schedule after the example", async () => {
    const a = await run(`${PARTIES}${example}`);
    expect(a.baseRentSchedule[0]?.monthly).toBe(18000);
  });
  it("knows where an example starts and where a new item ends it", () => {
    const at = example.indexOf("$36,000.00 per month for the period");
    expect(illustrative(example, at)).toBe(true);
    expect(illustrative(example, example.indexOf("$36,000.00 per month for months"))).toBe(false);
    // An aside in mid-sentence ("costs, for example, insurance") opens no example.
    const aside = "Operating Costs include, for example, insurance. The Base Rent would be $5,000.00 per month.";
    expect(illustrative(aside, aside.indexOf("$5,000"))).toBe(false);
  });
});

describe("an area that a defined term gives to the building", () => {
  it("is not the premises' area", async () => {
    const a = await run(
      `${PARTIES}Building: A three-story building consisting of approximately 240,000 rentable square feet (the "Building").\nThe Premises shall be deemed to consist of approximately 3,600 square feet of the Building.`,
    );
    expect(a.rentableSquareFeet?.normalized).toBe(3600);
  });
  it("keeps an area the premises are defined by", async () => {
    const a = await run(
      `${PARTIES}Landlord leases to Tenant approximately 4,800 rentable square feet (the "Premises") in the building at 12 Pell Street, Dover, Delaware 19901.`,
    );
    expect(a.rentableSquareFeet?.normalized).toBe(4800);
  });
});

describe("a rent table whose first row carries a footnote mark on a line of its own", () => {
  const table = (mark: string) =>
    [
      "3. Rent. Tenant agrees to pay Landlord Minimum Rent, as follows:",
      "MONTHS",
      "RATE/S.F.",
      "ANNUAL RENT",
      "MONTHLY RENT",
      "1 - 12",
      ...(mark ? [mark] : []),
      "$",
      "31.00",
      "$",
      "74,400.00",
      "$",
      "6,200.00",
      "13 - 24",
      "$",
      "31.93",
      "$",
      "76,632.00",
      "$",
      "6,386.00",
      `${mark || "*"} The first two months are abated.`,
    ].join("\n\n");
  it("reads the first row, not the second", async () => {
    for (const mark of ["*", "(1)", ""]) {
      const a = await run(`${PARTIES}${table(mark)}`);
      expect(a.baseRentSchedule[0]).toMatchObject({ annual: 74400, monthly: 6200, perSquareFoot: 31 });
    }
  });
});

describe("an area stated with a plain verb or straight after the demise", () => {
  it("'The Premises contain 6,000 square feet' prices a per-foot rent", async () => {
    const a = await run(
      `${PARTIES}Tenant shall pay an annual base rent of Nineteen Dollars ($19.00) per square foot of the Premises, payable in equal monthly installments. The Premises contain 6,000 square feet.`,
    );
    expect(a.rentableSquareFeet?.normalized).toBe(6000);
    expect(a.baseRentSchedule[0]).toMatchObject({ annual: 114000, monthly: 9500, perSquareFoot: 19 });
  });
  it("'Landlord leases to Tenant 5,000 square feet of space' is the demise", async () => {
    const a = await run(
      `${PARTIES}Landlord hereby leases to Tenant 5,000 square feet of space in the building at 55 Orchard Lane, Dover, Delaware 19901.`,
    );
    expect(a.rentableSquareFeet?.normalized).toBe(5000);
  });
  it("a parking ratio after the demise is no area", async () => {
    const a = await run(
      `${PARTIES}Landlord hereby leases to Tenant the space shown on Exhibit A, with 4 parking spaces for each 1,000 square feet.`,
    );
    expect(a.rentableSquareFeet).toBeNull();
  });
});

describe("a recovery structure stated by a form's title or by who pays and insures", () => {
  const recovery = async (text: string) => (await run(`${PARTIES}${text}`)).recoveryStructure?.normalized ?? null;
  it("reads a '— Net' form title", async () => {
    expect(await recovery("STANDARD COMMERCIAL SINGLE-TENANT LEASE — NET\nLessee shall pay the rent monthly.")).toBe(
      "NNN",
    );
  });
  it("reads a base amount behind a share with a decimal percentage", async () => {
    expect(
      await recovery(
        "Tenant shall pay Tenant's Proportionate Share (7.25%) of increases in Operating Expenses over the Base Operating Expense Amount.",
      ),
    ).toBe("modified gross");
  });
  it("reads a tenant paying the real estate taxes and insuring the premises as net", async () => {
    expect(
      await recovery(
        "Tenant shall be solely responsible for the payment of all real estate taxes levied on the Premises. Tenant, at Tenant's expense, shall keep the Premises insured against fire and other casualty.",
      ),
    ).toBe("NNN");
  });
  it("leaves a tenant insuring only its contents and paying its own property's taxes alone", async () => {
    expect(
      await recovery(
        "Tenant shall pay all taxes levied on Tenant's personal property. Tenant shall keep its trade fixtures and inventory insured.",
      ),
    ).toBeNull();
  });
});
