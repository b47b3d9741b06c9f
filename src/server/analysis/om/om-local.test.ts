import { describe, expect, it } from "vitest";
import { analyzeOmLocal } from "./om-local.ts";

const om = (...pages: string[]) => analyzeOmLocal(pages.map((text, i) => ({ number: i + 1, text })));
const n = (f: { normalized: unknown } | null) => f?.normalized ?? null;

describe("asking price", () => {
  it.each([
    ["Offering Price $3,150,000", 3_150_000],
    ["Asking Price: $12.5M", 12_500_000],
    ["Price | $6,800,000", 6_800_000],
    ["PURCHASE PRICE\n$21,400,000", 21_400_000],
    ["The property is offered at $4,250,000, a 6.5% cap rate.", 4_250_000],
  ])("%s", (text, want) => expect(n(om(text).askingPrice)).toBe(want));
  it("ignores comparable sales pages", () => {
    expect(om("Comparable Sales\nSale Price $9,495,000").askingPrice?.confidence ?? 0).toBeLessThan(0.5);
  });
});

describe("cap rate and NOI", () => {
  it.each([
    ["Cap Rate 5.75%", 5.75],
    ["CAP: 7.25%", 7.25],
    ["Capitalization Rate\n6.10%", 6.1],
  ])("%s", (text, want) => expect(n(om(`Price $1,000,000\n${text}`).capRate)).toBe(want));

  it("reads Year 1 / Pro Forma columns and makes the current figure the headline (decision 0030)", () => {
    const r = om(
      "Financial Summary\nYear 1 Pro Forma\nNet Operating Income $1,602,000 $1,740,000\nCap Rate 6.54% 7.10%\nOffering Price $24,500,000",
    );
    expect(n(r.currentNoi)).toBe(1_602_000);
    expect(n(r.proFormaNoi)).toBe(1_740_000);
    expect(n(r.noi)).toBe(1_602_000);
    expect(n(r.capRate)).toBe(6.54);
    expect(n(r.currentCapRate)).toBe(6.54);
    expect(n(r.proFormaCapRate)).toBe(7.1);
    expect(r.financialBasis).toBe("current");
  });

  it("takes the basis from a section heading and computes the cap rate when none is stated", () => {
    const r = om(
      "Property Summary\nOffering Price $3,150,000",
      "2016 Net Operating Income (Actual)\nExpenses $92,964 Net Operating Income $158,410.20",
      "2016 Net Operating Income (Pro Forma)\nGross Rental Income: $284,100.00\nLess: Expenses ($93,465)\n93,465$ Net Operating Income $173,589.00",
    );
    expect(n(r.noi)).toBe(158_410.2);
    expect(n(r.currentNoi)).toBe(158_410.2);
    expect(n(r.proFormaNoi)).toBe(173_589);
    expect(n(r.expenses)).toBe(92_964);
    expect(n(r.proFormaExpenses)).toBe(93_465);
    expect(n(r.proFormaGrossPotentialRent)).toBe(284_100);
    expect(n(r.capRate)).toBe(5.03);
    expect(r.capRate?.snippet).toMatch(/^computed/);
  });

  it("zips a label column with the value column printed after it", () => {
    const r = om(
      "Property Summary\nAddress\nNumber of Units\nYear Built\nTotal Size\nCurrent NOI\nPro Forma NOI\nOffering Price\n3300 Valentine Ln SE\nPort Orchard, WA 98366\n25\n1995\n23,760 SF\n$158,410\n$173,589\n$3,150,000",
    );
    expect(n(r.units)).toBe(25);
    expect(n(r.yearBuilt)).toBe(1995);
    expect(n(r.buildingSquareFeet)).toBe(23_760);
    expect(n(r.askingPrice)).toBe(3_150_000);
    expect(n(r.currentNoi)).toBe(158_410);
    expect(n(r.proFormaNoi)).toBe(173_589);
  });
});

