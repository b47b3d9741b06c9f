import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BUDGET_NOTE, recognizeCardImage } from "#server/analysis/card/card-ocr.ts";
import { shutdownOcr } from "#server/analysis/ocr/ocr.ts";

// A generated photo-like card (the project's own fixture) that normally gets a second, denoised reading.
const photo = path.resolve(import.meta.dirname, "../../../../fixtures/cards/card26_persp_dark_blur.jpg");

afterAll(() => shutdownOcr());

describe("card time budget", () => {
  it("stops after the first reading when the budget is spent and says so", async () => {
    // The wall-clock cap is lifted: this checks the CPU budget, and a busy machine (CI's other worker) must not
    // cut the first reading itself short.
    const r = await recognizeCardImage(new Uint8Array(readFileSync(photo)), { budgetMs: 1, wallCapMs: 120_000 });
    expect(r.note).toBe(BUDGET_NOTE);
    expect(r.text.trim().length).toBeGreaterThan(10);
  }, 60_000);
});

describe("card wall-clock cap", () => {
  it("counts from the request: a cap shorter than decoding the photo stops before any reading", async () => {
    const r = await recognizeCardImage(new Uint8Array(readFileSync(photo)), { wallCapMs: 1 });
    expect(r.note).toBe(BUDGET_NOTE);
    expect(r.text).toBe("");
  }, 60_000);
});
