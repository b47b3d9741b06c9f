// Contraction options, first rights tied to dates and notice dates stated as dates: each rule on a short passage
// written for the test.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";
import { tenantWords } from "#server/analysis/lease/first-rights.ts";
import { statedNoticeDate } from "#server/analysis/lease/option-notice.ts";

const run = (...pages: string[]) =>
  analyzeLease(
    pages.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

const TERM = "3. Term. The Term shall commence on January 1, 2026 and expire on December 31, 2035.";

describe("contraction options", () => {
  it("reads a right to give back part of the premises with its notice deadline, not as a termination", async () => {
    const a = await run(
      TERM,
      "40. Contraction Option. Tenant shall have the one-time right to reduce the size of the Premises by up to one full floor, effective as of December 31, 2030, by giving Landlord not less than nine (9) months' prior written notice and paying a contraction fee of $120,000.",
    );
    expect(a.contractionOptions).toHaveLength(1);
    expect(a.contractionOptions[0]).toMatchObject({
      noticeMonths: 9,
      noticeDeadline: "2030-03-31",
      rent: "Contraction fee $120,000",
    });
    expect(a.terminationOptions).toEqual([]);
  });
  it("treats 'terminate this Lease with respect to a portion of the Premises' as a contraction", async () => {
    const a = await run(
      TERM,
      "41. Partial Termination. Tenant shall have the right to terminate this Lease with respect to a portion of the Premises effective as of June 30, 2031 upon twelve (12) months' prior written notice.",
    );
    expect(a.terminationOptions).toEqual([]);
    expect(a.contractionOptions[0]?.noticeDeadline).toBe("2030-06-30");
  });
  it("leaves a landlord's right to recapture space out", async () => {
    const a = await run(
      TERM,
      "42. Recapture. Landlord shall have the right to reduce the size of the Premises by the space Tenant proposes to sublet.",
    );
    expect(a.contractionOptions).toEqual([]);
  });
});

describe("notice given by a stated date", () => {
  it("takes the date the lease names for the notice", () => {
    expect(
      statedNoticeDate(
        "Tenant may extend the Term by written notice delivered to Landlord on or before March 31, 2034, time being of the essence.",
      )?.iso,
    ).toBe("2034-03-31");
  });
  it("ignores term dates that are not tied to the notice", () => {
    expect(statedNoticeDate("The Extension Term shall begin on January 1, 2036 and end on December 31, 2040.")).toBe(
      null,
    );
  });
  it("keeps a stated renewal deadline even when a period is also given", async () => {
    const a = await run(
      TERM,
      "50. Option to Extend. Tenant shall have one (1) option to extend the Term for a period of five (5) years, exercisable by written notice given no later than March 31, 2034.",
    );
    expect(a.renewalOptions[0]).toMatchObject({ noticeDeadline: "2034-03-31", deadlineFrom: "stated_date" });
  });
});

describe("rights of first refusal and first offer", () => {
  it("dates a first offer right that cannot be used in the last months of the term", async () => {
    const a = await run(
      TERM,
      "60. Right of First Offer. Tenant shall have a right of first offer to lease any space that becomes available on the fifth floor. Tenant shall respond within ten (10) business days after receipt of Landlord's offer notice. Tenant may not exercise this right during the last twenty-four (24) months of the Term.",
    );
    expect(a.rightOfFirstOffer?.normalized).toBe("yes");
    expect(a.firstOfferRights[0]).toMatchObject({ noticeDeadline: "2033-12-31", deadlineFrom: "expiration" });
  });
  it("dates a right of first refusal that lapses on a stated date", async () => {
    const a = await run(
      TERM,
      "61. Right of First Refusal. Tenant shall have a right of first refusal on the adjacent suite. This right shall expire on June 30, 2029.",
    );
    expect(a.firstRefusalRights[0]).toMatchObject({ noticeDeadline: "2029-06-30", deadlineFrom: "stated_date" });
  });
  it("gives no date when only a response period is stated", async () => {
    const a = await run(
      TERM,
      "62. Right of First Refusal. Tenant shall have a right of first refusal to lease the Expansion Space, to be exercised within five (5) business days after receipt of Landlord's notice.",
    );
    expect(a.firstRefusalRights[0]?.noticeDeadline).toBe(null);
    expect(a.firstRefusalRights[0]?.noticeMonths).toBeCloseTo(0.2);
  });
  it("reads a right granted under its own heading as 'the option to lease'", async () => {
    const a = await run(
      TERM,
      "ARTICLE 33\nRight of First Refusal\nA. If Landlord receives a bona fide offer for the Refusal Space, Landlord shall notify Tenant. Tenant shall have the option to lease all of the Refusal Space by notice within ten (10) days.",
    );
    expect(a.rightOfFirstRefusal).not.toBe(null);
  });
  it("does not give the tenant another tenant's right", async () => {
    const a = await run(
      TERM,
      "63. Superior Rights. Tenant's rights are subject to the right of first refusal held by the tenant of Suite 400 under its existing lease.",
    );
    expect(a.rightOfFirstRefusal).toBe(null);
    expect(a.firstRefusalRights).toEqual([]);
  });
  it("reads a public tenant's right by the name the form gives it", async () => {
    expect(tenantWords("District of Columbia, acting by its Department of General Services")).toContain("District");
    const a = await run(
      "1. LANDLORD: Acme Owner LLC\n2. TENANT: District of Columbia, acting by and through its Department of General Services",
      "27. DISTRICT RIGHT OF FIRST OFFER. If Landlord intends to sell the Property, the District shall have a right of first offer to acquire the Property.",
    );
    expect(a.rightOfFirstOffer).not.toBe(null);
  });
});
