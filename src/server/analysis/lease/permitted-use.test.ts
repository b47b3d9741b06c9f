// The permitted use stated in paraphrase; passages written for the test.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";

const use = async (...texts: string[]) =>
  (
    await analyzeLease(
      texts.map((text, i) => ({ number: i + 1, text })),
      { detail: "concise" },
    )
  ).permittedUse?.value ?? null;

describe("permitted use", () => {
  it.each([
    [
      "The Premises are to be used for research and development laboratory, office and related uses, and for no other purposes whatsoever.",
      "research and development laboratory, office and related uses",
    ],
    [
      "Use of Premises. The Premises shall be used and occupied by Tenant solely for the purpose of warehousing and distribution of consumer goods.",
      "warehousing and distribution of consumer goods",
    ],
    [
      "Lessee shall use the leased premises for retail sale of mattresses and bedding and related accessories.",
      "retail sale of mattresses and bedding and related accessories",
    ],
    [
      "5. USE. Tenant shall occupy and use the Premises for the operation of a veterinary clinic and for no other purpose.",
      "operation of a veterinary clinic",
    ],
    [
      "Tenant may use the Premises only as a restaurant serving food and beverages, subject to Landlord's rules.",
      "restaurant serving food and beverages",
    ],
  ])("%s", async (text, expected) => {
    expect(await use(text)).toBe(expected);
  });

  it("follows a use clause that points at the definition to the definition", async () => {
    expect(
      await use(
        "Use. 2.01.Tenant shall use and occupy the Demised Premises for the Permitted Use and for no other purpose.",
        "Definitions. “Permitted Use” shall mean medical office use and related administrative purposes.",
      ),
    ).toBe("medical office use and related administrative purposes");
  });

  it("is null when the lease states no use", async () => {
    expect(await use("Tenant shall pay Base Rent monthly in advance.")).toBeNull();
  });
});
