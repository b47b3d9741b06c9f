import { describe, expect, it } from "vitest";
import { sentencesOf } from "#server/analysis/lease/chat-answer.ts";
import { answerLeaseQuestion } from "#server/analysis/lease/lease-chat.ts";

const pages = [
  {
    number: 1,
    text: '1. Parties. This Lease is made by and between Harbor Point Holdings, LLC, a Delaware limited liability company ("Landlord"), and Fernwood Analytics, Inc., a California corporation ("Tenant").\n2. Security Deposit. Upon execution of this Lease, Tenant shall deposit with Landlord the sum of Twelve Thousand Dollars ($12,000.00) as a security deposit. Landlord may apply the deposit to cure any default of Tenant under Sec. 14.2 of this Lease.',
  },
  {
    number: 2,
    text: "3. Signs. Tenant may install one sign at the entrance of the Premises, subject to Landlord's approval of its design, which approval shall not be unreasonably withheld, conditioned or delayed by Landlord in any respect whatsoever, it being understood that the sign shall comply with all applicable codes.",
  },
];

describe("lease chat (local)", () => {
  it("answers a field question in a short sentence and cites whole sentences", async () => {
    const a = await answerLeaseQuestion(pages, "What is the security deposit?");
    expect(a.answer).toBe("The security deposit is $12,000.");
    expect(a.citations[0].page).toBe(1);
    const quote = a.citations[0].snippet;
    expect(quote).toContain("($12,000.00) as a security deposit.");
    // Whole sentences: it starts with a capital and ends with the sentence's full stop.
    expect(quote).toMatch(/^[A-Z].*\.$/);
  });
  it("does not end a sentence at an abbreviation", () => {
    expect(sentencesOf("Tenant shall cure under Sec. 14.2 of this Lease. Landlord may then act.")).toEqual([
      "Tenant shall cure under Sec. 14.2 of this Lease.",
      "Landlord may then act.",
    ]);
  });
  it("quotes a long sentence whole rather than cutting it", async () => {
    const a = await answerLeaseQuestion(pages, "Can the tenant put up a sign?");
    expect(a.citations[0].snippet.endsWith("applicable codes.")).toBe(true);
  });
  it("says the lease does not address a question no clause speaks to", async () => {
    const a = await answerLeaseQuestion(pages, "Is there a rooftop antenna right?");
    expect(a).toEqual({ answer: "The lease does not appear to address this.", citations: [] });
  });
});
