// Issue 12, fifth part: structural misses (which rent table, where a use ends, which numbers a field derives
// from), each tried on invented passages in several phrasings and against a passage where it must not fire.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";
import { unitHint } from "#server/analysis/lease/rent-amounts.ts";

const run = (...pages: string[]) =>
  analyzeLease(
    pages.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

const PARTIES =
  'This Sublease is made as of May 2, 2024 between Harrow Labs, Inc. ("Sublandlord") and Quillfeather Bio, Inc. ("Subtenant").\n';

describe("a rent schedule priced space by space and closed by a total", () => {
  const spaces = [
    "Schedule 1",
    "Warehouse (2,000 sq. ft.)",
    "Period",
    "Monthly Rent",
    "Monthly Base Rent per Rentable Square Foot",
    "Commencement Date - 5/31/25",
    "$ 2,000.00",
    "$ 1.00",
    "Lab Space (8,000 sq. ft.)",
    "Period",
    "Monthly Rent",
    "Monthly Base Rent per Rentable Square Foot",
    "Commencement Date - 5/31/25",
    "$ 32,000.00",
    "$ 4.00",
    "6/1/25-5/31/26",
    "$ 33,000.00",
    "$ 4.13",
  ];
  it("takes the first row of the 'Total' table (a first row running from a defined date)", async () => {
    const total = ["Total", "Square feet", "10,000", "Commencement Date - 5/31/25", "$ 34,000.00 Base Rent/month"];
    const a = await run(PARTIES, [...spaces, ...total, "6/1/25-5/31/26", "$ 35,000.00 Base Rent/month"].join("\n"));
    expect(a.baseRentSchedule[0]?.monthly).toBe(34000);
    expect(a.baseRentSchedule[0]?.annual).toBe(408000);
    expect(a.baseRentSchedule[1]?.monthly).toBe(35000);
  });
  it("keeps a single table whose last row is a total line", async () => {
    const one = [
      "Base Rent shall be payable as follows:",
      "Months 1 - 12  $ 5,000.00 per month",
      "Months 13 - 24  $ 5,150.00 per month",
      "Total",
      "$ 121,800.00",
    ];
    const a = await run(PARTIES, one.join("\n"));
    expect(a.baseRentSchedule[0]?.monthly).toBe(5000);
  });
});

describe("a unit written after the rent's name", () => {
  it.each([
    [" Base Rent/month", "monthly"],
    [" base rent per month", "monthly"],
    [" Minimum Rent per annum", "annual"],
    [" rental per year", "annual"],
    [" per month", "monthly"],
  ])("'%s' is %s", (after, kind) => {
    expect(unitHint(after, "$ ")).toBe(kind);
  });
  it("a rent's name alone gives no unit", () => {
    expect(unitHint(" Base Rent due on signing", "$ ")).toBeNull();
  });
});

describe("where a permitted use ends", () => {
  it("keeps an 'e.g.' aside from ending the use, and drops the aside", async () => {
    const a = await run(
      PARTIES,
      '"Permitted Use" means any lawful use excluding a clinic (e.g. Urgent care or dialysis) and excluding a bakery. "Rent" means Base Rent.',
    );
    expect(a.permittedUse?.value).toBe("any lawful use excluding a clinic and excluding a bakery");
  });
  it("drops an 'i.e.' aside", async () => {
    const a = await run(
      PARTIES,
      "The Premises shall be used only for light assembly (i.e., bench work without solvents) and storage.",
    );
    expect(a.permittedUse?.value).toBe("light assembly and storage");
  });
  it("drops the defined-term label closing the use", async () => {
    const a = await run(
      PARTIES,
      'The Premises shall be used for a dental practice and related offices ("Subtenant\'s Use"). Subtenant shall not overload the floors.',
    );
    expect(a.permittedUse?.value).toBe("dental practice and related offices");
  });
  it("drops the consent's qualifier but keeps what it qualifies", async () => {
    const a = await run(
      PARTIES,
      '"Permitted Use" shall be general office use and, with Sublandlord\'s consent, which consent shall not be unreasonably withheld, conditioned or delayed, a showroom. "Term" means the term.',
    );
    expect(a.permittedUse?.value).toBe("general office use and, with Sublandlord's consent, a showroom");
  });
});

describe("summary forms and prose that state a value in another shape", () => {
  it("reads a cell printed below its label after a blank line", async () => {
    const a = await run(
      PARTIES,
      "2.1 SECURITY DEPOSIT:\n\nTwo Thousand Dollars ($2,000.00)\n\n2.2 USE:\n\nArt studio\n",
    );
    expect(a.securityDeposit?.normalized).toBe(2000);
  });
  it("does not take the next paragraph for a heading without a colon", async () => {
    const a = await run(PARTIES, "SECURITY DEPOSIT\n\nTenant shall not be required to pay a security deposit.\n");
    expect(a.securityDeposit?.normalized ?? null).toBeNull();
  });
  it.each([
    ["PREMISES:\n6,400 Approximate Square Feet identified as Suite 300.", 6400],
    ["Square Footage:\n\nApproximately 1,850 square feet", 1850],
    ["The Premises consist of 2,700 approximate rentable square feet on the ground floor.", 2700],
  ])("reads an area written '%s'", async (text, n) => {
    const a = await run(PARTIES, text);
    expect(a.rentableSquareFeet?.normalized).toBe(n);
  });
  it.each([
    'Tenant shall deposit with Landlord the sum of Three Thousand Dollars ($3,000.00) as security for the performance of Tenant\'s covenants (the "Security Deposit").',
    "Upon signing, Lessee has deposited with Lessor $3,000.00 as security for the full and faithful performance of this Lease.",
  ])("reads a deposit named by what it secures: %s", async (text) => {
    const a = await run(PARTIES, text);
    expect(a.securityDeposit?.normalized).toBe(3000);
  });
  it("leaves a guaranty's 'as security for' alone", async () => {
    const a = await run(PARTIES, "Guarantor pledges its shares as security for the payment of the Rent.");
    expect(a.securityDeposit).toBeNull();
  });
  it("prices a per-square-foot rent named in lower case by the area", async () => {
    const a = await run(
      PARTIES,
      "The Premises contain 8,000 rentable square feet. Tenant shall pay an annual base rent of Twenty Dollars ($20.00) per square foot of the Premises, payable in equal monthly installments.",
    );
    expect(a.baseRentSchedule[0]?.annual).toBe(160000);
    expect(a.baseRentSchedule[0]?.monthly).toBe(13333.33);
  });
});

describe("an address the premises 'have'", () => {
  it("reads the building's address after 'having an address of'", async () => {
    const a = await run(
      PARTIES,
      'Sublandlord subleases to Subtenant 4,000 square feet of space in the building (the "Building") having an address of 55 Orchard Lane, Tilton, Vermont 05001 in the Tilton Business Park.',
    );
    expect(a.premisesAddress?.value).toBe("55 Orchard Lane, Tilton, Vermont 05001");
  });
  it("still skips a party's 'having an address at'", async () => {
    const a = await run(
      'This Lease is made between Alder Point LLC, having an address at 9 Harbor Road, Salem, Oregon 97301 ("Landlord"), and Brindle Works, Inc. ("Tenant").',
      "Landlord leases to Tenant the premises located at 14 Quarry Lane, Dayton, Ohio 45402.",
    );
    expect(a.premisesAddress?.value).toBe("14 Quarry Lane, Dayton, Ohio 45402");
  });
});
