import { describe, expect, it } from "vitest";
import { commissionTotal, defaultProjectStages, estimatedCommission, formatUsd } from "#shared/rules/projects.ts";

const deal = { sizeSf: 10_000, rentPsf: 42.5, termMonths: 60, commissionPct: 4 };

describe("estimated commission (SF × rent × term/12 × commission %)", () => {
  it("computes a five-year office lease", () => {
    // 10,000 SF × $42.50 × 5 years × 4 % = $85,000
    expect(estimatedCommission(deal)).toBe(85_000);
  });

  it("prorates partial years and rounds to cents", () => {
    expect(estimatedCommission({ sizeSf: 2_345, rentPsf: 27.33, termMonths: 38, commissionPct: 3.5 })).toBe(7103.18);
    expect(estimatedCommission({ ...deal, termMonths: 6 })).toBe(8_500);
  });

  it("is unknown when an input is missing and zero when one is zero", () => {
    expect(estimatedCommission({ ...deal, rentPsf: null })).toBeNull();
    expect(estimatedCommission({ ...deal, commissionPct: 0 })).toBe(0);
  });

  it("totals a column, skipping unknown estimates, without float drift", () => {
    const cents = { sizeSf: 1, rentPsf: 0.1, termMonths: 12, commissionPct: 100 };
    expect(commissionTotal([cents, cents, cents])).toBe(0.3);
    expect(commissionTotal([deal, { ...deal, sizeSf: null }, { ...deal, sizeSf: 5_000 }])).toBe(127_500);
    expect(commissionTotal([])).toBe(0);
    expect(formatUsd(127_500)).toBe("$127,500");
  });

  it("starts tenant rep with the trade's stages", () => {
    expect(defaultProjectStages.tenant_rep).toEqual([
      "Prospect",
      "Pursuit",
      "Assignment",
      "Survey/Tours",
      "RFP",
      "Lease Execution",
      "Closed",
    ]);
  });
});
