import { describe, expect, it } from "vitest";
import { createCanvas } from "@napi-rs/canvas";
import { detectImageKind, type Grey, NotAnImageError } from "#server/analysis/ocr/image.ts";
import { estimateSkew, rotateGrey } from "#server/analysis/ocr/image-geometry.ts";
import { recognizeImage, shutdownOcr, warmUpOcr } from "#server/analysis/ocr/ocr.ts";

describe("image checks", () => {
  it("recognises images by magic bytes", () => {
    const png = createCanvas(4, 4).toBuffer("image/png");
    const jpeg = createCanvas(4, 4).toBuffer("image/jpeg");
    expect(detectImageKind(png)).toBe("png");
    expect(detectImageKind(jpeg)).toBe("jpeg");
    expect(detectImageKind(new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj"))).toBeNull();
    expect(detectImageKind(new Uint8Array(3))).toBeNull();
  });

  it("refuses input that is not an image before starting OCR", async () => {
    await expect(recognizeImage(new TextEncoder().encode("%PDF-1.7 not an image at all"))).rejects.toBeInstanceOf(
      NotAnImageError,
    );
    await expect(recognizeImage(new Uint8Array(0))).rejects.toMatchObject({ code: "NOT_AN_IMAGE" });
    // PNG signature but garbage body.
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6]);
    await expect(recognizeImage(fake)).rejects.toBeInstanceOf(NotAnImageError);
  });

  it("rotates by quarter turns exactly", () => {
    const g: Grey = { width: 3, height: 2, data: new Uint8ClampedArray([1, 2, 3, 4, 5, 6]) };
    const r90 = rotateGrey(g, 90);
    expect([r90.width, r90.height]).toEqual([2, 3]);
    expect([...r90.data]).toEqual([4, 1, 5, 2, 6, 3]);
    expect([...rotateGrey(rotateGrey(g, 90), 270).data]).toEqual([...g.data]);
    expect([...rotateGrey(g, 180).data]).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it("estimates the skew of tilted text lines", () => {
    // Dashed lines tilted by 5 degrees (y grows as x grows: clockwise on screen).
    const w = 400;
    const h = 300;
    const data = new Uint8ClampedArray(w * h).fill(255);
    const slope = Math.tan((5 * Math.PI) / 180);
    for (let line = 0; line < 6; line++)
      for (let x = 20; x < 380; x++) {
        if (x % 14 > 9) continue;
        const y0 = Math.round(40 + line * 40 + x * slope);
        for (let dy = 0; dy < 6; dy++) if (y0 + dy < h) data[(y0 + dy) * w + x] = 0;
      }
    const skew = estimateSkew({ width: w, height: h, data });
    expect(Math.abs(skew + 5)).toBeLessThanOrEqual(0.6);
  });
});

describe("warm-up", () => {
  it("starts the OCR worker and the decoder child, after which a reading needs no start", async () => {
    await shutdownOcr();
    await expect(warmUpOcr()).resolves.toBeUndefined();
    const png = createCanvas(64, 32).toBuffer("image/png");
    await expect(recognizeImage(png)).resolves.toMatchObject({ text: expect.any(String) });
    await shutdownOcr();
  }, 60_000);
});