describe("property facts", () => {
  it.each([
    ["Rentable Building Area 86,500 SF", 86_500],
    ["GLA: 32,400 SF", 32_400],
    ["Building Size\n214,000 SF", 214_000],
    ["The center totals 31,500 square feet of space.", 31_500],
  ])("building SF: %s", (text, want) => expect(n(om(text).buildingSquareFeet)).toBe(want));

  it.each([
    ["Year Built 1988", 1988, null],
    ["Year Built / Renovated 1988 / 2019", 1988, 2019],
    ["Built in 1925 and renovated in 2015.", 1925, 2015],
  ])("years: %s", (text, built, renovated) => {
    const r = om(text);
    expect(n(r.yearBuilt)).toBe(built);
    expect(n(r.yearRenovated)).toBe(renovated);
  });

  it.each([
    ["Number of Units 48", 48],
    ["a 25-unit community", 25],
    ["Total Units: 120", 120],
  ])("units: %s", (text, want) => expect(n(om(text).units)).toBe(want));

  it("reads land area in acres, occupancy, WALT and class", () => {
    const r = om("Lot Size: 2.75 acres\nOccupancy 91%\nWALT 4.6 Years\nBuilding Class Class B");
    expect(n(r.landArea)).toBe(2.75);
    expect(n(r.occupancy)).toBe(91);
    expect(n(r.walt)).toBe(4.6);
    expect(n(r.propertyClass)).toBe("B");
  });

  it("converts a land area in square feet to acres", () => {
    expect(n(om("Land Area 87,120 SF").landArea)).toBe(2);
  });

  it("leaves unstated fields null", () => {
    const r = om("Harbor View\nA nice building by the water.");
    expect(r.askingPrice).toBeNull();
    expect(r.capRate).toBeNull();
    expect(r.noi).toBeNull();
    expect(r.units).toBeNull();
  });
});

describe("identity, rent roll, brokers, consistency", () => {
  const r = om(
    "Cedar Crossing Shopping Center\n4550 Cedar Avenue | Minneapolis, MN 55407\nNorth Star Retail Group\nMarcus Lindqvist, CCIM\nPrincipal\n612.555.0199\nmlindqvist@northstarretail.com",
    "CEDAR CROSSING SHOPPING CENTER | 2\nProperty Overview\nAsking Price: $6,800,000\nCAP: 7.25%\nNet Operating Income: $459,000\nGross Leasable Area: 32,400 SF\nInvestment Highlights\n• Grocery-anchored retail center\n• 100% leased",
    "Tenant Roster\nUnit Tenant SF Annual Rent Expiration\nA FreshWay Market 18,000 $216,000 10/31/2031\nB Cedar Dental 2,800 $56,000 05/31/2027\nTotal 20,800 $272,000",
  );
  it("finds name, address and type", () => {
    expect(n(r.propertyName)).toBe("Cedar Crossing Shopping Center");
    expect(n(r.address)).toBe("4550 Cedar Avenue, Minneapolis, MN 55407");
    expect(n(r.propertyType)).toBe("retail");
  });
  it("reads rent roll rows", () => {
    expect(r.rentRoll).toHaveLength(2);
    expect(r.rentRoll[0]).toMatchObject({
      suite: "A",
      tenant: "FreshWay Market",
      squareFeet: 18_000,
      rent: 216_000,
      rentPeriod: "annual",
      leaseEnd: "10/31/2031",
    });
  });
  it("reads brokers and highlights", () => {
    expect(r.brokers[0]).toMatchObject({
      name: "Marcus Lindqvist",
      phone: "612.555.0199",
      email: "mlindqvist@northstarretail.com",
      title: "Principal",
    });
    expect(r.highlights.map((h) => h.text)).toEqual(["Grocery-anchored retail center", "100% leased"]);
  });
  it("flags a stated cap rate that NOI / price contradicts, and rent-roll SF short of the building", () => {
    const cap = r.consistency.checks.find((c) => c.name.startsWith("cap rate"));
    expect(cap).toMatchObject({ stated: 7.25, computed: 6.75, ok: false });
    expect(r.consistency.checks.find((c) => c.name.includes("square feet"))?.ok).toBe(false);
    expect(r.consistency.issues.length).toBeGreaterThanOrEqual(2);
  });
});

