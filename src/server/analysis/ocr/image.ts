// Image decoding and preprocessing for OCR. Works on a single-channel greyscale buffer so the
// filters are plain loops over bytes (fast enough for card/page sized images, no native deps
// beyond @napi-rs/canvas for decode/encode/resampling).
import { createCanvas, type Image, loadImage } from "@napi-rs/canvas";

export type ImageKind = "png" | "jpeg" | "webp" | "gif" | "bmp";

/** Thrown when the bytes are not a PNG/JPEG/WebP/GIF/BMP image (checked by magic bytes). */
export class NotAnImageError extends Error {
  readonly code = "NOT_AN_IMAGE";
  constructor(message = "The file is not a supported image (PNG, JPEG, WebP, GIF or BMP)") {
    super(message);
    this.name = "NotAnImageError";
  }
}

export type Grey = { width: number; height: number; data: Uint8ClampedArray };

export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  const b = bytes;
  if (b.length < 12) return null;
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return "png";
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (
    b[0] === 0x52 &&
    b[1] === 0x49 &&
    b[2] === 0x46 &&
    b[3] === 0x46 &&
    b[8] === 0x57 &&
    b[9] === 0x45 &&
    b[10] === 0x42 &&
    b[11] === 0x50
  )
    return "webp";
  if (b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38) return "gif";
  if (b[0] === 0x42 && b[1] === 0x4d) return "bmp";
  return null;
}

/** EXIF orientation (1..8) of a JPEG, 1 when absent. Phones store rotation here instead of in pixels. */
export function jpegOrientation(b: Uint8Array): number {
  let i = 2;
  while (i + 4 < b.length && b[i] === 0xff) {
    const marker = b[i + 1];
    const len = (b[i + 2] << 8) | b[i + 3];
    if (marker === 0xe1 && b[i + 4] === 0x45 && b[i + 5] === 0x78 && b[i + 6] === 0x69 && b[i + 7] === 0x66) {
      const t = i + 10; // TIFF header start
      const le = b[t] === 0x49;
      const u16 = (o: number) => (le ? b[o] | (b[o + 1] << 8) : (b[o] << 8) | b[o + 1]);
      const u32 = (o: number) =>
        le
          ? (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16)) + b[o + 3] * 2 ** 24
          : b[o] * 2 ** 24 + ((b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]);
      const ifd = t + u32(t + 4);
      const n = u16(ifd);
      for (let k = 0; k < n; k++) {
        const e = ifd + 2 + k * 12;
        if (e + 10 > b.length) break;
        if (u16(e) === 0x0112) return u16(e + 8) || 1;
      }
      return 1;
    }
    if (marker === 0xda) break; // start of scan: no more metadata
    i += 2 + len;
  }
  return 1;
}

/**
 * Checks that the container is complete up to the pixel data. @napi-rs/canvas crashes the whole process
 * (segfault) on some truncated headers instead of throwing, so nothing reaches the decoder unchecked.
 */
export function hasCompleteHeader(b: Uint8Array, kind: ImageKind): boolean {
  const u32 = (o: number) => b[o] * 2 ** 24 + ((b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]);
  if (kind === "png") {
    // Every chunk must be complete up to IEND (cheap: lengths only, no CRC).
    let o = 8;
    let first = true;
    let sawData = false;
    while (o + 8 <= b.length) {
      const len = u32(o);
      const type = String.fromCharCode(b[o + 4], b[o + 5], b[o + 6], b[o + 7]);
      if (first && (type !== "IHDR" || len !== 13 || u32(o + 8) === 0 || u32(o + 12) === 0)) return false;
      first = false;
      // Pixel data must be there in full (a cut inside it is tolerated by the decoder, a cut before is not).
      if (type === "IEND") return sawData;
      if (type === "IDAT") sawData = true;
      o += 12 + len;
    }
    return false;
  }
  if (kind === "jpeg") {
    let o = 2;
    let frame = false;
    while (o + 4 <= b.length) {
      if (b[o] !== 0xff) return false;
      const marker = b[o + 1];
      if (marker === 0xff) {
        o++;
        continue;
      }
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        o += 2;
        continue;
      }
      const len = (b[o + 2] << 8) | b[o + 3];
      if (len < 2 || o + 2 + len > b.length) return false;
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC): frame header with non-zero size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        if (len < 8 || ((b[o + 5] << 8) | b[o + 6]) === 0 || ((b[o + 7] << 8) | b[o + 8]) === 0) return false;
        frame = true;
      }
      if (marker === 0xda) {
        if (!frame || o + 2 + len + 64 > b.length) return false;
        // The end-of-image marker must be there: the decoder crashes on files cut inside the scan data.
        for (let e = b.length - 2; e >= Math.max(o, b.length - 65536); e--)
          if (b[e] === 0xff && b[e + 1] === 0xd9) return true;
        return false;
      }
      o += 2 + len;
    }
    return false;
  }
  return b.length >= 32;
}

export async function decodeImage(bytes: Uint8Array): Promise<{ image: Image; kind: ImageKind; orientation: number }> {
  const kind = detectImageKind(bytes);
  if (!kind) throw new NotAnImageError();
  if (!hasCompleteHeader(bytes, kind)) throw new NotAnImageError("The image is truncated or damaged");
  try {
    const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!image.width || !image.height) throw new Error("empty image");
    return { image, kind, orientation: kind === "jpeg" ? jpegOrientation(bytes) : 1 };
  } catch (err) {
    if (err instanceof NotAnImageError) throw err;
    throw new NotAnImageError(`The image could not be decoded: ${(err as Error).message}`);
  }
}

/**
 * Draws the image scaled by `scale`, applying EXIF orientation and an extra rotation (degrees,
 * clockwise), and returns its luma. Resampling is done by canvas (bilinear/area), which is much
 * faster than doing it in JS.
 */
export function toGrey(image: Image, scale: number, rotateDeg = 0, orientation = 1): Grey {
  const exifRot = orientation === 6 ? 90 : orientation === 3 ? 180 : orientation === 8 ? 270 : 0;
  const total = (((rotateDeg + exifRot) % 360) + 360) % 360;
  const sw = image.width * scale;
  const sh = image.height * scale;
  const rad = (total * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  const width = Math.max(1, Math.round(sw * cos + sh * sin));
  const height = Math.max(1, Math.round(sw * sin + sh * cos));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = "high";
  // Fill first so transparent PNGs and the corners uncovered by rotation read as paper.
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate(rad);
  ctx.drawImage(image, -sw / 2, -sh / 2, sw, sh);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const data = new Uint8ClampedArray(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += 4) {
    data[i] = (rgba[j] * 77 + rgba[j + 1] * 150 + rgba[j + 2] * 29) >> 8;
  }
  return { width, height, data };
}

export function encodePng(g: Grey): Buffer {
  const canvas = createCanvas(g.width, g.height);
  const ctx = canvas.getContext("2d");
  const img = ctx.createImageData(g.width, g.height);
  for (let i = 0, j = 0; i < g.data.length; i++, j += 4) {
    const v = g.data[i];
    img.data[j] = v;
    img.data[j + 1] = v;
    img.data[j + 2] = v;
    img.data[j + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  return canvas.toBuffer("image/png");
}
