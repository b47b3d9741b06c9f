// OM chat on a short synthetic memorandum written for the test.
import { describe, expect, it } from "vitest";
import { answerOmQuestion, OM_NOT_ADDRESSED } from "./om-chat.ts";

const pages = [
  {
    number: 1,
    text: "Birchwood Flats\n1420 Alder Street, Eugene, OR 97401\nExclusively listed by Northfork Realty Advisors",
  },
  {
    number: 2,
    text: [
      "Investment Summary",
      "Offering Price  $3,600,000",
      "Number of Units  18",
      "Year Built  1968",
      "The property was renovated in 2019 with new roofs, windows and in-unit laundry.",
      "All eighteen units are leased, and the owner reports no delinquencies in the past year.",
    ].join("\n"),
  },
  {
    number: 3,
    text: [
      "Operating Statement",
      "Income  Current  Pro Forma",
      "Gross Scheduled Rent  $340,000  $372,000",
      "Total Expenses  $128,000  $131,000",
      "Net Operating Income  $212,000  $241,000",
      "Cap Rate  5.89%  6.69%",
      "Parking is provided in a paved lot with 22 stalls behind the building. Tenants pay their own electricity.",
    ].join("\n"),
  },
];

describe("OM chat (local)", () => {
  it("answers the cap rate on both bases and cites the statement line it was read from", async () => {
    const a = await answerOmQuestion(pages, "What is the cap rate?");
    expect(a.answer).toBe("The cap rate is 5.89% (current); the pro forma cap rate is 6.69%.");
    expect(a.citations[0]).toEqual({ page: 3, snippet: "Cap Rate | 5.89% | 6.69%" });
  });
  it("answers the NOI with the current figure first", async () => {
    const a = await answerOmQuestion(pages, "What's the NOI?");
    expect(a.answer).toBe(
      "The net operating income is $212,000 (current); the pro forma net operating income is $241,000.",
    );
    expect(a.citations[0].page).toBe(3);
  });
  it("answers a question no figure covers with a whole-sentence quote", async () => {
    const a = await answerOmQuestion(pages, "How many parking stalls are there?");
    expect(a.citations[0].page).toBe(3);
    expect(a.citations[0].snippet).toBe("Parking is provided in a paved lot with 22 stalls behind the building.");
    expect(a.answer).toContain("22 stalls");
  });
  it("quotes whole sentences, never a cut word", async () => {
    const a = await answerOmQuestion(pages, "When was it renovated?");
    const quote = a.citations[0].snippet;
    expect(quote).toBe("The property was renovated in 2019 with new roofs, windows and in-unit laundry.");
  });
  it("says the memorandum does not address a question nothing speaks to", async () => {
    const a = await answerOmQuestion(pages, "Is there a rooftop solar lease?");
    expect(a).toEqual({ answer: OM_NOT_ADDRESSED, citations: [] });
  });
});
