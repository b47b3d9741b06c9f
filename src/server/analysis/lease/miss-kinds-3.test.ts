// Issue 12, third part: kinds of miss found on real leases nobody tuned to (subleases, master leases, AIR forms,
// tables split cell by cell). Passages written for the test, several phrasings per rule.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";

const run = (...pages: string[]) =>
  analyzeLease(
    pages.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

describe("rent tables split cell by cell", () => {
  it("keeps each row's amounts when a currency sign and a blank line split the cells", async () => {
    const a = await run(
      "2. BASE RENT.\nLease Month\nAnnual Base\nRent Rate Per\nRentable\nSquare Foot\nMonthly\nBase Rent\n1-60\n$\n12.50\n$\n52,083.33\n61-120\n\n$\n14.00\n$\n58,333.33\nAs used herein, the term Lease Month means each calendar month.",
    );
    expect(a.baseRentSchedule[0]).toMatchObject({ monthly: 52083.33, perSquareFoot: 12.5 });
    expect(a.baseRentSchedule[1]).toMatchObject({ monthly: 58333.33, perSquareFoot: 14 });
  });
  it("joins cents printed in their own cell", async () => {
    const a = await run("Monthly Rent:\nMONTHS  MONTHLY RENT\n1-12  $ 41,250 .50\n13-24  $ 42,487 .02");
    expect(a.baseRentSchedule[0]?.monthly).toBe(41250.5);
  });
  it("reads a table of rates per month when the stated monthly rent is rate × area", async () => {
    const a = await run(
      '1.2 Premises: approximately 6,000 square feet of office and warehouse space.\n1.5 Base Rent: $5,400.00 per month ("Base Rent").',
      "50. Rent:\nMonths\nAmount per\nSquare Foot\n01 - 12\n$\n\n0.90 NNN\n13 - 24\n$ 0.95 NNN",
    );
    expect(a.baseRentSchedule[0]).toMatchObject({ monthly: 5400, perSquareFoot: 10.8 });
    expect(a.baseRentSchedule[1]?.perSquareFoot).toBe(11.4);
  });
});

describe("the area that is leased", () => {
  it("skips thresholds and ratios and takes the stipulated size", async () => {
    const a = await run(
      "Tenant shall have 3.0 parking spaces per 1,000 rentable square feet. The signage right may be revoked if Tenant ceases to occupy at least 20,000 rentable square feet. Landlord and Tenant stipulate that the size of the Premises is 41,250 square feet.",
    );
    expect(a.rentableSquareFeet?.normalized).toBe(41250);
  });
  it("reads a stipulation worded as 'deemed to contain'", async () => {
    const a = await run("The Premises shall be deemed to contain 12,400 rentable square feet for all purposes.");
    expect(a.rentableSquareFeet?.normalized).toBe(12400);
  });
  it("in a sublease, takes the subleased part, not the prime lease's premises", async () => {
    const a = await run(
      'SUBLEASE AGREEMENT. This Sublease is made by and between Alder Bio, Inc. ("Sublandlord") and Birch Labs, Inc. ("Subtenant"). WHEREAS, pursuant to the Prime Lease, Sublandlord leases the Demised Premises consisting of approximately 98,000 rentable square feet; and WHEREAS Sublandlord desires to sublease a portion thereof.',
      '1. Demise. Sublandlord hereby subleases to Subtenant that portion of the Demised Premises comprising approximately 31,500 rentable square feet (the "Subleased Premises").',
    );
    expect(a.rentableSquareFeet?.normalized).toBe(31500);
  });
  it("never takes an area the lease excludes", async () => {
    const a = await run(
      "Premises: All of Building C, except for 2,400 sq. ft. of the shop, which is not being leased.",
    );
    expect(a.rentableSquareFeet).toBeNull();
  });
});

describe("permitted use", () => {
  it("reads a defined use worded 'shall be'", async () => {
    const a = await run('"Permitted Use" shall be general office and research use and uses incidental thereto.');
    expect(a.permittedUse?.value).toMatch(/^general office and research use/);
  });
  it("follows a use clause that points at a schedule to the schedule's entry", async () => {
    const a = await run(
      "4.1 Use. Each Premises shall be used and occupied by Tenant solely for purposes specified for such Premises in Schedule A.",
      "SCHEDULE A\nNORTH BUILDING\n1. Commencement Date: July 1, 2001.\n6. Permitted Use. Warehouse storage, light assembly and related uses.",
    );
    expect(a.permittedUse?.value).toMatch(/^Warehouse storage, light assembly/);
  });
});

describe("the lease's own date", () => {
  it("prefers the opening clause to a dated form bound after the signatures", async () => {
    const a = await run(
      '1.1 Parties: This Lease ("Lease"), dated for reference purposes only May 18, 2019, is made by and between Cedar Plaza, LLC ("Lessor") and Quartz Bio, Inc. ("Lessee").',
      "Lessor and Lessee have executed this Lease.",
      "Agency relationship.",
      "DISCLOSURE REGARDING REAL ESTATE AGENCY RELATIONSHIP\nDate: APRIL 2, 2019\nSubject Property: 12 Pine Road",
    );
    expect(a.documentDate?.normalized).toBe("2019-05-18");
  });
  it("does not read a rent period as an effective date", async () => {
    const a = await run(
      'This Sublease Agreement ("Sublease"), dated as of June 5, 2018 (the "Effective Date"), is made by and between Rowan Inc. ("Sublandlord") and Elm LLC ("Subtenant").',
      "x",
      "x",
      "Exhibit A\nEffective Date - 5/31/19 $ 20,000.00 Base Rent/month",
    );
    expect(a.documentDate?.normalized).toBe("2018-06-05");
  });
});

describe("premises address", () => {
  it("reads 'known and municipally numbered as'", async () => {
    const a = await run(
      "Landlord owns the land known and municipally numbered as 410 Quarry Hill Road, Rock Falls, IL, on which the Building stands. Notices to Landlord: 77 Main Street, Chicago, IL 60601.",
    );
    expect(a.premisesAddress?.value).toBe("410 Quarry Hill Road, Rock Falls, IL");
  });
  it("reads an address after a defined building", async () => {
    const a = await run(
      'Sublandlord leases certain premises located in Buildings 2 and 3 (the "Building") at One Harbor Square, Portland, ME 04101.',
    );
    expect(a.premisesAddress?.value).toBe("One Harbor Square, Portland, ME 04101");
  });
  it("reads an AIR form whose state box is blank and skips a broker's 'Address:'", async () => {
    const a = await run(
      "1.2(a) Premises: That certain portion of the Project commonly known by the street address of 77 Orchard Road, located in the City of Menlo Park, County of San Mateo, State of\n, with zip code , as outlined on Exhibit A.",
      "BROKER: Pine Realty\nBy: /s/ Ann Lee\nAddress: 500 Bay Parkway, Suite 10, San Mateo, California 94404\nTelephone: (650) 555-0100",
    );
    expect(a.premisesAddress?.value).toBe("77 Orchard Road, Menlo Park");
  });
});

describe("dates of a term", () => {
  it("starts a sublease on the defined effective date and ends it on its own expiration", async () => {
    const a = await run(
      'This Sublease Agreement, dated as of March 6, 2017 (the "Effective Date"), is made by and between Oak Pharma, Inc. ("Sublandlord") and Pine Bio, Inc. ("Subtenant").',
      '2. Term. The term of this Sublease shall commence on the Effective Date and shall expire at midnight on June 30, 2019 ("Sublease Expiration Date").',
    );
    expect(a.commencementDate?.normalized).toBe("2017-03-06");
    expect(a.expirationDate?.normalized).toBe("2019-06-30");
  });
  it("reads a date with a stray dash and ends the term the same day N months on", async () => {
    const a = await run(
      'THIS LEASE is made this 2 day of May, 2023. 2. TERM. The term of this Lease shall commence on June -15th, 2023(the "Commencement Date") and end at 12:00pm on the date that is thirty-six (36) months thereafter.',
    );
    expect(a.commencementDate?.normalized).toBe("2023-06-15");
    expect(a.expirationDate?.normalized).toBe("2026-06-15");
  });
  it("derives an unstated expiration from the commencement and the term, marked as derived", async () => {
    const a = await run(
      "Commencement Date: March 1, 2022.\nLease Term: five (5) years.\nThe Lease shall thereafter continue until all obligations are met.",
    );
    expect(a.expirationDate?.normalized).toBe("2027-02-28");
    expect(a.expirationDate?.value).toMatch(/commencement \+ 60-month term/);
    expect(a.expirationDate?.confidence).toBeLessThan(0.7);
  });
});

describe("options and rights", () => {
  it("counts 'one (1) additional one (1) year Lease renewal period'", async () => {
    const a = await run(
      "47. RENEWAL OPTION. Landlord hereby grants Tenant the right and option to renew this Lease for one (1) additional one (1) year Lease renewal period, upon notice at least ninety (90) days prior to the expiration.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 1, termMonths: 12, noticeMonths: 3 });
  });
  it("counts a sublease's single extension of open length, and no notice measured from receipt", async () => {
    const a = await run(
      'Subtenant shall have the option to extend the Term of this Sublease for such additional period as indicated in the Extension Notice (the "Extended Term") by giving Sublandlord written notice no later than 45 days after receipt from Sublandlord of the Extension Notice.',
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 1, termMonths: null, noticeMonths: null });
  });
  it("does not count a holdover extension of days", async () => {
    const a = await run(
      "Tenant shall have the option to extend the Term for a period of up to 60 days as specified in its written notice (the Authorized Holdover Period).",
    );
    expect(a.renewalOptions[0]?.count ?? null).toBeNull();
  });
  it("takes the notice from the article when the summary only names the option", async () => {
    const a = await run(
      "Extension Option: Tenant has the right to extend the Original Term for one (1) additional period of five (5) years, in accordance with Section 2.3.",
      "2.3 Extension Option. Tenant may exercise the option by notice given not later than twelve (12) months prior to the expiration of the Original Term.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 1, termMonths: 60, noticeMonths: 12 });
  });
  it("reads 'Renewal Terms: Two (2) ten (10) year terms' on a schedule", async () => {
    const a = await run(
      "NORTH TOWER\n1. Commencement Date: July 1, 2001.\n4. Renewal Terms: Two (2) ten (10) year terms.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 2, termMonths: 120 });
  });
  it("a right to terminate over a capital expenditure the law requires is no termination option", async () => {
    const a = await run(
      "2.3 Compliance. If the cost of such Capital Expenditure exceeds six months' Base Rent, Lessee may elect to pay its share. If Lessee is unable to finance Lessor's share, Lessee shall have the right to terminate this Lease upon 30 days written notice to Lessor.",
    );
    expect(a.terminationOptions).toHaveLength(0);
  });
  it("reads a landlord's duty to offer space first as a right of first offer, not when matching a third party", async () => {
    const offer = await run(
      "17. Additional Space. Sublandlord shall not enter into any agreement to sublease such space to a third party without first offering, in writing, to sublease such space to Subtenant at then market terms.",
    );
    expect(offer.rightOfFirstOffer).not.toBeNull();
    const refusal = await run(
      "Should Landlord receive a bona fide offer to purchase the Property from a third party, Landlord shall first offer the Property to Tenant on the same terms.",
    );
    expect(refusal.rightOfFirstOffer).toBeNull();
  });
  it("an estoppel form's denial of any first right is no right", async () => {
    const a = await run(
      "9. That Tenant has no option or right in the nature of a right of first refusal or right of first offer to purchase or otherwise acquire all or any portion of the Premises.",
    );
    expect(a.rightOfFirstRefusal).toBeNull();
    expect(a.rightOfFirstOffer).toBeNull();
  });
});

describe("other fields", () => {
  it("reads a deposit stated before its defined term", async () => {
    const a = await run(
      '(b) Tenant shall deposit with Landlord on the date hereof $48,200.00 (the "Security Deposit"), which Landlord holds to secure Tenant\'s obligations.',
    );
    expect(a.securityDeposit?.normalized).toBe(48200);
  });
  it("never takes a suite from a party's office or a notice sent to a party", async () => {
    const a = await run(
      'LEASE made by Lark Holdings, LLC ("Landlord") and Wren Labs, Inc., a Delaware corporation having its principal office located at 12 Market Street, Suite 900, Boston, MA 02110 ("Tenant"). Landlord leases to Tenant the entire fourth floor of the Building.',
      "Notices shall be sent simultaneously and in like manner to Tenant at 12 Market Street, Suite 900, Boston, MA 02110.",
    );
    expect(a.suite).toBeNull();
  });
  it("a period the landlord is free to lease offered space is not the term", async () => {
    const a = await run(
      "Landlord shall then be free for a period of twelve (12) months to lease the First Offer Space to others.",
      "The Expiration Date is the last day of the month in which occurs the date that is four (4) years and three (3) months after the Commencement Date.",
    );
    expect(a.termMonths?.normalized).toBe(51);
  });
  it("reads a pro rata share with its defined name in between as a net lease", async () => {
    const a = await run(
      "(c) Tenant's pro rata share (\"Tenant's Prorata Share\") of Operating Expenses and Real Estate Taxes shall be 40.5%. Tenant shall pay it monthly with the Base Rent.",
    );
    expect(a.recoveryStructure?.normalized).toBe("NNN");
  });
  it("reads a tenant who pays every tax and keeps the structure as a net lease", async () => {
    const a = await run(
      "6.1 Tenant shall be solely responsible for and pay prior to delinquency all real estate, personal property and other taxes and assessments levied upon the Premises.",
      "11. Tenant shall, at Tenant's sole cost, maintain each of the Premises, including the foundation, structural elements and roofs of any buildings, in good repair.",
    );
    expect(a.recoveryStructure?.normalized).toBe("NNN");
  });
  it("ends a summary entry where an unknown label starts the next row", async () => {
    const a = await run(
      "Permitted Uses: General office use and no other purpose\nCommercial General Liability Insurance Limits: $3,000,000 per occurrence",
    );
    expect(a.permittedUse?.value).toBe("General office use and no other purpose");
  });
});
