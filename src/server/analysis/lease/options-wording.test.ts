// Rights and options in the wordings the issue names as misses; passages written for the test.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";

const DATES = "The Commencement Date is January 1, 2025 and the Expiration Date is December 31, 2029. ";
const run = (...texts: string[]) =>
  analyzeLease(
    texts.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

describe("first refusal and first offer: a mention is not a right", () => {
  it.each([
    [
      "a denial",
      "Tenant shall have no right of first refusal, right of first offer or option to purchase the Property.",
    ],
    ["a waiver", "Tenant hereby waives any right of first refusal or right of first offer it may have under law."],
    [
      "another tenant's right",
      "Tenant's rights under this Section are subject and subordinate to the existing right of first refusal granted to Acme Corp. under its lease.",
    ],
    [
      "the landlord's right",
      "If Tenant desires to assign this Lease, Landlord shall have a right of first refusal to take back the Premises.",
    ],
    [
      "a definitions list",
      '"First Offer Space" shall have the meaning given in Article 35. "ROFR Notice" means the notice described in Section 36.',
    ],
    ["an estoppel form's blank", "Tenant has the following rights of first refusal: ________."],
  ])("%s", async (_name, text) => {
    const a = await run(text);
    expect(a.rightOfFirstRefusal).toBeNull();
    expect(a.rightOfFirstOffer).toBeNull();
  });

  it("a grant under its own heading, worded as the landlord's duty to offer first, is a right of first offer", async () => {
    const a = await run(
      "Right of First Offer. Before leasing any space contiguous to the Premises to a third party, Landlord shall first offer such space to Tenant on the terms Landlord is prepared to accept.",
    );
    expect(a.rightOfFirstOffer).not.toBeNull();
    expect(a.rightOfFirstRefusal).toBeNull();
  });
});

describe("termination options and default remedies", () => {
  it("a right to terminate after the landlord's default or a casualty is a remedy, not an option", async () => {
    const a = await run(
      "22. DEFAULT. Tenant shall have the right to terminate this Lease if Landlord fails to cure a default within 30 days after notice.",
      "If the Premises are damaged by fire and cannot be restored within 180 days, either party may terminate this Lease by notice within 30 days after the casualty.",
    );
    expect(a.terminationOptions).toEqual([]);
  });
  it("a cancellation right with a notice date stated as a date", async () => {
    const a = await run(
      "Tenant may cancel this Lease as of December 31, 2028 by written notice delivered on or before March 31, 2028, together with a cancellation fee equal to three months of Base Rent.",
    );
    expect(a.terminationOptions).toHaveLength(1);
    expect(a.terminationOptions[0].noticeDeadline).toBe("2028-03-31");
  });
});

describe("renewal options", () => {
  it.each([
    [
      "counts and days' notice",
      "Option to Extend. Tenant shall have two (2) successive options to extend the Term for periods of five (5) years each, by written notice given not less than two hundred seventy (270) days prior to the expiration of the then current Term.",
      { count: 2, termMonths: 60, noticeMonths: 9, noticeDeadline: "2029-04-05" },
    ],
    [
      "a count in words",
      "Renewal Options. Tenant is granted four additional terms of five years each, exercisable by notice to Landlord at least 180 days before the end of the then-current term.",
      { count: 4, termMonths: 60, noticeMonths: 6 },
    ],
    [
      "'twice', each time for a length",
      "Tenant may extend the Term twice, each time for five years, by giving notice not later than the date which is nine (9) months prior to the expiration of the Term.",
      { count: 2, termMonths: 60, noticeMonths: 9 },
    ],
    [
      "'a single option' of years and months",
      "Extension Option. Landlord grants Tenant a single option to extend the Term for an additional period of three (3) years and six (6) months upon written notice given at least twelve months prior to the Expiration Date.",
      { count: 1, termMonths: 42, noticeMonths: 12 },
    ],
    [
      "a notice date stated as a date",
      "Tenant shall have the right to renew this Lease for three (3) consecutive renewal periods of sixty (60) months each. Tenant shall exercise each option by written notice delivered no later than June 30, 2029.",
      { count: 3, termMonths: 60, noticeDeadline: "2029-06-30" },
    ],
  ])("%s", async (_name, text, expected) => {
    const a = await run(DATES + text);
    expect(a.renewalOptions[0]).toMatchObject(expected);
  });
});

describe("term from 'X years and Y months'", () => {
  it.each([
    ["The term of this Lease shall be five (5) years and three (3) months, commencing on the Commencement Date.", 63],
    ["The initial term of this lease shall be sixty-three (63) months.", 63],
    ["Term: Ten years and six months", 126],
    [
      "The Lease Term shall be for a period of seven (7) years and two (2) months beginning on the Commencement Date.",
      86,
    ],
    ["Landlord leases the Premises to Tenant for a term of 3 years and 4 months.", 40],
  ])("%s", async (text, months) => {
    expect((await run(text)).termMonths?.normalized).toBe(months);
  });
});
