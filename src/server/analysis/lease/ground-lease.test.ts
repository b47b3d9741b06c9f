// Ground-lease terms on short passages written for the test.
import { describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";

const run = (...pages: string[]) =>
  analyzeLease(
    pages.map((text, i) => ({ number: i + 1, text })),
    { detail: "concise" },
  );

describe("ground leases", () => {
  it("reads acreage, parcels, rent per acre and the development period", async () => {
    const a = await run(
      "LAND LEASE AGREEMENT. Landlord leases to Tenant an approximately 61.25 acre parcel, Assessor's Parcel Nos. 044-120-07, 044-120-08 and 044-121-01.",
      'Tenant may study and permit the project for a period of thirty-six (36) months (the "Development Period"). During the Term Tenant shall pay $950.00 per acre per year.',
    );
    expect(a.acreage?.normalized).toBe(61.25);
    expect(a.parcelNumbers?.value).toBe("044-120-07, 044-120-08, 044-121-01");
    expect(a.rentPerAcre?.normalized).toBe(950);
    expect(a.developmentPeriod?.normalized).toBe(36);
  });
  it("reads a development period defined after its name, in years", async () => {
    const a = await run(
      'GROUND LEASE. "Development Period" means the period commencing on the Effective Date and continuing for up to five (5) years.',
    );
    expect(a.developmentPeriod).toMatchObject({ normalized: 60, value: "Development Period: five (5) years" });
  });
  it("leaves land terms out of an office lease that mentions a parking field's acres", async () => {
    const a = await run(
      "OFFICE LEASE. The Project includes a surface parking field of about 3 acres. Tenant shall pay Base Rent of $10,000.00 per month.",
    );
    expect(a.acreage).toBe(null);
    expect(a.parcelNumbers).toBe(null);
    expect(a.rentPerAcre).toBe(null);
  });
});
