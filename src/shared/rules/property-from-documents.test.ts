import { describe, expect, it } from "vitest";
import { premisesFromLease, propertyFromMemorandum } from "#shared/rules/property-from-documents.ts";

const f = (value: string, normalized: string | number | null = value) => ({
  value,
  normalized,
  page: 1,
  snippet: value,
  confidence: 0.9,
});

describe("property from a memorandum", () => {
  it("takes name, address, type, units, SF, year built and price", () => {
    const draft = propertyFromMemorandum(
      {
        propertyName: f("Maple Court Apartments"),
        address: f("12 Maple Ct, Columbus, OH 43215"),
        propertyType: f("Multifamily", "multifamily"),
        units: f("48", 48),
        buildingSquareFeet: f("52,000 SF", 52000),
        yearBuilt: f("1998", 1998),
        askingPrice: f("$6,250,000", 6250000),
      },
      "Maple OM",
    );
    expect(draft).toEqual({
      name: "Maple Court Apartments",
      locationStreetAddress: "12 Maple Ct",
      locationCity: "Columbus",
      locationState: "OH",
      locationPostalCode: "43215",
      propertyType: "Multifamily",
      sizeSf: 52000,
      yearBuilt: 1998,
      price: 6250000,
      units: 48,
    });
  });

  it("falls back to the title and leaves unknowns empty", () => {
    const draft = propertyFromMemorandum(null, " Harbor OM ");
    expect(draft).toMatchObject({ name: "Harbor OM", locationStreetAddress: null, propertyType: "Other", price: null });
    expect(propertyFromMemorandum({ propertyType: f("x", "medical-office"), yearBuilt: f("3", 3) }, "t")).toMatchObject(
      {
        propertyType: "Medical",
        yearBuilt: null,
      },
    );
  });
});

describe("premises from a lease", () => {
  it("reads suite, RSF, tenant and expiration", () => {
    expect(
      premisesFromLease({
        premisesAddress: f("100 Harbor St, Boston, MA"),
        suite: f("Suite 300"),
        rentableSquareFeet: f("5,120 RSF", 5120),
        tenant: f("Acme Corp"),
        expirationDate: f("June 30, 2031", "2031-06-30"),
      }),
    ).toEqual({
      address: "100 Harbor St, Boston, MA",
      suite: "Suite 300",
      rsf: 5120,
      tenantName: "Acme Corp",
      leaseExpiration: "2031-06-30",
    });
    expect(premisesFromLease(undefined)).toMatchObject({ suite: "Premises", rsf: null, leaseExpiration: null });
  });
});
