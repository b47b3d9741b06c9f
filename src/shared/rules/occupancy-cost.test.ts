import { describe, expect, it } from "vitest";
import { type CostInput, grossRentPerRsf, loadFactor, occupancyCost } from "#shared/rules/occupancy-cost.ts";
import { checkRequirement, type Requirement } from "#shared/rules/survey-requirement.ts";

const base: CostInput = {
  rentType: "FS",
  askingRent: 40,
  opex: null,
  baseYearStop: null,
  rsf: 10_000,
  usf: 8_500,
  termMonths: 60,
  freeRentMonths: null,
  parkingRatio: null,
  parkingCost: null,
};

describe("occupancy cost on one gross basis", () => {
  it("takes a full-service rent as gross, adding expenses above the base-year stop", () => {
    expect(grossRentPerRsf({ rentType: "FS", askingRent: 40, opex: 14, baseYearStop: null }).gross).toBe(40);
    expect(grossRentPerRsf({ rentType: "FS", askingRent: 40, opex: 14, baseYearStop: 12.5 }).gross).toBe(41.5);
    expect(grossRentPerRsf({ rentType: "FS", askingRent: 40, opex: 10, baseYearStop: 12.5 }).gross).toBe(40);
  });

  it("adds opex to NNN and MG quotes and names what is missing", () => {
    expect(grossRentPerRsf({ rentType: "NNN", askingRent: 28, opex: 11.25, baseYearStop: null }).gross).toBe(39.25);
    expect(grossRentPerRsf({ rentType: "MG", askingRent: 34, opex: 4, baseYearStop: null }).gross).toBe(38);
    expect(grossRentPerRsf({ rentType: "MG", askingRent: 34, opex: 6, baseYearStop: 2 }).gross).toBe(38);
    expect(grossRentPerRsf({ rentType: "NNN", askingRent: 28, opex: null, baseYearStop: null })).toEqual({
      gross: null,
      missing: ["operating expenses for a triple-net quote"],
    });
    expect(grossRentPerRsf({ rentType: null, askingRent: 28, opex: 1, baseYearStop: null }).missing).toEqual([
      "rent type",
    ]);
  });

  it("computes annual cost, per USF, load factor, free rent and parking", () => {
    const cost = occupancyCost({ ...base, freeRentMonths: 6, parkingRatio: 3, parkingCost: 150 });
    // 6 of 60 months free: 10 % of the $40 base rent waived → $36 effective.
    expect(cost.effectivePerRsf).toBe(36);
    // 30 spaces × $150 × 12 = $54,000.
    expect(cost.parkingPerYear).toBe(54_000);
    expect(cost.annualCost).toBe(414_000);
    expect(cost.perUsf).toBe(48.71);
    expect(cost.loadFactor).toBe(0.1765);
    expect(cost.missing).toEqual([]);
    expect(loadFactor(1000, 0)).toBeNull();
  });

  it("puts an NNN and a full-service quote for the same space on the same basis", () => {
    const nnn = occupancyCost({ ...base, rentType: "NNN", askingRent: 28, opex: 12 });
    const fs = occupancyCost({ ...base, rentType: "FS", askingRent: 40 });
    expect(nnn.annualCost).toBe(fs.annualCost);
  });

  it("leaves totals unknown without RSF", () => {
    const cost = occupancyCost({ ...base, rsf: null });
    expect(cost.annualCost).toBeNull();
    expect(cost.missing).toEqual(["RSF"]);
  });
});

describe("requirement check", () => {
  const req: Requirement = {
    minRsf: 8000,
    maxRsf: 12000,
    budgetPerRsf: 38,
    targetDate: "2027-01-01",
    submarkets: ["Downtown"],
    mustHaves: ["docks"],
    minParkingRatio: 3,
  };
  it("passes a row that meets everything", () => {
    const row = {
      rsf: 10_000,
      availableDate: "2026-10-01",
      submarket: "downtown",
      features: ["docks"],
      parkingRatio: 3.5,
    };
    expect(checkRequirement(req, row, { effectivePerRsf: 37.5 })).toEqual({ fits: true, misses: [] });
  });
  it("names every miss", () => {
    const row = { rsf: 6000, availableDate: "2027-03-01", submarket: "Midtown", features: [], parkingRatio: 2 };
    expect(checkRequirement(req, row, { effectivePerRsf: 41.25 }).misses).toEqual([
      "Too small: 6,000 RSF (needs 8,000–12,000 RSF)",
      "Over budget: $41.25/RSF gross (budget $38.00)",
      "Available 2027-03-01, after the target date 2027-01-01",
      "Outside the submarkets (Downtown)",
      "Missing: Dock-high doors",
      "Parking 2/1,000 RSF (needs 3/1,000 RSF)",
    ]);
    expect(
      checkRequirement(
        { ...req, maxRsf: null, budgetPerRsf: null, submarkets: [], mustHaves: [], minParkingRatio: null },
        { rsf: null, availableDate: null, submarket: null, features: [], parkingRatio: null },
        { effectivePerRsf: null },
      ).misses,
    ).toEqual(["Size unknown (needs at least 8,000 RSF)"]);
  });
});
