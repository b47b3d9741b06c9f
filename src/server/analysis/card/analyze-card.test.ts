import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { recognizeCard } from "#server/analysis/card/analyze-card.ts";
import { shutdownOcr } from "#server/analysis/ocr/ocr.ts";

const fixture = path.resolve(import.meta.dirname, "../../../../fixtures/cards/card01_left_clean.png");
// A real photograph (angled, white-on-grey print); lives in the shared fixtures, absent in some checkouts.
const contoso = path.resolve(import.meta.dirname, "../../../../../shared/fixtures/cards/contoso_chris_smith.jpg");

// What these tests check is the reading; the wall-clock cap (card-budget.test.ts) would make them depend on how
// busy the machine is, so it is lifted here (the CPU budget stays).
const unhurried = { wallCapMs: 120_000 };

describe("recognizeCard (real OCR, one generated card)", () => {
  afterAll(() => shutdownOcr());

  it("reads a rendered card end to end, offline", async () => {
    const r = await recognizeCard(new Uint8Array(readFileSync(fixture)), unhurried);
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

  it.skipIf(!existsSync(contoso))(
    "reads the real Contoso card photo",
    async () => {
      const r = await recognizeCard(new Uint8Array(readFileSync(contoso)), unhurried);
      expect(r.person).toMatchObject({
        firstName: "Chris",
        lastName: "Smith",
        email: "chris.smith@contoso.com",
        position: "Senior Researcher",
      });
      expect(r.person.phone?.replace(/\D/g, "")).toBe("19871234567");
      expect(r.company.phone?.replace(/\D/g, "")).toBe("19872135674");
      expect(r.company.name?.toLowerCase()).toBe("contoso");
      expect(r.company.website).toBe("https://www.contoso.com/");
      expect(r.company.address).toBe("4001 1st Ave NE Redmond, WA 98052");
    },
    180_000,
  );
});
