// Operating statements and rent rolls laid out as multi-column tables (short synthetic text, cells split by
// two spaces as the layout-aware PDF text gives them).
import { describe, expect, it } from "vitest";
import { analyzeOmLocal } from "./om-local.ts";

const om = (...pages: string[]) => analyzeOmLocal(pages.map((text, i) => ({ number: i + 1, text })));
const n = (f: { normalized: unknown } | null) => f?.normalized ?? null;

describe("operating statement columns", () => {
  it("takes the current column as headline, the pro forma one beside it, never the per-unit or per-SF one", () => {
    const r = om(
      [
        "OPERATING STATEMENT",
        "INCOME  CURRENT  PRO FORMA  PER UNIT  PER SF",
        "Gross Potential Rent  $400,000  $420,000  $21,000  $18.00",
        "(Less) Vacancy & Credit Loss  ($20,000)  5%  ($21,000)  5%  ($1,050)  ($0.90)",
        "Effective Gross Income  $380,000  $399,000  $19,950  $17.10",
        "Total Operating Expenses  $150,000  $155,000  $7,750  $6.64",
        "Net Operating Income  $230,000  $244,000  $12,200  $10.46",
      ].join("\n"),
    );
    expect(r.financialBasis).toBe("current");
    expect(n(r.grossPotentialRent)).toBe(400_000);
    expect(n(r.proFormaGrossPotentialRent)).toBe(420_000);
    expect(n(r.vacancy)).toBe(5);
    expect(n(r.proFormaVacancy)).toBe(5);
    expect(n(r.effectiveGrossIncome)).toBe(380_000);
    expect(n(r.proFormaEffectiveGrossIncome)).toBe(399_000);
    expect(n(r.expenses)).toBe(150_000);
    expect(n(r.proFormaExpenses)).toBe(155_000);
    expect(n(r.noi)).toBe(230_000);
    expect(n(r.proFormaNoi)).toBe(244_000);
  });

  it("skips a notes column and reads a rate printed before its amount", () => {
    const r = om(
      [
        "INCOME  CURRENT  PRO FORMA  NOTES  PER UNIT",
        "Gross Potential Rent  900,000  960,000  [1]  12,000",
        "General Vacancy  3.0%  (27,000)  5.0%  (48,000)  [2]  (600)",
        "Net Operating Income  510,000  540,000  6,750",
      ].join("\n"),
    );
    expect(n(r.grossPotentialRent)).toBe(900_000);
    expect(n(r.proFormaGrossPotentialRent)).toBe(960_000);
    expect(n(r.proFormaVacancy)).toBe(5);
    expect(n(r.noi)).toBe(510_000);
    expect(n(r.proFormaNoi)).toBe(540_000);
  });

  it("reads T-12 beside Year 1 as actual beside projection, and a vacancy stated only as an amount", () => {
    const r = om(
      [
        "INCOME  T-12  per unit  Year 1  per unit",
        "Gross Potential Rent  300,000  15,000  312,000  15,600",
        "Vacancy Loss  -9,000  -450  -15,600  -780",
        "Effective Gross Income  291,000  14,550  296,400  14,820",
        "Total Operating Expenses  100,000  5,000  104,000  5,200",
        "Capital Reserves  0  0  4,000  200",
        "Total Expenses  100,000  5,000  108,000  5,400",
        "Net Operating Income  191,000  9,550  188,400  9,420",
      ].join("\n"),
    );
    expect(r.financialBasis).toBe("current");
    expect(n(r.noi)).toBe(191_000);
    expect(n(r.proFormaNoi)).toBe(188_400);
    expect(n(r.vacancy)).toBe(9_000);
    expect(n(r.proFormaVacancy)).toBe(15_600);
    // The total that leaves the stated NOI.
    expect(n(r.expenses)).toBe(100_000);
  });

  it("keeps a single total column beside $/Unit", () => {
    const r = om(
      [
        "STABILIZED PROFORMA",
        "POTENTIAL GROSS INCOME  $/Year  $/Unit",
        "Gross Potential Rental Income  $2,400,000  $12,000",
        "Vacancy  5.00%  ($120,000)  ($600)",
        "Effective Gross Income  $2,280,000  $11,400",
      ].join("\n"),
    );
    expect(n(r.grossPotentialRent)).toBe(2_400_000);
    expect(n(r.vacancy)).toBe(5);
    expect(n(r.effectiveGrossIncome)).toBe(2_280_000);
  });

  it("does not read '% of PGI' as a gross potential rent label", () => {
    const r = om("Potential Gross Income  $3,229,214\n(-) Vacancy Factor  % of PGI  5%  (161,461)");
    expect(n(r.grossPotentialRent)).toBe(3_229_214);
    expect(n(r.vacancy)).toBe(5);
  });

  it("leaves a figure the statement does not give empty", () => {
    const r = om("Potential Gross Income  $1,000,000\nEffective Gross Income  $950,000\nPayroll  Per Year  $40,000");
    expect(r.expenses).toBeNull();
    expect(r.noi).toBeNull();
  });
});

