// Recovery structure stated by name or only described; passages written for the test.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";

const structure = async (...texts: string[]) =>
  (
    await analyzeLease(
      texts.map((text, i) => ({ number: i + 1, text })),
      { detail: "concise" },
    )
  ).recoveryStructure?.normalized ?? null;

describe("recovery structure", () => {
  it.each([
    ["Lease Type: Triple Net (NNN)", "NNN"],
    ["It is the intention of the parties that the Base Rent shall be absolutely net to Landlord.", "NNN"],
    [
      "7. Net Lease. This Lease is a net lease and Landlord shall not be required to pay any cost of the Property.",
      "NNN",
    ],
    ["The Premises are leased on a modified gross basis.", "modified gross"],
    ["Rent is quoted on a full service gross basis.", "full service"],
    ["This is an industrial gross lease; Tenant pays its own utilities.", "gross"],
  ])("named: %s", async (text, kind) => {
    expect(await structure(text)).toBe(kind);
  });

  it.each([
    [
      "base year by defined term",
      'Tenant shall pay Tenant\'s Share of Operating Expenses in excess of those for calendar year 2023 (the "Base Year").',
      "modified gross",
    ],
    [
      "excess over a named year",
      "Tenant shall pay as Additional Rent Tenant's Proportionate Share of the amount by which Operating Expenses for any calendar year exceed the Operating Expenses for the calendar year 2022.",
      "modified gross",
    ],
    [
      "expense stop",
      "Base Rent includes Operating Expenses up to the Expense Stop; Tenant shall pay Tenant's Share of any increase in Operating Expenses over the Expense Stop.",
      "modified gross",
    ],
    [
      "a named excess",
      "Commencing on the first anniversary, Tenant shall pay to Landlord Tenant's Tax Share of the Tax Excess for each Tax Year.",
      "modified gross",
    ],
    [
      "rent includes the costs",
      "The Monthly Rent is inclusive of all Operating Expenses and Real Estate Taxes for the Building.",
      "gross",
    ],
    [
      "landlord pays them",
      "Landlord shall pay all Real Estate Taxes, insurance and common area maintenance costs for the Building.",
      "gross",
    ],
    [
      "in addition to rent",
      "Tenant shall pay, in addition to Base Rent, all Real Estate Taxes, Operating Expenses and insurance premiums relating to the Property.",
      "NNN",
    ],
    [
      "share without a base",
      "Tenant shall pay Tenant's Pro Rata Share of Common Area Maintenance charges and Real Estate Taxes monthly.",
      "NNN",
    ],
  ])("described: %s", async (_name, text, kind) => {
    expect(await structure(text)).toBe(kind);
  });

  it("rent including the costs with utilities and janitorial furnished by the landlord is full service", async () => {
    expect(
      await structure(
        '"Annual Rent" means the total amount of Net Rent, Initial Operating Costs and Initial Real Estate Taxes.',
        "Landlord shall furnish the Premises with electricity, heating and air conditioning during Building hours.",
        "Landlord shall provide janitorial service five nights a week.",
      ),
    ).toBe("full service");
  });

  it.each([
    ["a use", "Tenant shall use the Premises solely for a full-service restaurant and bar."],
    ["negligence", "Landlord is not liable except for its gross negligence or willful misconduct."],
    [
      "a comparable lease",
      "If any Comparable Lease obligates the tenant to pay only its share of increases in operating expenses over a base year, the rent shall be adjusted.",
    ],
    [
      "a cap",
      "Controllable Operating Expenses for calendar year 2022 shall not increase by more than five percent per year.",
    ],
  ])("is not read from %s", async (_name, text) => {
    expect(await structure(text)).toBeNull();
  });
});