describe("layouts and off-topic pages seen in brokers' memoranda", () => {
  it("pairs a row of labels with the row of values under it", () => {
    const r = om(
      "OFFERING SUMMARY\nNET OPERATING INCOME  YEAR BUILT  GROSS LEASEABLE AREA\n$412,000  2009  18,250 SF\nLOT SIZE  OCCUPANCY  PRICE PER SQ FT\n1.8 ACRES  96%  $310",
    );
    expect(n(r.noi)).toBe(412_000);
    expect(n(r.yearBuilt)).toBe(2009);
    expect(n(r.buildingSquareFeet)).toBe(18_250);
    expect(n(r.landArea)).toBe(1.8);
    expect(n(r.occupancy)).toBe(96);
    expect(n(r.pricePerSquareFoot)).toBe(310);
  });
  it("takes nothing from a comparable's card or a tenant company's profile", () => {
    const r = om(
      "Harbor Plaza\nPrice $2,000,000",
      "SALES COMPARABLES\nTHE ELMS\nSales Price:  $1,000,000\nYear Built:  1995\nOccupancy  85%",
      "TENANT OVERVIEW\nFRANCHISE:  Quick Lube\nNO OF UNITS:  35",
    );
    expect(n(r.askingPrice)).toBe(2_000_000);
    expect(r.yearBuilt).toBeNull();
    expect(r.occupancy).toBeNull();
    expect(r.units).toBeNull();
  });
});

describe("figures that carry their own basis or come before their label", () => {
  it("reads a basis word after each figure", () => {
    const r = om("Price: $2,400,000\nCap Rate: 5.9% Current | 7.1% Pro Forma");
    expect(n(r.currentCapRate)).toBe(5.9);
    expect(n(r.proFormaCapRate)).toBe(7.1);
    expect(n(r.capRate)).toBe(5.9);
  });
  it("reads '4.3% Cap Rate' after a basis heading and skips a GRM beside it", () => {
    const r = om(
      "Offering Price: $900,000\nCurrent Financials: 4.3% Cap Rate, 14.2 GRM Pro Forma Financials: 5.5% Cap Rate, 11.9 GRM",
    );
    expect(n(r.currentCapRate)).toBe(4.3);
    expect(n(r.proFormaCapRate)).toBe(5.5);
  });
  it("reads a price per unit in parentheses and a parenthesised unit count", () => {
    const r = om("Price: $1,200,000 ($100,000/unit)\nThe property consists of (12) well-kept two-bedroom units.");
    expect(n(r.pricePerUnit)).toBe(100_000);
    expect(n(r.units)).toBe(12);
  });
});

describe("property name on listing sheets and disclaimers", () => {
  it.each([
    [
      "Net Lease Investment Sales\nDollar Depot 6.10% CAP | 9,100 SF | AKRON, OH\nAsking Price: $1,900,000",
      "Dollar Depot",
    ],
    ["Maple Court Apartments - A Rare Value-Add Gem in the Heart of Town!\nPrice: $900,000", "Maple Court Apartments"],
    ["Property Type  Retail\nLease Type  NNN\nPrice  $1,000,000", null],
  ])("%s", (text, want) => expect(n(om(text).propertyName)).toBe(want));
  it("reads the name from a two-column disclaimer when the cover has only an address", () => {
    const r = om(
      "88 MILL RD\nAKRON, OH 44301\nOFFERING MEMORANDUM",
      "DISCLAIMER\nBrokerCo has been engaged for the  By taking possession of\nsale of THE ORCHARD CENTER AT  the information contained\nMILL ROAD located at 88 Mill Rd,  herein, the recipient agrees",
    );
    expect(n(r.propertyName)).toBe("The Orchard Center At Mill Road");
  });
});

describe("bases and years listed inside the label", () => {
  it("reads 'Cap Rate (Current/Pro Forma) a% / b%'", () => {
    const r = om("Offering Price  $3,000,000\nCap Rate (Current/Pro Forma)  5.20% / 6.10%");
    expect(n(r.currentCapRate)).toBe(5.2);
    expect(n(r.proFormaCapRate)).toBe(6.1);
  });
  it("reads 'Year Built/Renovated 1985/2015'", () => {
    const r = om("Property Summary\nYear Built/Renovated  1985/2015");
    expect(n(r.yearBuilt)).toBe(1985);
    expect(n(r.yearRenovated)).toBe(2015);
  });
});

describe("property type from a storage cover title", () => {
  it("reads a self-storage facility from its name", () => {
    expect(n(om("EASTSIDE STORAGE\nOFFERING MEMORANDUM", "Total Units 410").propertyType)).toBe("self-storage");
  });
});
