import { describe, expect, it } from "vitest";
import { PHOTO_MAX_SIDE, photoScale } from "#web/features/contacts/lib/card-photo.ts";

describe("photoScale", () => {
  it("shrinks a large photo so its longest side is the capture width", () => {
    expect(photoScale(4032, 3024) * 4032).toBe(PHOTO_MAX_SIDE);
    expect(photoScale(3024, 4032) * 4032).toBe(PHOTO_MAX_SIDE);
  });
  it("never enlarges a small one", () => {
    expect(photoScale(800, 500)).toBe(1);
    expect(photoScale(PHOTO_MAX_SIDE, 10)).toBe(1);
  });
});
