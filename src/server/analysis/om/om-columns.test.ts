// Statement column headers: invented statements written for the test.
import { describe, expect, it } from "vitest";
import { yearHeader } from "./om-columns.ts";
import { analyzeOmLocal } from "./om-local.ts";

const om = (text: string) => analyzeOmLocal([{ number: 1, text }]);
const n = (f: { normalized: unknown } | null) => f?.normalized ?? null;

describe("statements headed by years", () => {
  it("takes the latest actual year as in place and a budget year as the pro forma", () => {
    const r = om(
      [
        "Operating Statement",
        " | 2022 | 2023 | 2024 Budget",
        "Gross Potential Rent | $510,000 | $528,000 | $545,000",
        "Total Operating Expenses | $180,000 | $186,000 | $190,000",
        "Net Operating Income | $300,000 | $312,000 | $325,000",
      ].join("\n"),
    );
    expect(n(r.noi)).toBe(312_000);
    expect(n(r.proFormaNoi)).toBe(325_000);
    expect(n(r.grossPotentialRent)).toBe(528_000);
    expect(n(r.expenses)).toBe(186_000);
  });
  it("reads 'Actual' and 'Pro Forma' qualifiers and a label column", () => {
    const r = om(
      ["INCOME | 2021 Actual | 2022 Actual | 2023 Pro Forma", "Net Operating Income | 90,500 | 94,250 | 101,000"].join(
        "\n",
      ),
    );
    expect(n(r.noi)).toBe(94_250);
    expect(n(r.proFormaNoi)).toBe(101_000);
  });
  it("never takes a partial year as the in-place column", () => {
    const h = yearHeader("2023 | 2024 | 2025 YTD", 0);
    expect(h?.cols.map((c) => c.kind)).toEqual(["history", "basis", "history"]);
    expect(h?.bases).toEqual(["current"]);
  });
  it("is no header for a row of figures or a single year", () => {
    expect(yearHeader("Population | 12,400 | 13,100", 0)).toBeNull();
    expect(yearHeader("Year Built | 1998", 0)).toBeNull();
    expect(yearHeader("2023 | 2023", 0)).toBeNull();
  });
});

describe("a statement with a monthly and an annual column", () => {
  it("takes the annual figures, whichever side the monthly column is on", () => {
    const a = om(
      "INCOME | Monthly | Annual\nGross Scheduled Income | $9,000 | $108,000\nNet Operating Income | $6,100 | $73,200",
    );
    expect(n(a.noi)).toBe(73_200);
    expect(n(a.grossPotentialRent)).toBe(108_000);
    const b = om("Item | Annual | Monthly | Per Unit\nNet Operating Income | $96,000 | $8,000 | $8,000");
    expect(n(b.noi)).toBe(96_000);
  });
});
