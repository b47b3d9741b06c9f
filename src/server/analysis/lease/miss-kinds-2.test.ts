// Issue 12's kinds of miss, second part: parties, term, rent tables, first rights, notice periods, termination
// versus remedies, ground leases. Passages written for the test, several phrasings per rule.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";

const run = (...pages: string[]) =>
  analyzeLease(
    pages.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

describe("parties", () => {
  it("names every entity of a landlord made of several", async () => {
    const a = await run(
      'THIS LEASE AGREEMENT is made as of June 1, 2018 by and between MAPLE RIDGE PARTNERS, L.L.C., a New Jersey limited liability company, and BROOK HOLLOW ASSOCIATES, LLC, a New Jersey limited liability company, as tenants in common (collectively, "Landlord"), and Quill Therapeutics, Inc., a Delaware corporation ("Tenant").',
    );
    expect(a.landlord?.value).toMatch(/^Maple Ridge Partners, L\.L\.C\.,? and Brook Hollow Associates, LLC$/i);
    expect(a.tenant?.value).toMatch(/^Quill Therapeutics, Inc\.?$/);
  });
  it("reads a city as the lessor of a government form", async () => {
    const a = await run(
      'This Ground Lease is entered into on April 2, 2021, between the CITY OF FAIRMONT, a municipal corporation of the State of Minnesota ("City" or "Lessor"), and Prairie Light Solar, LLC, a Delaware limited liability company ("Lessee").',
    );
    expect(a.landlord?.value).toMatch(/^City of Fairmont$/i);
    expect(a.tenant?.value).toMatch(/^Prairie Light Solar, LLC$/);
  });
  it("reads landowners and a developer in an option and lease", async () => {
    const a = await run(
      'SOLAR LAND LEASE OPTION AGREEMENT. This Option Agreement is made by and between Harold Quist and Jean Quist, husband and wife (together, "Landowner"), and Sun Meadow Solar, LLC, a Delaware limited liability company ("Tenant"), effective as of March 8, 2022.',
    );
    expect(a.landlord?.value).toMatch(/^Harold Quist and Jean Quist$/);
    expect(a.tenant?.value).toMatch(/^Sun Meadow Solar, LLC$/);
  });
});

describe("term", () => {
  it("derives the term from a stated commencement and expiration", async () => {
    const a = await run(
      "Commencement Date: March 1, 2021\nExpiration Date: April 30, 2024\nDuring the first twelve (12) months of the Term, Tenant shall pay Base Rent on 9,000 rentable square feet only.",
    );
    expect(a.termMonths?.normalized).toBe(38);
  });
  it("lets two stated dates win over a month count read from prose about something else", async () => {
    const a = await run(
      "Commencement Date: March 1, 2021\nExpiration Date: April 30, 2024\nBase Rent for the Premises shall be abated for a period of twelve (12) months following the Commencement Date.",
    );
    expect(a.termMonths?.normalized).toBe(38);
  });
  it("reads 'X years and Y months' and 'the last day of the Nth full calendar month'", async () => {
    const a = await run("2.1 Term. The term of this Lease shall be three (3) years and two (2) months.");
    expect(a.termMonths?.normalized).toBe(38);
    const b = await run(
      "The Term shall commence on the Commencement Date and expire on the last day of the sixty-fourth (64th) full calendar month thereafter.",
    );
    expect(b.termMonths?.normalized).toBe(64);
  });
});

describe("rent tables", () => {
  it("reads annual, monthly and per-square-foot columns by their headers, whatever their order", async () => {
    const a = await run(
      "Rentable Area: 18,881 rentable square feet\nBase Rent:\nMonths Annual Base Rent Monthly Installment Annual Rate Per Square Foot\n1-12 $538,091.49 $44,840.96 $28.50\n13-24 $554,234.23 $46,186.19 $29.36",
    );
    expect(a.baseRentSchedule[0]).toMatchObject({ annual: 538091.49, monthly: 44840.96, perSquareFoot: 28.5 });
  });
  it("derives annual and monthly rent from a per-square-foot column and the area", async () => {
    const a = await run(
      "Premises: 10,000 rentable square feet.\nBase Rent Schedule\nLease Year Annual Base Rent per RSF\n1 $32.00\n2 $32.96\n3 $33.95",
    );
    expect(a.baseRentSchedule[0]).toMatchObject({ perSquareFoot: 32, annual: 320000 });
    expect(a.baseRentSchedule[0].monthly).toBeCloseTo(26666.67, 1);
  });
});

describe("rights of first refusal and first offer", () => {
  it("does not count the landlord's recapture right or other tenants' rights", async () => {
    const a = await run(
      "Assignment. If Tenant proposes to sublet, Landlord shall have a right of first refusal to lease the space from Tenant on the same terms.",
      "Expansion. Tenant's rights are subject to the rights of first offer and rights of first refusal granted to other tenants of the Building before the date of this Lease.",
    );
    expect(a.rightOfFirstRefusal).toBe(null);
    expect(a.rightOfFirstOffer).toBe(null);
  });
  it("counts a right the tenant is given", async () => {
    const a = await run(
      "5.3 Right of First Offer. Provided Tenant is not in default, Tenant shall have a right of first offer to lease any space that becomes available on the ninth floor of the Building.",
    );
    expect(a.rightOfFirstOffer).not.toBe(null);
  });
});

describe("notice periods", () => {
  it("reads a window stated latest-first as its deadline", async () => {
    const a = await run(
      "Option to Extend. Tenant shall have the option to extend the Term for one (1) period of five (5) years, exercisable by written notice given no earlier than eighteen (18) months and no later than twelve (12) months prior to the expiration of the Initial Term.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 1, termMonths: 60, noticeMonths: 12 });
  });
  it("reads days before expiration", async () => {
    const a = await run(
      "Renewal Option. Lessee shall have the right to renew this Lease for three (3) additional terms of five (5) years each by giving Lessor written notice at least two hundred seventy (270) days before the expiration of the then current term.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 3, termMonths: 60, noticeMonths: 9 });
  });
});

describe("termination options versus default remedies", () => {
  it("reads no termination option from default, casualty or non-appropriation remedies", async () => {
    const a = await run(
      "Remedies. Upon an Event of Default, Landlord may terminate this Lease by notice to Tenant.",
      "Appropriations. The District may terminate this Lease if the Council fails to appropriate funds for the Rent in any fiscal year.",
    );
    expect(a.terminationOptions).toHaveLength(0);
  });
  it("reads a tenant's early termination right", async () => {
    const a = await run(
      "Early Termination. Tenant shall have the one-time right to terminate this Lease effective as of the last day of the sixtieth (60th) full calendar month of the Term, by written notice given not less than nine (9) months in advance and payment of a termination fee of $150,000.00.",
    );
    expect(a.terminationOptions).toHaveLength(1);
    expect(a.terminationOptions[0].noticeMonths).toBe(9);
  });
});

describe("the same option described twice", () => {
  it("completes the summary's renewal option with the notice the body states", async () => {
    const a = await run(
      "ARTICLE 1 REFERENCE DATA\nExtension Option: One (1) period of five (5) years, as more particularly set forth in Section 2.4.",
      "2.4 Extension Option. Tenant shall have the right to extend the Original Term by giving Landlord notice not earlier than eighteen (18) months nor later than twelve (12) months prior to the expiration of the Original Term.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 1, termMonths: 60, noticeMonths: 12 });
  });
});

describe("rights held by others", () => {
  it("does not count a right of first refusal that another tenant's lease contains", async () => {
    const a = await run(
      "2.5 Right of First Offer. Tenant shall have a right of first offer on the ROFO Space. Tenant's right of first offer is subject to the rights of Harborview Capital LLC under its lease dated May 1, 2015, including any renewal, expansion or right of first refusal contained therein.",
      '"Superior Rights" means the rights of first refusal and first offer of tenants of the Building existing on the date hereof.',
    );
    expect(a.rightOfFirstRefusal).toBe(null);
    expect(a.rightOfFirstOffer).not.toBe(null);
  });
});

describe("permitted use stated as a prohibition", () => {
  it("reads 'shall not use … for any purpose other than'", async () => {
    const a = await run(
      "7. Use. Tenant shall not use or permit the Premises to be used for any purpose other than executive and general office use.",
    );
    expect(a.permittedUse?.normalized).toBe("executive and general office use");
  });
  it("reads 'for … and for no other purpose'", async () => {
    const a = await run(
      "Tenant shall use and occupy the Premises for the manufacture and storage of mattresses and related products and for no other purpose.",
    );
    expect(a.permittedUse?.normalized).toBe("manufacture and storage of mattresses and related products");
  });
});

describe("several suites", () => {
  it("keeps every suite of a premises made of several", async () => {
    const a = await run(
      "Premises: Suite Nos. 210, 330, and 480 in the office building located at 55 Cedar Avenue, Dallas, Texas 75201.",
    );
    expect(a.suite?.normalized).toBe("210, 330, and 480");
  });
  it("does not take the street number after a suite for another suite", async () => {
    const a = await run("Premises: Suite 205, 1450 Lakeshore Avenue, Chicago, Illinois 60614.");
    expect(a.suite?.normalized).toBe("205");
  });
});

describe("government and land forms", () => {
  it("reads the parties of a form whose roles are 'City' and 'Company' from who leases to whom", async () => {
    const a = await run(
      'This Lease Agreement is entered into by and between the CITY OF LARAMIE, WYOMING, a municipal corporation ("City"), and Boulder Ridge Wind LLC, a Delaware limited liability company ("Company"). 1. Lease. City hereby leases to Company the Property described in Exhibit A.',
    );
    expect(a.landlord?.value).toMatch(/^CITY OF LARAMIE/i);
    expect(a.tenant?.value).toBe("Boulder Ridge Wind LLC");
  });
  it("reads a state authority that demises land unto a developer", async () => {
    const a = await run(
      'THIS GROUND LEASE is made as of July 1, 2019 between the GARDEN STATE ECONOMIC DEVELOPMENT AUTHORITY, a public body corporate and politic ("Authority"), and Millbrook Renewables, LLC ("Developer"). The Authority does hereby demise and lease unto Developer the Land.',
    );
    expect(a.landlord?.value).toMatch(/^GARDEN STATE ECONOMIC DEVELOPMENT AUTHORITY$/i);
    expect(a.tenant?.value).toBe("Millbrook Renewables, LLC");
  });
  it("reads a federal form's '(Lessor)' and '(Government)' without quotes", async () => {
    const a = await run(
      "This Lease is made and entered into between Harbor Point Properties LLC (Lessor), whose principal place of business is 12 Main Street, Portland, ME 04101, and whose interest in the Property described herein is that of Fee Owner, and The United States of America (Government), acting by and through the designated representative of the General Services Administration (GSA), upon the terms and conditions set forth herein.",
    );
    expect(a.landlord?.value).toBe("Harbor Point Properties LLC");
    expect(a.tenant?.value).toMatch(/United States of America$/);
  });
});

describe("ground lease term versus its development period", () => {
  it("reads the operating term, not the development period before it", async () => {
    const a = await run(
      'SOLAR GROUND LEASE. 3. Development Period. The Development Period shall be for a period of thirty-six (36) months from the Effective Date. 4. Term. The initial term of this Lease (the "Operating Term") shall be twenty-five (25) years commencing on the Commercial Operation Date.',
    );
    expect(a.termMonths?.normalized).toBe(300);
    expect(a.developmentPeriod?.normalized).toBe(36);
  });
  it("reads rent per acre in several wordings", async () => {
    const a = await run(
      "5. Rent. Tenant shall pay annual rent equal to One Thousand Two Hundred Dollars ($1,200.00) per acre of the Premises.",
    );
    expect(a.rentPerAcre?.normalized).toBe(1200);
    const b = await run("Operating Rent: $950/acre/year, paid in two installments.");
    expect(b.rentPerAcre?.normalized).toBe(950);
  });
});

describe("recovery structure", () => {
  it("reads absolutely net and gross wordings", async () => {
    const a = await run(
      "It is the intention of the parties that this Lease be an absolutely net lease and that Landlord receive the Rent free of all costs of the Property.",
    );
    // The vocabulary has no "absolute net" of its own: an absolutely net lease is a net (NNN) lease.
    expect(a.recoveryStructure?.normalized).toBe("NNN");
    const b = await run(
      "Base Rent includes Tenant's share of Operating Expenses and Taxes; Landlord shall furnish electricity, heating, air conditioning and janitorial service at no additional charge.",
    );
    expect(b.recoveryStructure?.normalized).toMatch(/gross|full service/i);
  });
});

describe("options held by a public tenant", () => {
  const gsa = (extra: string) =>
    run(
      "This Lease is made and entered into between Harbor Point Properties LLC (Lessor), whose principal place of business is 12 Main Street, Portland, ME 04101, and The United States of America (Government), acting by and through the designated representative of the General Services Administration (GSA), upon the terms and conditions set forth herein.",
      extra,
    );
  it("reads a federal form's renewal 'at the option of the Government'", async () => {
    const a = await gsa(
      "1.04 RENEWAL RIGHTS. This Lease may be renewed at the option of the Government for a term of 5 years at the following rental rate: $32.00 per ABOA SF, provided notice is given to the Lessor at least 120 days before the end of the original Lease term.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 1, termMonths: 60, noticeMonths: 4 });
  });
  it("reads the same renewal without its heading", async () => {
    const a = await gsa(
      "This Lease may be renewed at the option of the Government for a term of 5 years at the following rental rate: $32.00 per ABOA SF, provided notice is given to the Lessor at least 120 days before the end of the original Lease term.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 1, termMonths: 60, noticeMonths: 4 });
  });
  it("reads 'The Government may terminate this Lease … after the Firm Term' as a termination option", async () => {
    const a = await gsa(
      "1.03 TERMINATION RIGHTS. The Government may terminate this Lease, in whole or in parts, at any time effective after the Firm Term of this Lease, by providing not less than 90 days' prior written notice to the Lessor.",
    );
    expect(a.terminationOptions).toHaveLength(1);
    expect(a.terminationOptions[0].noticeMonths).toBe(3);
  });
  it("does not read a termination for want of appropriations as an option", async () => {
    const a = await run(
      'This Lease is made by and between Riverside Tower LLC ("Landlord") and the District of Columbia, acting by and through its Department of General Services ("Tenant").',
      "Anti-Deficiency. The District may terminate this Lease in the event the Council of the District of Columbia fails to appropriate funds for the payment of Rent.",
    );
    expect(a.terminationOptions).toHaveLength(0);
  });
});

describe("rent stated per square foot in prose", () => {
  it("reads an annual rate and derives the rents from the area", async () => {
    const a = await run(
      "Rentable Area of the Premises: 10,000 rentable square feet.\nBase Rent: $32.50 per rentable square foot per annum, triple net, payable in equal monthly installments.",
    );
    expect(a.baseRentSchedule[0]).toMatchObject({ perSquareFoot: 32.5, annual: 325000 });
    expect(a.baseRentSchedule[0].monthly).toBeCloseTo(27083.33, 1);
  });
  it("annualises a monthly rate", async () => {
    const a = await run(
      "Premises: approximately 10,000 rentable square feet.\nMonthly Base Rent: $2.35 per rentable square foot per month, NNN.",
    );
    expect(a.baseRentSchedule[0]).toMatchObject({ perSquareFoot: 28.2, monthly: 23500, annual: 282000 });
  });
  it("skips abated months to the first rent actually due", async () => {
    const a = await run(
      "Premises: 12,000 rentable square feet.\nMonths Monthly Base Rent Annual Rate per RSF\n1-3 $0.00 $0.00\n4-12 $30,000.00 $30.00\n13-24 $30,900.00 $30.90",
    );
    expect(a.baseRentSchedule[0]).toMatchObject({ monthly: 30000, perSquareFoot: 30 });
  });
});
