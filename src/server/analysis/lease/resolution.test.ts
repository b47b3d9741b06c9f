// Rules that generalise across leases, each on a short passage written for the test.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";
import { resolveRentStep } from "#server/analysis/lease/resolve-fields.ts";

const run = (...pages: string[]) =>
  analyzeLease(
    pages.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

describe("termination rights", () => {
  it("does not count a right to terminate after a casualty or a taking as a termination option", async () => {
    const a = await run(
      "ARTICLE 12 CASUALTY. If the Premises are damaged by fire and the restoration will take more than 270 days, Tenant shall have the right to terminate this Lease by notice to Landlord.",
      "ARTICLE 13 CONDEMNATION. If more than a third of the Premises is taken, Tenant shall have the option to terminate this Lease effective as of the date of the taking.",
    );
    expect(a.terminationOptions).toEqual([]);
  });
  it("keeps an early-termination right that stands on its own", async () => {
    const a = await run(
      "30. Early Termination. Tenant shall have the one-time right to terminate this Lease effective as of March 31, 2030, by giving Landlord not less than twelve (12) months' prior written notice and paying a termination fee of $250,000.",
    );
    expect(a.terminationOptions).toHaveLength(1);
    expect(a.terminationOptions[0].noticeMonths).toBe(12);
  });
});

describe("permitted use", () => {
  it("reads the defined term in a run-on summary", async () => {
    const a = await run(
      "5. Tenant's Share (Article 4): 3.1%. 6. Permitted Use (Article 5): General office use consistent with a first-class office building. 7. Security Deposit (Article 21): $10,000.00.",
    );
    expect(a.permittedUse?.normalized).toBe("General office use consistent with a first-class office building");
  });
  it("reads a definition that opens with 'subject to the terms of this Lease'", async () => {
    const a = await run(
      '(k) "Permitted Use": Subject to the terms of this Lease, light assembly, warehousing and distribution of consumer goods (as defined herein), and office use related thereto. (l) "Broker": None.',
    );
    expect(a.permittedUse?.normalized).toBe(
      "light assembly, warehousing and distribution of consumer goods, and office use related thereto",
    );
  });
  it("reads 'Tenant may use the Premises for …' and stops at the compliance proviso", async () => {
    const a = await run(
      "Tenant may use the Premises for research laboratory and office use in compliance with all applicable Laws, but for no other purpose.",
    );
    expect(a.permittedUse?.normalized).toBe("research laboratory and office use");
  });
});

describe("term", () => {
  it("reads 'X years and Y months' with numerals in parentheses", async () => {
    const a = await run("3. Lease Term (Article 2). 3.1 Length of Term: Five (5) years and two (2) months. 3.2 Other.");
    expect(a.termMonths?.normalized).toBe(62);
  });
  it("reads the term from the last day of the Nth full calendar month", async () => {
    const a = await run(
      "The Term shall commence on the Delivery Date and the Term shall end on the last day of the eighty-fourth (84th) full calendar month thereafter.",
    );
    expect(a.termMonths?.normalized).toBe(84);
  });
});

describe("premises address", () => {
  it("prefers the building's address over the landlord's notice address", async () => {
    const a = await run(
      "Notices to Landlord shall be sent to 900 Harbor Avenue, Portland, Oregon 97201, Attention: Asset Manager.",
      'The Premises are located in the office building whose street address is 410 Cedar Road, Springfield, Illinois 62701 (the "Building").',
    );
    expect(a.premisesAddress?.normalized).toBe("410 Cedar Road, Springfield, Illinois 62701");
  });
  it("reads a numbered highway address with a building letter", async () => {
    const a = await run(
      "the space within the building located at 77 Hwy 9 N., Building C, Riverton Georgia, containing 200,000 rentable square feet",
    );
    expect(a.premisesAddress?.normalized).toBe("77 Hwy 9 N., Building C, Riverton Georgia");
  });
});

describe("rent resolution", () => {
  const step = { period: "Months 1-12", start: null, end: null, page: 1, snippet: "" };
  it("turns a per-square-foot rate quoted per month into the annual rate", () => {
    const s = resolveRentStep({ ...step, annual: null, monthly: 10000, perSquareFoot: 5 }, 2000);
    expect(s.perSquareFoot).toBe(60);
    expect(s.annual).toBe(120000);
  });
  it("derives the missing figures from the rentable area", () => {
    const s = resolveRentStep({ ...step, annual: null, monthly: null, perSquareFoot: 30 }, 1000);
    expect(s).toMatchObject({ annual: 30000, monthly: 2500, perSquareFoot: 30 });
  });
  it("reads a table whose cells are one a line, with footnote marks", async () => {
    const a = await run(
      "Base Rent Schedule\nLease Month\nAnnual Rate Per Rentable Square Foot\nMonthly Base Rent\n1–12*\n$20.00*\n$5,000.00*\n13–24\n$21.00\n$5,250.00\n* abated in part",
    );
    expect(a.baseRentSchedule[0]).toMatchObject({ monthly: 5000, perSquareFoot: 20 });
    expect(a.baseRentSchedule[1]).toMatchObject({ monthly: 5250 });
  });
  it("does not read a rate per unit of capacity as the rent", async () => {
    const a = await run(
      "During the Development Period, Tenant shall pay monthly rent in the amount of Five Hundred Dollars ($500.00) per megawatt of installed capacity per month.",
    );
    expect(a.baseRentSchedule).toEqual([]);
  });
});

describe("recovery structure", () => {
  it("reads a tenant's share of the building's expenses without a base year as net", async () => {
    const a = await run(
      'Tenant shall pay as Additional Rent the amount of Tenant\'s Share of "Direct Expenses" for each calendar year.',
    );
    expect(a.recoveryStructure?.normalized).toBe("NNN");
  });
});

describe("renewal options", () => {
  it("counts enumerated renewal periods and reads the notice window from the next lettered paragraph", async () => {
    const a = await run(
      "ARTICLE 40 Extension Option",
      'A. Extension Options. Tenant shall have the option to extend the Term for: (a) a period of five (5) years (the "First Extension Term") commencing on the day after the Expiration Date; and (b) an additional five (5) year period (the "Second Extension Term") commencing on the day after the First Extension Term ends.\nB. Exercise of Extension Option. Tenant shall exercise an Extension Option by notice to Landlord given after the date that is eighteen (18) months, and on or before the date that is nine (9) months, prior to the then Expiration Date.',
    );
    expect(a.renewalOptions[0]).toMatchObject({ count: 2, termMonths: 60, noticeMonths: 9 });
  });
});
