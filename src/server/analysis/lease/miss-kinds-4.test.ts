// Issue 12, fourth part: kinds of miss named by the issue, each rule tried on invented passages in several
// phrasings (never a corpus's wording), and checked against a passage where it must not fire.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";
import { monthsBeforeExpiration } from "#server/analysis/lease/option-notice.ts";
import { ownTermText } from "#server/analysis/lease/lease-term.ts";

const run = (...pages: string[]) =>
  analyzeLease(
    pages.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

describe("parties named without the usual parentheses", () => {
  it("reads '(hereinafter called \"Landlord\")' with no 'as'", async () => {
    const a = await run(
      'THIS LEASE (hereinafter called "Lease"), made this 3rd day of May, 2012, by and between Orchard Row Holdings, Inc. (hereinafter called "Landlord") and Tern Valley Credit Union (hereinafter called "Tenant"): WITNESSETH.',
    );
    expect(a.landlord?.value).toBe("Orchard Row Holdings, Inc.");
    expect(a.tenant?.value).toBe("Tern Valley Credit Union");
  });
  it("reads a form's lowercase roles after a comma: ', referred to as \"lessor,\"'", async () => {
    const a = await run(
      'This lease agreement was entered into on March 1, 2010, between Harold Quince, an individual, having his principal place of business at 12 Elm Road, Reno, Nevada, referred to as "lessor," and Quarry Tools, Inc., a Nevada corporation, referred to as "lessee."',
    );
    expect(a.landlord?.value).toBe("Harold Quince");
    expect(a.tenant?.value).toBe("Quarry Tools, Inc.");
  });
  it("names the party who signs as agent, not the principal after 'as agent for'", async () => {
    const a = await run(
      'This Lease is made by and between Linden Realty Corp., as agent for and sole member of Brookside Tracts, LLC ("Landlord"), and Pellam Optics, Inc. ("Tenant").',
    );
    expect(a.landlord?.value).toBe("Linden Realty Corp.");
  });
  it("still reads the common '(\"Landlord\")' form", async () => {
    const a = await run(
      'This Lease is between Fenwick Park LLC, a Delaware limited liability company ("Landlord"), and Omni Dyes Inc. ("Tenant").',
    );
    expect(a.landlord?.value).toBe("Fenwick Park LLC");
    expect(a.tenant?.value).toBe("Omni Dyes Inc.");
  });
});

describe("the term, not the option's period", () => {
  it("stops a 'Term' heading's text at the next numbered clause", () => {
    expect(
      ownTermText(
        "The Term commences on April 1, 2018 and expires on March 31, 2023. 2.3 Extension Option. Tenant may extend for three (3) years.",
      ),
    ).toBe("The Term commences on April 1, 2018 and expires on March 31, 2023.");
    expect(ownTermText("Ten (10) years. Tenant shall have two options to renew for five years each.")).toBe(
      "Ten (10) years.",
    );
  });
  it("derives the term from stated dates when the heading runs into an option clause", async () => {
    const a = await run(
      '2. Term. The Term commences on April 1, 2018 and expires on March 31, 2023 (the "Expiration Date"). 2.3 Extension Option. Tenant shall have one (1) option to extend the Term for a period of three (3) years.',
    );
    expect(a.commencementDate?.normalized).toBe("2018-04-01");
    expect(a.termMonths?.normalized).toBe(60);
    expect(a.renewalOptions[0]?.termMonths).toBe(36);
  });
  it("reads 'commences'/'begins' and a bare 'Commencement Date:' label", async () => {
    const a = await run("The lease term begins on September 1, 2021 and ends on August 31, 2026.");
    expect(a.commencementDate?.normalized).toBe("2021-09-01");
    const b = await run("Term: Five (5) years and six (6) months. Commencement Date: July 1, 2020.");
    expect(b.commencementDate?.normalized).toBe("2020-07-01");
    expect(b.termMonths?.normalized).toBe(66);
  });
  it("reads 'begins' only with the term as its subject", async () => {
    const a = await run("Payment of Base Rent begins on May 1, 2020, after the abatement period.");
    expect(a.commencementDate?.normalized ?? null).not.toBe("2020-05-01");
  });
  it("never takes a rent commencement label for the lease's commencement", async () => {
    const a = await run("Rent Commencement Date: October 15, 2019. The Term shall commence upon delivery.");
    expect(a.commencementDate?.normalized ?? null).not.toBe("2019-10-15");
  });
  it("reads a ground lease's 'continue for twenty-five (25) years'", async () => {
    const a = await run(
      "The Term shall commence on the Commercial Operation Date and continue for twenty-five (25) years thereafter.",
    );
    expect(a.termMonths?.normalized).toBe(300);
  });
});

describe("renewal options counted in other wordings", () => {
  it("reads 'the right to three (3) five (5) year Lease renewal options'", async () => {
    const a = await run(
      "Provided Tenant is not in default, Tenant shall have the right to three (3) five (5) year Lease renewal options upon giving Landlord not less than one hundred eighty (180) days notice prior to the expiration of the then-current term.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 3, termMonths: 60, noticeMonths: 6 });
  });
  it("does not read a section number in words as a count", async () => {
    const a = await run(
      "SECTION NINE\nOPTION TO RENEW\nLandlord grants to Tenant an option to renew this lease for one year at a rental to be agreed, by written notice at least sixty days before this lease expires.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 1, termMonths: 12, noticeMonths: 2 });
  });
});

describe("a notice deadline stated as a date", () => {
  it("is that many months before the expiration when it falls on a month boundary", () => {
    expect(monthsBeforeExpiration("2022-06-30", "2023-03-31")).toBe(9);
    expect(monthsBeforeExpiration("2029-01-31", "2030-01-31")).toBe(12);
    expect(monthsBeforeExpiration("2022-06-12", "2023-03-31")).toBeNull();
  });
  it("gives the option its notice months beside the stated deadline", async () => {
    const a = await run(
      'The Term expires on March 31, 2023 (the "Expiration Date"). Extension Option. Tenant shall have one (1) option to extend the Term for a period of three (3) years, exercisable only by written notice delivered to Landlord on or before June 30, 2022.',
    );
    expect(a.renewalOptions[0]).toMatchObject({ noticeDeadline: "2022-06-30", noticeMonths: 9 });
  });
});

describe("recovery structure stated in other words", () => {
  it("reads a sublease 'gross in nature'", async () => {
    const a = await run(
      "Operating Expenses. This Sublease shall be gross in nature. Subtenant pays its own utilities.",
    );
    expect(a.recoveryStructure?.normalized).toBe("gross");
  });
  it("reads rent 'net of CAM, Taxes' as net", async () => {
    const a = await run("Monthly Base Rent is net of CAM, Taxes and any other charge provided under this Lease.");
    expect(a.recoveryStructure?.normalized).toBe("NNN");
    const b = await run("The Base Rent shall be net of all Operating Expenses, which Tenant pays as Additional Rent.");
    expect(b.recoveryStructure?.normalized).toBe("NNN");
  });
  it("is not fooled by gross negligence or gross sales", async () => {
    const a = await run(
      "Landlord is not liable except for its gross negligence. Percentage rent is due on gross sales above the breakpoint.",
    );
    expect(a.recoveryStructure).toBeNull();
  });
});

describe("the premises' address", () => {
  it("reads a county between the city and the state and leaves it out", async () => {
    const a = await run(
      "Landlord leases to Tenant the premises located at 455 Mill Street, Sparks, Washoe County, Nevada, for the term below.",
    );
    expect(a.premisesAddress?.value).toBe("455 Mill Street, Sparks, Nevada");
  });
  it("reads 'the building at <address>'", async () => {
    const a = await run(
      "The Premises consist of Suite 200 containing 4,500 rentable square feet within the building at 88 Market Street, Dayton, Ohio.",
    );
    expect(a.premisesAddress?.value).toBe("88 Market Street, Dayton, Ohio");
  });
  it("still prefers the premises over a notice address", async () => {
    const a = await run(
      "Notices to Landlord shall be sent to 1 Harbor Way, Boston, Massachusetts. The Premises are located at 20 Pine Lane, Salem, Massachusetts.",
    );
    expect(a.premisesAddress?.value).toBe("20 Pine Lane, Salem, Massachusetts");
  });
});

describe("rent from a form's total and installments", () => {
  it("takes the monthly installment, not the total over the term", async () => {
    const a = await run(
      "TERM. The term of this lease is two years, beginning on March 1, 2010, and terminating on February 28, 2012.\nRENT. A. The total rent under this lease agreement is $72,000.00. B. Lessee shall pay lessor the above-specified amount in installments of $3,000.00 each month.",
    );
    expect(a.baseRentSchedule[0]).toMatchObject({ monthly: 3000, annual: 36000 });
  });
  it("reads 'payable in equal monthly installments of' as before", async () => {
    const a = await run(
      "Base Rent. Tenant shall pay annual Base Rent of $120,000.00, payable in equal monthly installments of $10,000.00.",
    );
    expect(a.baseRentSchedule[0]).toMatchObject({ monthly: 10000, annual: 120000 });
  });
});

describe("termination rights and renewals in other wordings", () => {
  it("reads 'Tenant may cancel this Lease at any time after … upon N days' notice' as an option", async () => {
    const a = await run(
      "Tenant may cancel this Lease at any time after the third anniversary of the Commencement Date upon one hundred eighty (180) days prior written notice to Landlord.",
    );
    expect(a.terminationOptions[0]?.noticeMonths).toBe(6);
  });
  it("keeps a right to terminate after a casualty or the landlord's failure a remedy", async () => {
    const a = await run(
      "If the Premises are damaged by fire so that they cannot be restored within 180 days, Tenant may terminate this Lease by giving written notice within thirty (30) days after the casualty.",
      "Tenant shall have the right to terminate this Lease if Landlord fails to deliver the Premises by June 1, 2020.",
    );
    expect(a.terminationOptions).toHaveLength(0);
  });
  it("reads 'Tenant may renew for one (1) additional term' with a notice window in days", async () => {
    const a = await run(
      "Renewal. Tenant may renew for one (1) additional term of sixty (60) months by giving notice no earlier than 270 days and no later than 180 days prior to the Expiration Date.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 1, termMonths: 60, noticeMonths: 6 });
  });
  it("counts a year of days as twelve months of notice", async () => {
    const a = await run(
      "Option to Extend. Tenant shall have two (2) options to extend the Term for five (5) years each upon not less than three hundred sixty-five (365) days' written notice prior to the expiration of the then-current Term.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 2, termMonths: 60, noticeMonths: 12 });
  });
});

describe("permitted use stated as the purpose of the lease", () => {
  it("reads 'the Premises are leased for the purpose of …'", async () => {
    const a = await run(
      "The Premises are leased for the purpose of operating a day care center, and for no other use without Landlord's consent.",
    );
    expect(a.permittedUse?.value).toBe("operating a day care center");
    const b = await run("The premises are hereby let to Tenant solely for the purposes of a dental office.");
    expect(b.permittedUse?.value).toBe("a dental office");
  });
});