describe("rent roll tables", () => {
  it("reads suite, tenant, SF, annual rent and lease end with the suite first", () => {
    const r = om(
      [
        "RENT ROLL",
        "Suite  Tenant  SF  % GLA  Lease Start  Lease End  Annual Rent  Rent/SF",
        "100  Dollar Tree  9,800  36.3%  03/01/2016  02/28/2027  $107,800  $11.00",
        "150-160  Anytime Fitness  5,000  18.5%  01/01/2020  12/31/2030  $80,000  $16.00",
        "130  Vacant  2,400  8.9%",
        "Total  17,200  63.7%  $187,800",
      ].join("\n"),
    );
    expect(r.rentRoll).toEqual([
      expect.objectContaining({
        suite: "100",
        tenant: "Dollar Tree",
        squareFeet: 9800,
        rent: 107_800,
        leaseEnd: "02/28/2027",
      }),
      expect.objectContaining({ suite: "150-160", tenant: "Anytime Fitness", squareFeet: 5000, rent: 80_000 }),
      expect.objectContaining({ suite: "130", tenant: "Vacant", squareFeet: 2400, rent: null }),
    ]);
  });

  it("reads the suite after the tenant and keeps office words in a tenant's name", () => {
    const r = om(
      [
        "TENANT SUMMARY",
        "Tenant  Suite  RSF  Lease Exp.  Monthly Rent  Annual Rent",
        "Law Office of K. Patel  220  1,120  12/31/2027  $2,100  $25,200",
      ].join("\n"),
    );
    expect(r.rentRoll[0]).toMatchObject({
      tenant: "Law Office of K. Patel",
      suite: "220",
      squareFeet: 1120,
      rent: 25_200,
    });
  });

  it("takes the in-place rent, not the market rent, and no rent for a vacant unit", () => {
    const r = om(
      [
        "RENT ROLL",
        "As of June 1, 2024",
        "Unit  Type  SF  Status  Lease End  Market Rent  Current Rent",
        "101  1BR/1BA  650  Occupied  03/31/2025  $1,150  $1,095",
        "103  2BR/1BA  850  Vacant  $1,350",
      ].join("\n"),
    );
    expect(r.rentRoll).toHaveLength(2);
    expect(r.rentRoll[0]).toMatchObject({ suite: "101", squareFeet: 650, rent: 1095 });
    expect(r.rentRoll[1]).toMatchObject({ suite: "103", rent: null });
  });
});

describe("a statement read column by column (OCR of a scan)", () => {
  const om = (text: string) => analyzeOmLocal([{ number: 1, text }]);
  it("gives each figure column under its basis header to the label block of the same length", () => {
    const r = om(
      [
        "Operating Statement",
        "INCOME",
        "Gross Potential Rent",
        "Less: Vacancy (5.00%)",
        "Effective Gross Income",
        "EXPENSES",
        "Property Taxes",
        "Insurance",
        "Management Fee (3.50%)",
        "Total Expenses",
        "UNIT RENT",
        "$1,450",
        "$1,525",
        "CURRENT",
        "$312,000",
        "($15,600)",
        "$296,400",
        "CURRENT",
        "$41,200",
        "$12,800",
        "$10,374",
        "$64,374",
        "PRO FORMA",
        "$348,000",
        "($17,400)",
        "$330,600",
        "PRO FORMA",
        "$41,200",
        "$13,100",
        "$11,571",
        "$65,871",
      ].join("\n"),
    );
    expect(r.grossPotentialRent?.normalized).toBe(312_000);
    expect(r.effectiveGrossIncome?.normalized).toBe(296_400);
    expect(r.expenses?.normalized).toBe(64_374);
    expect(r.proFormaExpenses?.normalized).toBe(65_871);
  });
});
