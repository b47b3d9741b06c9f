import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";

const run = (...pages: string[]) =>
  analyzeLease(
    pages.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

describe("parties", () => {
  it("reads a numbered summary section and strips entity descriptions", async () => {
    const a = await run(
      "1.1 Landlord. Menlo Group, a Delaware limited liability company authorized to transact business in Arizona.\n1.2 Tenant. Shorebucks LLC\n1.20 Guarantor. Momentum Realty LLC and any party who subsequently guarantees all or any part of Tenant's obligations.",
    );
    expect(a.landlord?.normalized).toBe("Menlo Group");
    expect(a.tenant?.normalized).toBe("Shorebucks LLC");
    expect(a.guarantor?.normalized).toBe("Momentum Realty LLC");
    expect(a.landlord?.page).toBe(1);
    expect(a.landlord?.snippet).toContain("Menlo Group");
  });
  it("reads defined terms in prose", async () => {
    const a = await run(
      'THIS LEASE is made by and between ACME HOLDINGS, LLC, a Delaware limited liability company ("Landlord"), and Blue Fern Cafe Inc., a California corporation d/b/a Fern & Co. (the "Tenant").',
    );
    expect(a.landlord?.normalized).toBe("ACME HOLDINGS, LLC");
    expect(a.tenant?.normalized).toBe("Blue Fern Cafe Inc.");
    expect(a.tenantTradeName?.normalized).toBe("Fern & Co.");
  });
  it("reads Lessor/Lessee labels and hereinafter wording", async () => {
    expect(
      (await run("Lessor: Ridgeline Logistics Park LP, a Nevada limited partnership\nLessee: Summit Corp.")).tenant
        ?.normalized,
    ).toBe("Summit Corp.");
    const b = await run(
      'between Cedar Point Properties, Inc., an Illinois corporation (hereinafter referred to as "Landlord"), and Northwind Dental Group, P.C. (hereinafter referred to as "Tenant")',
    );
    expect(b.landlord?.normalized).toBe("Cedar Point Properties, Inc.");
    expect(b.tenant?.normalized).toBe("Northwind Dental Group, P.C.");
  });
  it("returns null when a guarantor is absent or 'None'", async () => {
    expect((await run("Landlord: A LLC\nTenant: B Inc.")).guarantor).toBeNull();
    expect((await run("Landlord: A LLC\nGuarantor: None")).guarantor).toBeNull();
  });
});

describe("premises and area", () => {
  it.each([
    ["1.6 Rentable Area of the Premises. 16,159 square feet. This figure includes an add-on factor.", 16159],
    ["Rentable Square Feet: 12,450 rentable square feet", 12450],
    ["RSF  25,000", 25000],
    ["those premises known as Suite B, containing approximately 2,450 square feet of rentable area", 2450],
    ["Landlord leases to Tenant approximately 6,200 rentable square feet in the building", 6200],
  ])("RSF from %s", async (t, n) => expect((await run(t)).rentableSquareFeet?.normalized).toBe(n));
  it("address, suite and floor", async () => {
    const a = await run(
      "1.3 Building. The building containing the Premises located at 1564 E Broadway Rd, Tempe, Arizona 85282.\n1.5 Premises. Suite No. 600 on the 6th floor of the Building.",
    );
    expect(a.premisesAddress?.normalized).toBe("1564 E Broadway Rd, Tempe, Arizona 85282");
    expect(a.suite?.normalized).toBe("600");
    expect(a.floor?.normalized).toBe(6);
    const b = await run("Premises Address  4400 Post Oak Parkway, Suite 210, Houston, TX 77027");
    expect(b.premisesAddress?.normalized).toBe("4400 Post Oak Parkway, Houston, TX 77027");
    expect(b.suite?.normalized).toBe("210");
  });
});

describe("dates and term", () => {
  it("an event-defined commencement is null, the term is read from words", async () => {
    const a = await run(
      "1.8 Commencement Date. The earlier to occur of (a) the date Tenant takes possession, or (b) substantial completion.\n1.9 Lease Term. A term commencing on the Commencement Date and continuing for 96 full calendar months.",
    );
    expect(a.commencementDate).toBeNull();
    expect(a.termMonths?.normalized).toBe(96);
  });
  it("prose commencement/expiration and the lease date", async () => {
    const a = await run(
      "This Lease is made and entered into this 1st day of March, 2024.\nThe term of this Lease shall be sixty (60) months, commencing on April 1, 2024 and ending on March 31, 2029.",
    );
    expect(a.documentDate?.normalized).toBe("2024-03-01");
    expect(a.commencementDate?.normalized).toBe("2024-04-01");
    expect(a.expirationDate?.normalized).toBe("2029-03-31");
    expect(a.termMonths?.normalized).toBe(60);
  });
  it("computes the term from dates when only dates are given, and years+months", async () => {
    expect((await run("Commencement Date: 3/1/2024\nExpiration Date: 2/28/2029")).termMonths?.normalized).toBe(60);
    expect((await run("Term: Five (5) years and three (3) months")).termMonths?.normalized).toBe(63);
    const last = await run(
      "Lease Term: Commencing on the Commencement Date and expiring on the last day of the sixtieth (60th) full calendar month thereafter.",
    );
    expect(last.termMonths?.normalized).toBe(60);
  });
  it("takes the expiration an amendment sets", async () => {
    const a = await run(
      `Expiration Date: July 31, 2024\n${"x ".repeat(500)}`,
      "FIRST AMENDMENT TO LEASE\n1. The Term is hereby extended, and the Expiration Date is hereby amended to July 31, 2027.",
    );
    expect(a.expirationDate?.normalized).toBe("2027-07-31");
    expect(a.expirationDate?.page).toBe(2);
  });
});

describe("money", () => {
  it("deposit none, letter of credit and TI from the summary", async () => {
    const a = await run(
      "1.12 Security Deposit. As of the Date of this Lease, there is no Security Deposit.\n1.13 Letter of Credit. Tenant shall deliver a Letter of Credit in the amount of $100,000.00.\n1.17 Tenant Improvement Allowance. $1,350,000.00 ($100.00/sf), per EXHIBIT E.\n1.6 Rentable Area. 16,159 square feet.",
    );
    expect(a.securityDeposit).toBeNull();
    expect(a.letterOfCredit?.normalized).toBe(100000);
    expect(a.tenantImprovementAllowance?.normalized).toBe(1350000);
    expect(a.warnings.some((w) => /improvement allowance/i.test(w))).toBe(true);
  });
  it.each([
    [
      'Rentable Area: 2,000 RSF\nLandlord shall provide an allowance (the "Allowance") in the amount of $45.00 per rentable square foot.',
      90000,
    ],
    [
      'Landlord shall contribute $250,000.00 (the "Tenant Improvement Allowance") toward the Tenant Improvements.',
      250000,
    ],
    ["TI Allowance: $1,350,000.00 ($100.00/sf)", 1350000],
  ])("TI allowance from %s", async (t, n) => expect((await run(t)).tenantImprovementAllowance?.normalized).toBe(n));
  it("prose deposit and a per-foot allowance", async () => {
    const a = await run(
      "Tenant shall deposit with Landlord the sum of Twelve Thousand Dollars ($12,000.00) as a security deposit.\nRentable Area: 1,000 RSF\nAllowance: $85.00 per rentable square foot",
    );
    expect(a.securityDeposit?.normalized).toBe(12000);
    expect(a.tenantImprovementAllowance?.normalized).toBe(85000);
  });
});

describe("rent", () => {
  it("reads a table by arithmetic, whatever the column order", async () => {
    const a = await run(
      "Rentable Area: 10,000 RSF\nBase Rent:\nLease Year  Annual  Rate/RSF  Monthly\nYear 1  $300,000.00  $30.00  $25,000.00\nYear 2  $309,000.00  $30.90  $25,750.00",
    );
    expect(a.baseRentSchedule).toHaveLength(2);
    expect(a.baseRentSchedule[0]).toMatchObject({ annual: 300000, monthly: 25000, perSquareFoot: 30 });
    expect(a.warnings).toEqual([]);
  });
  it("reads prose rent with an escalation", async () => {
    const a = await run(
      "Tenant shall pay Minimum Annual Rent of $73,500.00 ($30.00 per rentable square foot), payable in equal monthly installments of $6,125.00. On each anniversary the Minimum Annual Rent shall increase by three percent (3%).",
    );
    expect(a.baseRentSchedule[0]).toMatchObject({ annual: 73500, monthly: 6125, perSquareFoot: 30 });
    expect(a.escalations?.normalized).toBe(3);
  });
  it("flags monthly × 12 ≠ annual", async () => {
    const a = await run("Base Rent:\nMonths 1-12  $10,000.00 per month  $130,000.00 per annum");
    expect(a.warnings.some((w) => /× 12/.test(w))).toBe(true);
  });
});

describe("options", () => {
  it("renewal with a notice window and a computed deadline", async () => {
    const a = await run(
      "Expiration Date: February 28, 2029\n3. OPTION TO RENEW. Tenant shall have two (2) options to extend the Term for a period of five (5) years each. Tenant shall exercise each option by written notice given not less than nine (9) months nor more than twelve (12) months prior to the expiration of the then-current Term. Rent shall be 95% of Fair Market Rent.",
    );
    expect(a.renewalOptions[0]).toMatchObject({
      count: 2,
      termMonths: 60,
      noticeMonths: 9,
      noticeDeadline: "2028-05-28",
    });
    expect(a.renewalOptions[0].rent).toMatch(/95% of Fair Market Rent/);
  });
  it("'no earlier than … no later than' and days", async () => {
    const a = await run(
      "34. OPTION TO EXTEND.\n34.1 Tenant shall have the option to extend the Lease Term for two additional periods of 60 months each.\n34.2.1 Notice shall be given no earlier than 15 months and no later than nine months before the current expiration date.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 2, termMonths: 60, noticeMonths: 9, noticeDeadline: null });
    const b = await run(
      "Expiration Date: 03/31/2031\nTenant shall have one (1) option to renew this Lease for a renewal term of sixty (60) months by giving Landlord written notice at least one hundred eighty (180) days before the Expiration Date.",
    );
    expect(b.renewalOptions[0]).toMatchObject({
      count: 1,
      termMonths: 60,
      noticeMonths: 6,
      noticeDeadline: "2030-10-02",
    });
  });
  it("termination option; a landlord's right is not a tenant option", async () => {
    const a = await run(
      "Tenant shall have a one-time right to terminate this Lease effective as of 12/31/2028, provided Tenant delivers written notice not less than twelve (12) months prior thereto and pays a termination fee of $150,000.00.",
    );
    expect(a.terminationOptions[0]).toMatchObject({ noticeMonths: 12, noticeDeadline: "2027-12-31" });
    const b = await run(
      "Landlord shall have the option to cancel and terminate this Lease as of the proposed commencement date of the sublease.",
    );
    expect(b.terminationOptions).toEqual([]);
  });
  it("rights of first refusal/offer only when granted to Tenant", async () => {
    expect(
      (await run("Landlord hereby grants to Tenant a right of first refusal to lease Suite 220.")).rightOfFirstRefusal,
    ).not.toBeNull();
    expect(
      (
        await run(
          "This section shall not apply to leases whether by right of first refusal, right of first offer, or similar right previously granted by Landlord.",
        )
      ).rightOfFirstRefusal,
    ).toBeNull();
  });
});

describe("summary", () => {
  it("concise bullets vs detailed sentences", async () => {
    const text = "Landlord: A Properties LLC\nTenant: B Corp.\nTerm: 60 months";
    const c = await analyzeLease([{ number: 1, text }], { detail: "concise" });
    const d = await analyzeLease([{ number: 1, text }], { detail: "detailed" });
    expect(c.summary.sections[0].text).toMatch(/^• Landlord: A Properties LLC/);
    expect(d.summary.sections[0].text).toMatch(/between A Properties LLC as landlord and B Corp\. as tenant\./);
  });
});

describe("other lease styles", () => {
  it("AIR-style form: Lessor/Lessee, dates before their defined terms, option window", async () => {
    const a = await run(
      '1.1 Parties: This Lease ("Lease"), dated for reference purposes only March 1, 2024, is made by and between Irvine Spectrum Holdings LLC ("Lessor") and Quantum Widgets, Inc. ("Lessee").\n1.2(a) Premises: commonly known by the street address of 17800 Von Karman Avenue, Suite 120, Irvine, California 92614, approximately 5,000 rentable square feet.\n1.3 Term: 5 years and 0 months ("Original Term") commencing April 1, 2024 ("Commencement Date") and ending March 31, 2029 ("Expiration Date").\n1.5 Base Rent: $10,000.00 per month ("Base Rent"), payable on the first day of each month.\n1.6 Lessee\'s Share of Common Area Operating Expenses: five percent (5%) ("Lessee\'s Share").\n1.8 Agreed Use: Light manufacturing and office uses.\n1.11 Guarantor. The obligations of the Lessee under this Lease are to be guaranteed by John P. Smith ("Guarantor").\n39.1 Lessor hereby grants to Lessee the option to extend the term of this Lease for one (1) additional sixty (60) month period. Lessee gives Lessor written notice of the exercise of the option at least 6 but not more than 9 months prior to the date that the option period would commence.',
    );
    expect(a.documentDate?.normalized).toBe("2024-03-01");
    expect(a.landlord?.normalized).toBe("Irvine Spectrum Holdings LLC");
    expect(a.guarantor?.normalized).toBe("John P. Smith");
    expect(a.commencementDate?.normalized).toBe("2024-04-01");
    expect(a.expirationDate?.normalized).toBe("2029-03-31");
    expect(a.termMonths?.normalized).toBe(60);
    expect(a.proRataShare?.normalized).toBe(5);
    expect(a.permittedUse?.normalized).toBe("Light manufacturing and office uses");
    expect(a.baseRentSchedule[0]).toMatchObject({ monthly: 10000, annual: 120000 });
    expect(a.renewalOptions[0]).toMatchObject({
      count: 1,
      termMonths: 60,
      noticeMonths: 6,
      noticeDeadline: "2028-09-30",
    });
  });
  it("lettered basic provisions with a prose rent list and an event-defined rent commencement", async () => {
    const a = await run(
      "(a) Date of Lease: October 4, 2022\n(b) Landlord: Riverbend Town Center Associates, L.L.C., a Georgia limited liability company\n(e) Shopping Center: Riverbend Town Center, 2500 Riverbend Parkway, Atlanta, GA 30339\n(f) Premises: Space No. 14, containing approximately 1,850 square feet of Floor Area\n(g) Term: Ten (10) Lease Years\n(h) Rent Commencement Date: the earlier of (i) 120 days after the Delivery Date or (ii) the date Tenant opens for business\n(i) Minimum Rent: Months 1-12: $3,083.33 per month; Months 13-24: $3,175.83 per month\n(k) Security Deposit: Six Thousand and No/100 Dollars ($6,000.00)",
    );
    expect(a.landlord?.normalized).toBe("Riverbend Town Center Associates, L.L.C.");
    expect(a.premisesAddress?.normalized).toBe("2500 Riverbend Parkway, Atlanta, GA 30339");
    expect(a.rentableSquareFeet?.normalized).toBe(1850);
    expect(a.termMonths?.normalized).toBe(120);
    expect(a.rentCommencementDate).toBeNull();
    expect(a.baseRentSchedule.map((s) => s.monthly)).toEqual([3083.33, 3175.83]);
    expect(a.securityDeposit?.normalized).toBe(6000);
  });
});

describe("phrasings seen in real leases", () => {
  it("reads 'b)'-style lettered items and quoted labels", async () => {
    const a = await run(
      'a) Effective Date:\nMarch 3, 2021\nb) Landlord: Granite Yard Holdings LLC, a Delaware limited liability company\nc) Tenant: Orchid Parcel Co., an Ohio corporation\n1.2.1 "Building": 410 Quarry Parkway, Dublin, Ohio, known as Quarry One.\n1.2.2 "Premises": 8,120 rentable square feet known as Suite 310.',
    );
    expect(a.documentDate?.normalized).toBe("2021-03-03");
    expect(a.landlord?.normalized).toBe("Granite Yard Holdings LLC");
    expect(a.tenant?.normalized).toBe("Orchid Parcel Co.");
    expect(a.premisesAddress?.normalized).toBe("410 Quarry Parkway, Dublin, Ohio");
    expect(a.suite?.normalized).toBe("310");
  });
  it("reads a filled-in blank day in the opening sentence", async () => {
    const a = await run('THIS LEASE (this "Lease") is made as of the __12__ day of June, 2018 by and between X and Y.');
    expect(a.documentDate?.normalized).toBe("2018-06-12");
  });
  it("reads floor area and demised premises labels", async () => {
    const a = await run(
      "(a) Demised Premises Address: 77 Mill Road\nSuite 4\nAkron, Ohio 44308\n1.7 Floor Area of Premises: Approximately nine thousand (9,000) square feet.",
    );
    expect(a.premisesAddress?.normalized).toBe("77 Mill Road, Akron, Ohio 44308");
    expect(a.suite?.normalized).toBe("4");
    expect(a.rentableSquareFeet?.normalized).toBe(9000);
  });
  it("reads a labelled address without a street suffix when it has a ZIP code", async () => {
    const a = await run(
      "Building:\nThe building located at 4410 West I-20 E, Arlington, Texas 76017, known as Dock 2.",
    );
    expect(a.premisesAddress?.normalized).toBe("4410 West I-20 E, Arlington, Texas 76017");
  });
  it("reads the AIR form's street address sentence and does not read 'located in' as a city", async () => {
    const a = await run(
      "1.2 (a) Premises: commonly known by the street address of 118 Orchard Street, located in the City of Fresno, County of Fresno, State of California, with zip code 93721, as outlined on Exhibit A.",
    );
    expect(a.premisesAddress?.normalized).toBe("118 Orchard Street, Fresno, California 93721");
    const b = await run("The premises are located at 118 Orchard Street, located in a business park.");
    expect(b.premisesAddress).toBeNull();
  });
  it("reads a cover page that names the tenant above its role", async () => {
    const a = await run(
      "LEASE\nLINDEN TOWER OWNER LP,\na Washington limited partnership,\nLandlord,\nand\nBRIGHTWAVE ANALYTICS, LLC\na Texas limited liability company,\nTenant",
    );
    expect(a.tenant?.normalized).toBe("BRIGHTWAVE ANALYTICS, LLC");
    expect(a.landlord?.normalized).toBe("LINDEN TOWER OWNER LP");
    const b = await run(
      "OFFICE LEASE\nBETWEEN\nHARBOR POINT OWNER, L.L.C., AS LANDLORD\nAND\nKESTREL LABS, INC., AS TENANT",
    );
    expect(b.landlord?.normalized).toBe("HARBOR POINT OWNER, L.L.C.");
    expect(b.tenant?.normalized).toBe("KESTREL LABS, INC.");
    // A name wrapped over two lines is read whole (or not at all), never as its last line.
    const c = await run(
      "DEED OF LEASE\nbetween\nELM ONE, L.L.C. and ELM\nTWO, L.L.C.\nLandlord\nand\nPINE CO.\nTenant",
    );
    expect(c.landlord?.normalized).toBe("ELM ONE, L.L.C. and ELM TWO, L.L.C.");
    expect(c.tenant?.normalized).toBe("PINE CO.");
  });
  it("treats 'the later of (a) a date or (b) an event' as no fixed commencement date", async () => {
    const a = await run(
      "k) Commencement Date:\nThe later of (a) 09/01/2022, or (b) Substantial Completion of the Tenant Improvements.",
    );
    expect(a.commencementDate).toBeNull();
  });
  it("reads term lengths written as ordinals and across lettered items", async () => {
    const a = await run(
      "Lease Term:\nBeginning on the Commencement Date and ending on the last day of the one hundred twenty-first (121st) full calendar month thereafter.",
    );
    expect(a.termMonths?.normalized).toBe(121);
    const b = await run(
      "Section 1.02. Lease Term: Beginning on the later of the following:\n(a) Substantial Completion or (b) May 1, 2019,\nsubject to the provisions of\nSection 2.03, and expiring on the last day of the full calendar month\nninety-six (96) months thereafter.",
    );
    expect(b.termMonths?.normalized).toBe(96);
    expect(b.commencementDate).toBeNull();
  });
  it("reads a year table headed on the anchor's line and ignores abated $0.00 months", async () => {
    const a = await run(
      "(d) Annual Base Rent (as may be adjusted pursuant to Exhibit C of this Lease):\nLease Year 1  $120,000.00\nLease Year 2  $123,600.00\n(e) Monthly Base Rent Installments:\nLease Year 1  $0.00 (months 1-2)\n$10,000.00 (months 3-12)",
    );
    expect(a.baseRentSchedule[0]?.annual).toBe(120000);
    expect(a.baseRentSchedule[0]?.monthly).toBe(10000);
  });
});

describe("permitted use on its own line", () => {
  it("reads a table value under a 'Permitted Use' label and a heading followed by prose", async () => {
    const a = await run(
      "Permitted Use\nGeneral warehouse and distribution use for storing goods of Tenant, together with ancillary office use.\nLease Term: Sixty (60) months.",
    );
    expect(a.permittedUse?.normalized).toBe("General warehouse and distribution use for storing goods of Tenant");
    const b = await run(
      "Permitted Use\nTenant shall use the Premises solely for general office purposes and for no other purpose.",
    );
    expect(b.permittedUse?.normalized).toBe("general office purposes");
  });
});

describe("renewal options in summary wording", () => {
  it("reads 'with two (2) Option Terms of sixty (60) months each' and ignores the section number", async () => {
    const a = await run("1.8 Term: Eighty-four (84) months, with two (2) Option Terms of sixty (60) months each.");
    expect(a.termMonths?.normalized).toBe(84);
    expect(a.renewalOptions[0]?.count).toBe(2);
    expect(a.renewalOptions[0]?.termMonths).toBe(60);
  });
  it("reads 'option to renew for two (2) terms of five (5) years each'", async () => {
    const a = await run(
      "E. TERM AND OPTION: Term of 36 Months commencing on the Rent Commencement Date; option to renew for two (2) terms of five (5) years each.",
    );
    expect(a.termMonths?.normalized).toBe(36);
    expect(a.renewalOptions[0]?.count).toBe(2);
    expect(a.renewalOptions[0]?.termMonths).toBe(60);
  });
});

describe("deposits, letters of credit, allowances and guarantors in real-lease wording", () => {
  it("a $0.00 or '$ -0-' deposit box states a deposit of zero (decision 0027)", async () => {
    const zero = await run('(b) Security Deposit: $0.00 ("Security Deposit"). (c) Other: $N/A');
    expect(zero.securityDeposit?.normalized).toBe(0);
    expect((await run('Security Deposit: $ -0- ("Security Deposit")')).securityDeposit?.normalized).toBe(0);
  });
  it("a deposit of months of rent is computed only from a stated monthly rent", async () => {
    const label = "9. Security/Damage Deposit: An amount equal to one (1) month's Base Rent.\n10. Use: offices.";
    expect((await run(label)).securityDeposit).toBeNull();
    const a = await run(`2. Base Rent: $8,000.00 per month.\n${label}`);
    expect(a.securityDeposit?.normalized).toBe(8000);
  });
  it("a letter of credit in lieu of cash is not a cash deposit", async () => {
    const a = await run(
      "5. Security. In lieu of a cash security deposit, Tenant shall deliver a letter of credit in the amount of $150,000.00.",
    );
    expect(a.securityDeposit).toBeNull();
    expect(a.letterOfCredit?.normalized).toBe(150000);
  });
  it.each([
    [
      'Landlord shall contribute an amount not to exceed Thirty Dollars ($30.00) per rentable square foot (which totals $300,000.00 based on 10,000 rsf) (the "Landlord\'s Allowance"); provided that $5.00 per rentable square foot may pay for design.',
      300000,
    ],
    [
      'Landlord shall provide an improvement allowance not to exceed $250,000 (based upon $25 per rentable square foot) (the "TI Allowance").',
      250000,
    ],
    [
      '"Landlord\'s Allowance" means $10.00 per rentable square foot ($50,000.00) for the First Space plus $5,000 for signage for a total of $55,000.00.',
      55000,
    ],
  ])("allowance total from %s", async (t, n) => expect((await run(t)).tenantImprovementAllowance?.normalized).toBe(n));
  it("a per-foot allowance with no area, or a redacted one, is null", async () => {
    expect(
      (await run('Landlord shall provide a "Tenant Improvement Allowance" of $40.00 per rentable square foot.'))
        .tenantImprovementAllowance,
    ).toBeNull();
    expect(
      (await run('Landlord shall provide a "Tenant Improvement Allowance" of $[***] in the aggregate.'))
        .tenantImprovementAllowance,
    ).toBeNull();
  });
  it("guarantors: named in prose, AIR 1.11 blank, waived", async () => {
    const a = await run(
      'As a material inducement to Landlord to enter into this Lease, Jane Doe, an individual ("Guarantor"), shall deliver a Guaranty.',
    );
    expect(a.guarantor?.normalized).toBe("Jane Doe");
    expect(
      (
        await run(
          '1.11 Guarantor. The obligations of the Lessee under this Lease are to be guaranteed by N/A ("Guarantor").',
        )
      ).guarantor,
    ).toBeNull();
    expect((await run("1.8. Tenant's Guarantor: Waived subject to financial review of Tenant.")).guarantor).toBeNull();
  });
});

describe("renewal wording from real leases", () => {
  it.each([
    [
      "RIGHT OF RENEWAL. Lessee, at its option, may extend and renew the term of this Lease for up to two (2) additional (but consecutive) five (5)- year terms. Lessee shall give written notice at least six (6) months before the expiration of the term.",
      { count: 2, termMonths: 60, noticeMonths: 6 },
    ],
    [
      "Renewal Option. Tenant shall have the right and option to extend the term of this Lease for one renewal term, of five (5) years duration, by notice not later than one (1) year prior to the expiration.",
      { count: 1, termMonths: 60, noticeMonths: 12 },
    ],
    [
      "Renewal Term: Two 5-year Renewal Terms.\nDate must be exercised in writing: Six months prior to the related Renewal Term Commencement Date.",
      { count: 2, termMonths: 60, noticeMonths: 6 },
    ],
    [
      "Tenant shall have the option to extend the Lease Term for an additional three (3) year period by giving Landlord notice ninety (90) days prior to the expiration.",
      { count: 1, termMonths: 36, noticeMonths: 3 },
    ],
    [
      "Renewal Options. Tenant shall have three (3) five (5) year options to renew with sixty (60) days advance written notice to Landlord.",
      { count: 3, termMonths: 60, noticeMonths: 2 },
    ],
  ])("%s", async (t, o) => expect((await run(t)).renewalOptions[0]).toMatchObject(o));
});

describe("rentable area stated in parts, formulas and the AIR form", () => {
  it.each([
    [
      "Premises: Suite 300, approximately 9,000 usable square feet and 10,000 rentable square feet, and Suite 400, approximately 4,500 usable square feet and 5,000 rentable square feet, comprising in the aggregate approximately 15,000 rentable square feet.",
      15000,
    ],
    [
      "2. Premises: 8,000 rentable square feet on the 5th floor and 2,500 rentable square feet on the 6th floor.",
      10500,
    ],
    [
      "1.4 Rentable Floor Area of the Premises. 20,000 square feet, consisting of 10,000 square feet on each of two floors.",
      20000,
    ],
    ["H. BASE RENT: $120,000.00 per annum ($24/sq. ft. x 5,000 sq. ft.)", 5000],
    [
      "1.2 Premises: commonly known as 1 Elm Street, and generally described as (describe briefly the nature of the Premises): 7,500 SF of warehouse area. The premises are part of a 40,000 SF building.",
      7500,
    ],
    [
      '1.2(a) Premises: 1 Elm Street, Suite 5, Corona, CA 92880 containing approximately 11, 032 square feet ("Premises").',
      11032,
    ],
  ])("RSF from %s", async (t, n) => expect((await run(t)).rentableSquareFeet?.normalized).toBe(n));
});
