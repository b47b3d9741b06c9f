// Issue 12, sixth part: the dates, term, options and first rights (decision 0061 addendum). Every passage is
// invented for the test, with a passage where the rule must not fire.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";
import { noticeMonthsFrom } from "#server/analysis/lease/option-notice.ts";

const run = (...pages: string[]) =>
  analyzeLease(
    pages.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

const PARTIES =
  'THIS LEASE is made as of March 3, 2021 by and between Copperleaf Holdings LLC ("Landlord") and Bramblewood Tools, Inc. ("Tenant").\n';

describe("a sentence wrapped before a label word is not a summary entry", () => {
  it("does not read 'Term. For instance …' on a wrapped line as the lease term", async () => {
    const a = await run(
      PARTIES,
      [
        "3. Term. The term of this Lease shall be sixty (60) months from the Commencement Date.",
        "",
        "14. Allowance. Any unused allowance shall be repaid in equal installments over the months then remaining in the",
        "Term. For instance, with 41 full calendar months left the monthly repayment is one forty-first of the balance.",
      ].join("\n"),
    );
    expect(a.termMonths?.normalized).toBe(60);
  });
  it("looks past a running header and page number between the wrapped lines", async () => {
    const a = await run(
      PARTIES,
      [
        "3.1 Length of Term: Approximately five (5) years.",
        "",
        "6.4 Statements. Tenant shall not pay for costs first billed more than two (2) years after the end of the",
        "-9-",
        "[Willow Creek Center]",
        "Term. Notwithstanding the foregoing, a reconciliation may be issued within eighteen (18) months.",
      ].join("\n"),
    );
    expect(a.termMonths?.normalized).toBe(60);
  });
  it("keeps the next summary row after a row ending in a lower-case word", async () => {
    const a = await run(
      PARTIES,
      [
        "ARTICLE 1 - BASIC PROVISIONS",
        "Security Deposit. $9,200.00, being two months of the monthly rent",
        "Lease Term. Four (4) years",
        "Permitted Use. A bakery",
      ].join("\n"),
    );
    expect(a.termMonths?.normalized).toBe(48);
  });
  it("still reads a summary row 'Term. 36 months'", async () => {
    const a = await run(PARTIES, ["BASIC TERMS", "Term. Thirty-six (36) months", "Rent. $4,000 per month"].join("\n"));
    expect(a.termMonths?.normalized).toBe(36);
  });
});

describe("an expiration stated after the term's length", () => {
  it("reads 'expires seventy-two (72) months thereafter on June 30, 2029'", async () => {
    const a = await run(
      PARTIES,
      "2.1 Term. The Term commences on the Commencement Date and expires seventy-two (72) months thereafter on June 30, 2029.",
    );
    expect(a.expirationDate?.normalized).toBe("2029-06-30");
  });
  it("reads 'The Term ends on May 31, 2030'", async () => {
    const a = await run(PARTIES, "2. Term. The Term ends on May 31, 2030, unless sooner terminated.");
    expect(a.expirationDate?.normalized).toBe("2030-05-31");
  });
  it("does not take a letter of credit's expiry for the lease's", async () => {
    const a = await run(
      PARTIES,
      "21. Letter of Credit. The Letter of Credit expires twelve (12) months later on April 1, 2022 and shall be renewed.",
    );
    expect(a.expirationDate).toBeNull();
  });
});

describe("a notice window whose bounds name 'the date'", () => {
  it("takes the lower bound 'no later than the date nine (9) months prior'", () => {
    const t =
      "Tenant shall exercise the option by notice given no sooner than the date fifteen (15) months prior to, and no later than the date nine (9) months prior to, the commencement of the Extension Term. If the parties do not agree on the rent at least six (6) months prior to the Extension Term, it shall be set by appraisal.";
    expect(noticeMonthsFrom(t)?.months).toBe(9);
  });
  it("keeps a plain 'at least ninety (90) days prior' notice", () => {
    expect(noticeMonthsFrom("by written notice at least ninety (90) days prior to the end of the Term")?.months).toBe(
      3,
    );
  });
});

describe("a first-offer heading over the landlord's duty to notify the tenant", () => {
  const grant = (body: string) =>
    run(PARTIES, ["27. Option to Extend. Intentionally omitted.", "", "RIGHT OF FIRST OFFER", "", body].join("\n"));
  it("reads it as a right of first offer", async () => {
    const a = await grant(
      "28.1 If Landlord intends to lease any space on the second floor to a third party, Landlord shall first deliver to Tenant written notice of the terms. Tenant may lease the space on those terms by notice within ten (10) business days.",
    );
    expect(a.rightOfFirstOffer).not.toBeNull();
  });
  it("reads 'In the event Landlord desires during the Term to enter into a lease … Landlord shall deliver to Tenant notice'", async () => {
    const a = await grant(
      "28.1 In the event Landlord desires during the initial Term to enter into a lease with any third party for space adjoining the Premises, Landlord shall deliver to Tenant written notice thereof.",
    );
    expect(a.rightOfFirstOffer).not.toBeNull();
  });
  it("does not when the heading's clause only subordinates the tenant to others' rights", async () => {
    const a = await grant(
      "28.1 Tenant's rights are subject to the rights of existing tenants of the Building. Landlord shall deliver to Tenant a copy of any rent statement on request.",
    );
    expect(a.rightOfFirstOffer).toBeNull();
  });
});
