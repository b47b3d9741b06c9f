// Issue 12, session 16 (decision 0061 addendum): summary-sheet forms of real leases that missed — party names with a
// street number in them, cover captions, option rows, a rent-free first row, "Month-60", a typing-slip date and a
// blank opening date. Every passage is invented; each rule has a passage where it must not fire.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";
import { cleanPartyName } from "#server/analysis/lease/parties.ts";
import { findDates } from "#server/analysis/lease/parse-values.ts";

const run = (...pages: string[]) =>
  analyzeLease(
    pages.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

describe("party names and cover captions", () => {
  it("keeps a street number that the entity's suffix follows, cuts a notice block's address", () => {
    expect(cleanPartyName("QR 210 WEST ELM, LLC, a Delaware limited liability company")).toBe("QR 210 WEST ELM, LLC");
    expect(cleanPartyName("Tallow Point 44 Partners, L.P.")).toBe("Tallow Point 44 Partners, L.P.");
    expect(cleanPartyName("Marlow Realty, LLC 1450 North Quarry Road Suite 5")).toBe("Marlow Realty, LLC");
  });

  it("a role printed under a name ending in a comma captions that name, not the lines below it", async () => {
    const a = await run(
      [
        "LEASE",
        "HOLLYFIELD AT RIVER BEND,",
        "LLC,",
        "LANDLORD",
        "THE PEOPLES BANK OF ASHTON,",
        "TENANT",
        "HOLLYFIELD AT RIVER BEND SHOPPING CENTER",
        "LOCATED AT RIVER BEND PARKWAY",
        'THIS LEASE is made as of the 3rd day of May, 2004 by and between Hollyfield at River Bend, LLC ("Landlord") and The Peoples Bank of Ashton ("Tenant").',
      ].join("\n"),
    );
    expect([a.landlord?.value, a.tenant?.value]).toEqual([
      "Hollyfield at River Bend, LLC",
      "The Peoples Bank of Ashton",
    ]);
  });

  it("a summary's own 'Landlord:' row is still read", async () => {
    const a = await run(
      "BASIC LEASE INFORMATION\nLandlord: Fernbrook Commons, LLC\nTenant: Quillon Labs, Inc.\nPremises: Suite 300 of the Building.",
    );
    expect([a.landlord?.value, a.tenant?.value]).toEqual(["Fernbrook Commons, LLC", "Quillon Labs, Inc."]);
  });
});

describe("renewal options counted in a summary row", () => {
  it("reads 'Option (Section 2.7): Two five (5) year options' and a row with the reference after the colon", async () => {
    const a = await run(
      "ARTICLE I BASIC LEASE PROVISIONS\n1.4 Term (Section 3.1): 10 Lease Years.\nOption (Section 2.7) : Two Five (5) year options\n1.8 Permitted Use: retail sales of garden supplies.",
    );
    expect([a.renewalOptions[0]?.count, a.renewalOptions[0]?.termMonths]).toEqual([2, 60]);
    const b = await run(
      "LEASE SUMMARY\nInitial Term:\n(Section 2.1)\nTen (10) years.\nOption Period(s):\n(Section 2.1.3)\nThree (3) five (5) year periods.\nSecurity Deposit: None.",
    );
    expect([b.renewalOptions[0]?.count, b.renewalOptions[0]?.termMonths]).toEqual([3, 60]);
  });

  it("takes the notice from the article that points back at the summary for the count", async () => {
    const a = await run(
      "LEASE SUMMARY\nOption Period(s): Two (2) five (5) year periods.\nPermitted Use: a bakery.",
      "2.3 Option Periods. Provided Tenant is not in default, Tenant is hereby given the option to extend the Initial Term for the number of Option Periods set forth in the Lease Summary, by giving written notice to Landlord at least nine (9) months, but not more than one (1) year, before the date the Term would otherwise expire.",
    );
    expect([a.renewalOptions.length, a.renewalOptions[0]?.count, a.renewalOptions[0]?.noticeMonths]).toEqual([1, 2, 9]);
  });

  it("a row that says there are none, or names no length, grants nothing", async () => {
    const a = await run("BASIC TERMS\nOptions: None.\nUse: general office.");
    expect(a.renewalOptions).toEqual([]);
  });
});

describe("rent tables", () => {
  it("skips a rent-free first row and reads 'Rent Commencement Date to Month-60, inclusive' as months 1-60", async () => {
    const a = await run(
      [
        "Minimum Rent:",
        "Months",
        "Monthly Minimum Rent/NNN",
        "Term Commencement Date to",
        "Rental Commencement Date:",
        "$ 0.00",
        "Rental Commencement",
        "Date to Month-60, inclusive",
        "$ 8,500.00",
        "61-120, inclusive",
        "$ 9,350.00",
      ].join("\n"),
    );
    expect([a.baseRentSchedule[0]?.monthly, a.baseRentSchedule[0]?.annual, a.baseRentSchedule[1]?.monthly]).toEqual([
      8500, 102000, 9350,
    ]);
  });

  it("reads a period row whose end date is a day past the month's end as that month's last day", async () => {
    expect(findDates("07/01/2019 - 06/31/2020", true)[1]?.iso).toBe("2020-06-30");
    expect(findDates("07/01/2019 - 06/31/2020").map((d) => d.iso)).toEqual(["2019-07-01"]);
    expect(findDates("13/01/2020", true)).toEqual([]);
    const a = await run(
      "Base Rent:\nPeriod\nMonthly Base Rent\n03/01/2019 - 02/31/2020\n$41,200.00\n03/01/2020 - 02/31/2021\n$42,436.00\n\nSecurity Deposit Amount: $42,436.00.",
    );
    expect([a.baseRentSchedule[0]?.monthly, a.baseRentSchedule[0]?.end, a.baseRentSchedule.length]).toEqual([
      41200,
      "2020-02-29",
      2,
    ]);
  });
});

describe("rates, suites and tables printed across the period", () => {
  it("a rate 'per rentable square foot of the Premises per month' is monthly", async () => {
    const a = await run(
      "Premises: A building of approximately 20,000 rentable square feet.\nBase Rent:\n$2.50 per rentable square foot of the Premises per month, subject to adjustment.\nSecurity Deposit: None",
    );
    expect([
      a.baseRentSchedule[0]?.monthly,
      a.baseRentSchedule[0]?.annual,
      a.baseRentSchedule[0]?.perSquareFoot,
    ]).toEqual([50000, 600000, 30]);
    const b = await run(
      "Premises: A building of approximately 20,000 rentable square feet.\nBase Rent:\n$30.00 per rentable square foot of the Premises per year.",
    );
    expect([b.baseRentSchedule[0]?.monthly, b.baseRentSchedule[0]?.annual]).toEqual([50000, 600000]);
  });

  it("reads 'Space Number: A-1' in the premises row as the suite", async () => {
    const a = await run(
      "1.2 Premises (Section 2.1): Space Number: B-4\n1.3 Square Footage: approximately 2,400 square feet",
    );
    expect(a.suite?.normalized).toBe("B-4");
  });

  it("reads month ranges in words with each row's first cell printed above its period", async () => {
    const a = await run(
      [
        "1.9 Base Rent (Section 5.1):",
        "Monthly",
        "Annually",
        "$5,000.00",
        "Commencement date to thirty-six months",
        "$60,000.00",
        "$5,500.00",
        "Thirty-seven months to seventy-two months",
        "$66,000.00",
        "1.10 Percentage Rent: NA",
      ].join("\n"),
    );
    expect(a.baseRentSchedule.map((r) => [r.period, r.monthly, r.annual])).toEqual([
      ["Months 1-36", 5000, 60000],
      ["Months 37-72", 5500, 66000],
    ]);
  });
});

describe("the lease's own date", () => {
  it("an opening clause left blank states no date; a recited agreement's date is not the lease's", async () => {
    const a = await run(
      'THIS PAD LEASE (this "Lease") is made and entered into as of\n, 2003, (the "Effective Date") by and between Orchard Row L.P. ("Landlord") and Bexley Grill, Inc. ("Tenant").\n1. PREMISES. The Premises are part of land held under that certain Ground Lease dated as of May 3, 1990 between the owner and Landlord.',
    );
    expect(a.documentDate).toBeNull();
    const b = await run(
      'THIS LEASE is made and entered into as of ____________, 2019 by and between Orchard Row L.P. ("Landlord") and Bexley Grill, Inc. ("Tenant"), subject to a prior lease dated June 2, 1995.',
    );
    expect(b.documentDate).toBeNull();
  });

  it("a dated opening clause is still read", async () => {
    const a = await run(
      'THIS LEASE is made and entered into as of April 9, 2019 by and between Orchard Row L.P. ("Landlord") and Bexley Grill, Inc. ("Tenant").',
    );
    expect(a.documentDate?.normalized).toBe("2019-04-09");
  });
});
