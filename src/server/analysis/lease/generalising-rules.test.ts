// The rules added for documents nobody tuned to (issue 12), each on a short passage written for the test.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";

const run = (...pages: string[]) =>
  analyzeLease(
    pages.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

describe("security deposit and letter of credit", () => {
  it("reads a labelled 'None' as a deposit of zero, not as silence", async () => {
    const a = await run("BASIC TERMS\nSecurity Deposit:\nNone.\nPermitted Use:\nGeneral office use.");
    expect(a.securityDeposit?.normalized).toBe(0);
  });
});

describe("tenant improvement allowance", () => {
  it("reads the work letter's definition and its stated total", async () => {
    const a = await run(
      'EXHIBIT C WORK LETTER. 1.4 "Tenant Improvement Allowance" means the allowance of $20.00 per square foot of Rentable Area of the Premises and a total of $812,000.00, to be disbursed as set forth below.',
    );
    expect(a.tenantImprovementAllowance?.normalized).toBe(812000);
  });
  it("does not take a delay remedy or a conditional reimbursement for the allowance", async () => {
    const a = await run(
      'If the Delivery Date has not occurred within 30 days after the Estimated Delivery Date, then Landlord agrees to provide a supplement to the Construction Allowance in the amount of $250,000 (the "Delay Allowance").',
      "(iii) If Tenant must reimburse Landlord more than $5,000.00 under Article 9, Tenant may apply any unused portion of the Tenant Improvement Allowance to that amount.",
    );
    expect(a.tenantImprovementAllowance).toBe(null);
  });
});

describe("term and dates", () => {
  it("reads 'N Lease Years and M months from the Rent Commencement Date' on a form", async () => {
    const a = await run(
      "14. INITIAL LEASE TERM\na. NUMBER OF YEARS\n15 Lease Years and 6 months from the Rent Commencement Date\nb. YEARS FIRM\n15 years and 6 months",
    );
    expect(a.termMonths?.normalized).toBe(186);
  });
  it("reads a run-on summary commencement and skips a date defined as something more specific", async () => {
    const a = await run(
      "3.1 Length of Term: Five (5) years. 3.2 Lease Commencement June 1, 2026. Date: 3.3 Lease Expiration Date: The last day of the sixtieth (60th) full calendar month of the Lease Term.",
      'Commencing on May 10, 2026 (the "Early Access Commencement Date") Tenant may enter the Premises to install cabling.',
    );
    expect(a.commencementDate?.normalized).toBe("2026-06-01");
    expect(a.expirationDate?.normalized).toBe("2031-05-31");
  });
  it("counts full calendar months from the next month when the term starts mid-month", async () => {
    const a = await run(
      'The Term shall commence on June 15, 2026 (the "Commencement Date"). "Expiration Date" means the last day of the twelfth (12th) full calendar month of the Term.',
    );
    expect(a.expirationDate?.normalized).toBe("2027-06-30");
  });
  it("dates a form lease by its last signature when it states no date of its own", async () => {
    const a = await run(
      "AWARD OF LEASE\n5. Landlord's signature\n5b. DATE: MARCH 2, 2026\n6. Tenant's signature\n6b. DATE: 3/19/2026",
    );
    expect(a.documentDate?.normalized).toBe("2026-03-19");
  });
});

describe("renewal options", () => {
  it("reads a form's empty renewal box as no option", async () => {
    const a = await run(
      "15. RENEWAL OPTIONS\na. NET RENTAL RATE N/A\nb. YEARS EACH N/A\nc. NUMBER OF OPTIONS\n0\nd. NUMBER OF DAYS NOTICE REQUIRED TO EXERCISE RENEWAL OPTION: N/A",
    );
    expect(a.renewalOptions).toEqual([]);
  });
  it("reads notice due before the final year of the term as twelve months", async () => {
    const a = await run(
      "3. Term. b. Tenant shall have the option to extend this lease for up to three (3) five (5) year extensions. Tenant shall give Landlord written notice of its election to extend on or before the commencement of the final year of the Primary Term.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 3, termMonths: 60, noticeMonths: 12 });
  });
  it("finds the notice in the exercise paragraph that follows the grant", async () => {
    const filler = "Tenant shall not be in default and the Lease shall be in full force and effect. ".repeat(40);
    const a = await run(
      `2.2 Option Term. 2.2.1 Option Right. Landlord hereby grants to Tenant one (1) option to extend the Lease Term for a period of five (5) years. ${filler} 2.2.3 Exercise of Option. Tenant shall deliver written notice to Landlord of its intention to extend the Lease Term not more than fifteen (15) months and not less than ten (10) months prior to the expiration of the initial Lease Term.`,
    );
    expect(a.renewalOptions[0]?.noticeMonths).toBe(10);
  });
});

describe("parties, use and rent", () => {
  it("reads a cover page that names the role after a comma", async () => {
    const a = await run(
      "Land Lease Agreement\nBETWEEN:\nHOLLOW CREEK FARMS LLC, LANDLORD\nAND\nSUNRISE POWER LLC, TENANT",
    );
    expect(a.landlord?.value).toBe("HOLLOW CREEK FARMS LLC");
    expect(a.tenant?.value).toBe("SUNRISE POWER LLC");
  });
  it("reads the use from a 'Uses and Operations' clause", async () => {
    const a = await run(
      "10. Uses and Operations. Tenant shall construct, operate and maintain a battery storage facility on the Property. Tenant may also store equipment.",
    );
    expect(a.permittedUse?.normalized).toBe(
      "construct, operate and maintain a battery storage facility on the Property",
    );
  });
  it("does not take abated rent for the rent", async () => {
    const a = await run(
      "Rentable Area: 10,000 RSF.",
      "7.4 Landlord Credit. Landlord grants a rental abatement equal to the total of six months of Annual Rental in the amount of $150,000.00.",
      [
        "EXHIBIT E RENT SCHEDULE OF NET RENTAL",
        "Lease Year\nIncrease\nNet Rental per RSF\nRSF\nAnnual Net Rental\nMonthly Net Rental",
        "1\nN/A\n$30.00\n10,000\n$300,000.00\n$25,000.00",
        "2\n0.03\n$30.90\n10,000\n$309,000.00\n$25,750.00",
      ].join("\n"),
    );
    expect(a.baseRentSchedule[0]).toMatchObject({ annual: 300000, monthly: 25000, perSquareFoot: 30 });
  });
});
