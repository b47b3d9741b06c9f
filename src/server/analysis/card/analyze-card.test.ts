import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { recognizeCard } from "#server/analysis/card/analyze-card.ts";
import { shutdownOcr } from "#server/analysis/ocr/ocr.ts";

const fixture = path.resolve(import.meta.dirname, "../../../../fixtures/cards/card01_left_clean.png");

describe("recognizeCard (real OCR, one generated card)", () => {
  afterAll(() => shutdownOcr());

  it("reads a rendered card end to end, offline", async () => {
    const r = await recognizeCard(new Uint8Array(readFileSync(fixture)));
    expect(r.person).toMatchObject({
      firstName: "Megan",
      lastName: "Alvarez",
      email: "malvarez@harborpointrealty.com",
      position: "Senior Associate",
    });
    expect(r.person.phone?.replace(/\D/g, "")).toBe("6175550142");
    expect(r.company.phone?.replace(/\D/g, "")).toBe("6175550100");
    expect(r.company.name).toBe("Harbor Point Realty");
    expect(r.company.website).toBe("https://www.harborpointrealty.com/");
    expect(r.company.address).toBe("125 Summer Street, Suite 900, Boston, MA 02110");
  }, 180_000);
});
