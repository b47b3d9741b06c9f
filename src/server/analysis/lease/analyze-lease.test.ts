import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { leaseAbstractSchema } from "#shared/contract/lease-abstract.ts";
import { analyzeFile } from "#server/analysis/lease/analyze-lease.ts";

const fixture = (f: string) => path.resolve("fixtures/leases", f);
const SHARED = "/work/shared/fixtures/leases/Shorebucks_LLC_AZ_office_lease.pdf";

describe("analyzeFile end to end", () => {
  it("abstracts a generated summary-table lease with cited, validated fields", async () => {
    const a = await analyzeFile(new Uint8Array(await readFile(fixture("lease-01-summary-table-office.pdf"))), {
      detail: "detailed",
    });
    expect(leaseAbstractSchema.safeParse(a).success).toBe(true);
    expect(a.landlord?.normalized).toBe("Harborview Office Partners, LLC");
    expect(a.tenant?.normalized).toBe("Kestrel Analytics, Inc.");
    expect(a.rentableSquareFeet?.normalized).toBe(12450);
    expect(a.commencementDate?.normalized).toBe("2024-03-01");
    expect(a.baseRentSchedule[0]).toMatchObject({ perSquareFoot: 32.5, annual: 404625, monthly: 33718.75 });
    expect(a.renewalOptions[0]).toMatchObject({ count: 2, noticeMonths: 9, noticeDeadline: "2028-05-28" });
    expect(a.guarantor).toBeNull();
    expect(a.summary.style).toBe("detailed");
    // Every cited snippet is real text from the cited page.
    expect(a.landlord?.snippet).toContain("Harborview Office Partners");
  });
  it("reads absent fields as null", async () => {
    const a = await analyzeFile(new Uint8Array(await readFile(fixture("lease-06-absent-fields.pdf"))), {});
    expect([a.guarantor, a.securityDeposit, a.letterOfCredit, a.tenantImprovementAllowance]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(a.renewalOptions).toEqual([]);
    expect(a.documentDate?.normalized).toBe("2024-03-29");
  });
  it.skipIf(!existsSync(SHARED))("matches the Shorebucks answer key", async () => {
    const a = await analyzeFile(new Uint8Array(await readFile(SHARED)), {});
    expect(a.landlord?.normalized).toBe("Menlo Group");
    expect(a.commencementDate).toBeNull();
    expect(a.securityDeposit).toBeNull();
    expect(a.letterOfCredit?.normalized).toBe(100000);
    expect(a.termMonths?.normalized).toBe(96);
    expect(a.baseRentSchedule[0]).toMatchObject({ annual: 436131.41, monthly: 36344.28, perSquareFoot: 26.99 });
    expect(a.warnings.length).toBeGreaterThan(0);
  });
});
