// Issue 12, seventh part: the kinds of miss the issue names for parties, term and options (decision 0061
// addendum), each on invented passages in several phrasings, with passages where a rule must not fire.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";

const run = (...pages: string[]) =>
  analyzeLease(
    pages.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

const P =
  'THIS LEASE is made as of March 3, 2021 by and between Copperleaf Holdings LLC ("Landlord") and Bramblewood Tools, Inc. ("Tenant").\n';
const toc = Array.from({ length: 60 }, (_, i) => `${i + 1}. Section heading number ${i + 1} ........ ${i + 3}`).join(
  "\n",
);

describe("the issue's party, term and option wordings", () => {
  it("a cover page whose empty TENANT box sits above the contents is no name; the opening names the parties", async () => {
    const a = await run(
      ["OFFICE LEASE", "", "HARBORVIEW TOWER", "", "LANDLORD:", "", "TENANT:", "", "TABLE OF CONTENTS", toc].join("\n"),
      'THIS OFFICE LEASE (this "Lease") is entered into as of the 4th day of May, 2022 by and between SILVERGATE PLAZA OWNER, L.P., a Delaware limited partnership ("Landlord") and NOVAGLINT THERAPEUTICS, INC., a Delaware corporation ("Tenant").\nRECITALS\nA. Landlord owns the building.',
    );
    expect([a.landlord?.value, a.tenant?.value, a.documentDate?.normalized]).toEqual([
      "SILVERGATE PLAZA OWNER, L.P.",
      "NOVAGLINT THERAPEUTICS, INC.",
      "2022-05-04",
    ]);
  });
  it("names each party in its own WHEREAS recital, without the WHEREAS", async () => {
    const a = await run(
      'AGREEMENT OF LEASE dated June 1, 2020\nWITNESSETH:\nWHEREAS, Brightmoor Realty LLC, a New York limited liability company (hereinafter "Landlord"), is the owner of the building; and\nWHEREAS, Tallowick Foods Corp., a New Jersey corporation (hereinafter "Tenant"), desires to lease space in the building;\nNOW, THEREFORE, Landlord leases to Tenant the Premises.',
    );
    expect([a.landlord?.value, a.tenant?.value]).toEqual(["Brightmoor Realty LLC", "Tallowick Foods Corp."]);
  });
  it('reads a state agency defined as Lessee without parentheses (hereinafter called "Lessee")', async () => {
    const a = await run(
      'THIS LEASE AGREEMENT is made this 12th day of January, 2019, by and between Ridgeline Partners LLC, hereinafter called "Lessor", and the STATE OF MONTANA, acting by and through the Department of Administration, hereinafter called "Lessee".\n1. The Lessor hereby leases to the Lessee the premises.',
    );
    expect([a.landlord?.value, a.tenant?.value]).toEqual(["Ridgeline Partners LLC", "STATE OF MONTANA"]);
  });
  it("reads a city landlord from the demise in its own words", async () => {
    const a = await run(
      'LEASE\nThis Lease is made as of July 1, 2018 between the CITY OF FAIRVALE, a municipal corporation of the State of Ohio (the "City"), and Orchard Lane Clinic, Inc., an Ohio nonprofit corporation (the "Lessee").\nThe City hereby leases to the Lessee the premises at 10 Main Street.',
    );
    expect([a.landlord?.value, a.tenant?.value]).toEqual(["CITY OF FAIRVALE", "Orchard Lane Clinic, Inc."]);
  });
  it("reads an authority landlord and a developer tenant", async () => {
    const a = await run(
      'GROUND LEASE\nThis Ground Lease is entered into on August 9, 2017 by and between the PORT AUTHORITY OF EASTON, a body corporate and politic ("Authority"), and Keelhaven Marine LLC ("Developer").\nThe Authority does hereby demise and lease unto Developer the land.',
    );
    expect([a.landlord?.value, a.tenant?.value]).toEqual(["PORT AUTHORITY OF EASTON", "Keelhaven Marine LLC"]);
  });
  it('reads a term of X years and Y months, including "the initial term of this Lease is …"', async () => {
    for (const t of [
      "The Term of this Lease shall be ten (10) years and six (6) months, commencing on the Commencement Date.",
      "2. TERM. The Lease Term shall be for a period of Five (5) Years and Three (3) Months from the Commencement Date.",
      "The initial term of this Lease is seven years and two months.",
    ]) {
      const a = await run(P, t);
      expect([t, a.termMonths?.normalized]).toEqual([t, /ten/.test(t) ? 126 : /Five/.test(t) ? 63 : 86]);
    }
  });
  it("derives the term from stated commencement and end dates", async () => {
    const a = await run(
      P,
      "2. TERM. The term of this Lease shall commence on January 1, 2022 and end on December 31, 2026.",
    );
    expect([a.commencementDate?.normalized, a.expirationDate?.normalized, a.termMonths?.normalized]).toEqual([
      "2022-01-01",
      "2026-12-31",
      60,
    ]);
  });
  it("counts successive, additional and consecutive options", async () => {
    const cases: [string, number, number][] = [
      [
        "Tenant shall have the option to extend the Term for two (2) successive periods of five (5) years each by notice given at least twelve (12) months prior to the expiration of the then current Term.",
        2,
        60,
      ],
      [
        "Tenant may renew this Lease for four additional terms of five years each, upon written notice to Landlord not less than one hundred eighty (180) days before the end of the Term.",
        4,
        60,
      ],
      [
        "Lessee is granted three (3) consecutive options to renew for ten (10) years each, exercisable by written notice at least 270 days prior to expiration.",
        3,
        120,
      ],
      [
        'OPTION TO RENEW. Provided Tenant is not in default, Tenant shall have the right to extend the Term for one additional period of three (3) years (the "Extension Term") by giving notice no later than nine (9) months before the Expiration Date.',
        1,
        36,
      ],
    ];
    for (const [t, count, months] of cases) {
      const a = await run(P, `3. Term. The term is ten (10) years.\n\n20. Renewal. ${t}`);
      const o = a.renewalOptions[0];
      expect([t.slice(0, 40), o?.count, o?.termMonths]).toEqual([t.slice(0, 40), count, months]);
    }
  });
  it("reads notice in days and as a date before the expiration", async () => {
    const a = await run(
      P,
      "2. Term. The term commences on January 1, 2020 and ends on December 31, 2029.\n\n20. Renewal. Tenant may extend the Term for one (1) period of five (5) years by notice given not less than one hundred eighty (180) days prior to the expiration of the Term.",
    );
    expect(a.renewalOptions[0]?.noticeMonths).toBe(6);
    const b = await run(
      P,
      "2. Term. The term commences on January 1, 2020 and ends on December 31, 2029.\n\n20. Renewal. Tenant may extend the Term for one (1) period of five (5) years by written notice delivered on or before June 30, 2029.",
    );
    expect(b.renewalOptions[0]?.noticeMonths).toBe(6);
  });
  it("tells a termination option from default and casualty remedies", async () => {
    const a = await run(
      P,
      "2. Term. Ten (10) years.\n\n18. Default. Upon an Event of Default, Landlord may terminate this Lease by notice to Tenant. Tenant may terminate this Lease if Landlord fails to cure a default within thirty (30) days.\n\n19. Casualty. If the Premises are destroyed, either party may terminate this Lease.",
    );
    expect(a.terminationOptions.length).toBe(0);
    const b = await run(
      P,
      "2. Term. Ten (10) years.\n\n25. Early Termination Option. Tenant shall have the one-time right to terminate this Lease effective as of the last day of the sixtieth (60th) full calendar month of the Term by giving Landlord not less than nine (9) months' prior written notice and paying a termination fee equal to $50,000.",
    );
    expect(b.terminationOptions.length).toBe(1);
  });
  it("reads a use clause in several phrasings", async () => {
    const cases: [string, string][] = [
      [
        "6. USE. The Premises shall be used and occupied only for the operation of a full-service restaurant and for no other purpose.",
        "the operation of a full-service restaurant",
      ],
      [
        "Use of Premises. Tenant may use the Premises for warehouse and distribution purposes and related office use.",
        "warehouse and distribution purposes and related office use",
      ],
      [
        "6. Permitted Use. Retail sale of sporting goods and related accessories.",
        "Retail sale of sporting goods and related accessories",
      ],
    ];
    for (const [t, want] of cases) {
      const a = await run(P, t);
      expect(a.permittedUse?.value?.replace(/\.$/, "")).toBe(want);
    }
  });
  it("does not take a ground lease's development period for the term", async () => {
    const a = await run(
      'GROUND LEASE\nThis Ground Lease is made as of April 2, 2020 between Millbrook Farms LLC ("Landlord") and Sunfield Power LLC ("Tenant").\n3. Development Period. The Development Period shall commence on the Effective Date and continue for thirty-six (36) months. Tenant may extend the Development Period for one (1) additional period of twelve (12) months.\n4. Term. The Term shall commence on the Operations Date and continue for twenty-five (25) years. Tenant may extend the Term for two (2) additional periods of five (5) years each by notice at least one hundred eighty (180) days prior to the expiration of the Term.',
    );
    expect([
      a.termMonths?.normalized,
      a.renewalOptions[0]?.count,
      a.renewalOptions[0]?.termMonths,
      a.renewalOptions[0]?.noticeMonths,
    ]).toEqual([300, 2, 60, 6]);
  });
});

const P2 =
  'THIS LEASE is made as of March 3, 2021 by and between Copperleaf Holdings LLC ("Landlord") and Bramblewood Tools, Inc. ("Tenant").\n2. Term. The term commences on January 1, 2022 and ends on December 31, 2031.\n';

describe("the issue's option and termination wordings", () => {
  it('reads single, windowed and "on N occasions" options', async () => {
    const cases: [string, number | null, number | null, number | null][] = [
      [
        "Tenant shall have two (2) options to extend the Term, each for a period of five (5) years, exercisable by notice at least six (6) months, but no more than twelve (12) months, prior to the expiration of the then-current Term.",
        2,
        60,
        6,
      ],
      [
        "Tenant may extend the Term for a single period of sixty (60) months upon written notice not later than twelve (12) months and not earlier than eighteen (18) months prior to the Expiration Date.",
        1,
        60,
        12,
      ],
      [
        "Lessee shall have the right to renew this Lease for three (3) additional terms of three (3) years each. Lessee shall give notice of its exercise at least 120 days before the end of the Term.",
        3,
        36,
        4,
      ],
      [
        "Tenant is granted the option to renew for an additional term of five (5) years on two (2) occasions, by written notice to Landlord delivered no later than December 31, 2030.",
        2,
        60,
        12,
      ],
    ];
    for (const [t, count, months, notice] of cases) {
      const a = await run(P2, `20. Renewal Option. ${t}`);
      const o = a.renewalOptions[0];
      expect([t.slice(0, 50), o?.count, o?.termMonths, o?.noticeMonths]).toEqual([
        t.slice(0, 50),
        count,
        months,
        notice,
      ]);
    }
  });
  it("a not-in-default precondition does not make an option a remedy; events still do", async () => {
    const yes = [
      "25. Cancellation. Tenant shall have the right to cancel this Lease as of the end of the thirty-sixth (36th) month of the Term upon six (6) months' prior written notice.",
      "25. Early Termination. Provided Tenant is not in default, Tenant may terminate this Lease effective December 31, 2026 by giving Landlord written notice on or before March 31, 2026 together with a termination payment of $40,000.",
    ];
    for (const t of yes)
      expect([t.slice(0, 40), (await run(P2, t)).terminationOptions.length > 0]).toEqual([t.slice(0, 40), true]);
    const no = [
      "25. Remedies. If Tenant fails to pay Rent when due and such failure continues for ten (10) days after notice, Landlord may terminate this Lease.",
      "25. Condemnation. If more than twenty-five percent (25%) of the Premises is taken, Tenant may terminate this Lease by notice within thirty (30) days after the taking.",
      "25. Landlord Default. If Landlord fails to perform any obligation for sixty (60) days after notice from Tenant, Tenant may terminate this Lease.",
    ];
    for (const t of no)
      expect([t.slice(0, 40), (await run(P2, t)).terminationOptions.length]).toEqual([t.slice(0, 40), 0]);
  });
  it("reads a federal form's (Lessor)/(Government) and a county tenant", async () => {
    const a = await run(
      "U.S. GOVERNMENT LEASE FOR REAL PROPERTY\nLEASE NO. GS-05P-LIL12345\nThis Lease is made and entered into between Lakeshore Plaza LLC (Lessor), whose principal place of business is 1 Main St, Springfield, IL, and whose interest in the Property is that of Fee Owner, and The United States of America (Government), acting by and through the designated representative of the General Services Administration.",
    );
    expect([a.landlord?.value, a.tenant?.value]).toEqual(["Lakeshore Plaza LLC", "The United States of America"]);
    const b = await run(
      'LEASE AGREEMENT\nThis Lease Agreement is entered into this 5th day of June, 2015, by and between the County of Marlow, a political subdivision of the State of Oregon ("County"), and Ferncrest Holdings, LLC ("Owner").\nOwner hereby leases to County the premises described below.',
    );
    expect([b.landlord?.value, b.tenant?.value]).toEqual(["Ferncrest Holdings, LLC", "County of Marlow"]);
  });
});

describe("a sentence that withholds an option grants none", () => {
  it("reads 'shall have no option to extend' as no renewal option", async () => {
    const a = await run(P2, "5. Term. Subtenant shall have no option to extend this Sublease.");
    expect(a.renewalOptions).toEqual([]);
  });
  it("reads 'Nothing in this Consent shall grant to Tenant any right to terminate' as no termination option", async () => {
    const a = await run(
      P2,
      "9. Consent. Nothing contained in this Consent shall be construed to grant to Tenant any right to terminate the Master Lease.",
    );
    expect(a.terminationOptions).toEqual([]);
  });
  it("still reads an option granted on a no-default condition", async () => {
    const a = await run(
      P2,
      "20. Extension. Provided there is no default Tenant shall have the right to extend the Term for one (1) period of five (5) years by notice at least nine (9) months before the Expiration Date.",
    );
    expect(a.renewalOptions[0]?.count).toBe(1);
  });
});
