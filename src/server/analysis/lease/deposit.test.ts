// One security is reported once: a deposit given as a letter of credit is the letter (decision 0035). Passages
// written for the test, each a different way leases say it.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";
import { answerLeaseQuestion } from "#server/analysis/lease/lease-chat.ts";

const pages = (...texts: string[]) => texts.map((text, i) => ({ number: i + 1, text }));
const run = (...texts: string[]) => analyzeLease(pages(...texts), { detail: "concise" });
const detailed = (...texts: string[]) => analyzeLease(pages(...texts), { detail: "detailed" });

describe("a deposit in the form of a letter of credit", () => {
  it.each([
    [
      "defined as a letter",
      '"Security Deposit" shall mean an irrevocable standby letter of credit in the amount of Seventy-Five Thousand Dollars ($75,000.00).',
      75000,
    ],
    [
      "a stepping-down amount, then its form",
      'ARTICLE 12 Security Deposit. 1. The term "Security Deposit Amount" as used herein shall mean (i) Seven Hundred Thousand Dollars ($700,000) until the third anniversary of the Commencement Date and (ii) $500,000 thereafter. 2. The Security Deposit shall be in the form of a Letter of Credit issued by a national bank.',
      700000,
    ],
    [
      "a letter given as the deposit",
      "Tenant shall deliver to Landlord an unconditional letter of credit in the amount of $42,500.00 as the security deposit under this Lease.",
      42500,
    ],
  ])("%s: the letter of credit carries the amount, the cash deposit is null", async (_name, text, amount) => {
    const a = await run(text);
    expect(a.letterOfCredit?.normalized).toBe(amount);
    expect(a.securityDeposit).toBeNull();
  });

  it("is not turned back into cash by 'one month's rent' wording", async () => {
    const a = await run(
      "2. Base Rent: $8,000.00 per month.\n9. Security Deposit: An amount equal to one (1) month's Base Rent.",
      "The Security Deposit shall be in the form of a Letter of Credit in the amount of $8,000.00.",
    );
    expect(a.letterOfCredit?.normalized).toBe(8000);
    expect(a.securityDeposit).toBeNull();
  });

  it("keeps a cash deposit and a separate letter of credit when the lease asks for both", async () => {
    const a = await run(
      "Tenant shall deposit with Landlord the sum of $20,000.00 as a security deposit.",
      "In addition, Tenant shall deliver a letter of credit in the amount of $250,000.00 to secure the Tenant Improvement Allowance.",
    );
    expect(a.securityDeposit?.normalized).toBe(20000);
    expect(a.letterOfCredit?.normalized).toBe(250000);
  });

  it("a cash deposit alone has no letter of credit", async () => {
    const a = await run("Tenant shall pay Landlord Fifteen Thousand Dollars ($15,000) as a security deposit.");
    expect(a.securityDeposit?.normalized).toBe(15000);
    expect(a.letterOfCredit).toBeNull();
  });

  it("says so in the summary and answers the deposit question with the letter", async () => {
    const text =
      '"Security Deposit" shall mean a letter of credit in the amount of One Hundred Thousand Dollars ($100,000.00).';
    const a = await detailed(text);
    const security = a.summary.sections.find((s) => s.title === "Security");
    expect(security?.text).toBe("The security is a letter of credit of $100,000.00.");
    const chat = await answerLeaseQuestion(pages(text), "What is the security deposit?");
    expect(chat.answer).toBe("The security deposit is a letter of credit of $100,000.");
  });
});
