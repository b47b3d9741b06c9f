// Builds the video Chromium's fake camera plays (--use-file-for-fake-video-capture): a rendered
// business card on a desk, written as YUV4MPEG2 (.y4m, 4:2:0), the format Chromium reads natively.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createCanvas } from "@napi-rs/canvas";

export type FakeCard = {
  name: string;
  title: string;
  company: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  /** Printed top right; the recogniser places it in no field, so the review form shows it as the note. */
  fax?: string;
};

export const defaultFakeCard: FakeCard = {
  name: "Jordan Mitchell",
  title: "Senior Leasing Director",
  company: "Harborview Realty Partners",
  email: "jordan.mitchell@harborview-realty.com",
  phone: "(415) 555-0142",
  website: "www.harborview-realty.com",
  address: "200 Market Street, San Francisco, CA 94105",
  fax: "(415) 555-0199",
};

/** Renders one frame (RGBA) with the card filling most of it, as a phone held over a card would see. */
export function renderCardFrame(card: FakeCard, width = 1280, height = 720): Uint8ClampedArray {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  // Desk: dark, slightly warm, so the card's edges stand out.
  ctx.fillStyle = "#3b3a36";
  ctx.fillRect(0, 0, width, height);

  const cardW = Math.round(width * 0.86);
  const cardH = Math.round(cardW / 1.75); // standard 3.5" x 2" proportion
  const x = Math.round((width - cardW) / 2);
  const y = Math.round((height - cardH) / 2);
  ctx.fillStyle = "#fdfdfb";
  ctx.fillRect(x, y, cardW, cardH);
  // Brand stripe on the left edge.
  ctx.fillStyle = "#0f766e";
  ctx.fillRect(x, y, Math.round(cardW * 0.025), cardH);

  const left = x + Math.round(cardW * 0.07);
  const unit = cardH / 100;
  ctx.fillStyle = "#111111";
  ctx.textBaseline = "alphabetic";
  ctx.font = `bold ${Math.round(unit * 10)}px "Liberation Sans"`;
  ctx.fillText(card.name, left, y + unit * 20);
  ctx.fillStyle = "#333333";
  ctx.font = `${Math.round(unit * 6.5)}px "Liberation Sans"`;
  ctx.fillText(card.title, left, y + unit * 31);
  ctx.fillStyle = "#0f4f4a";
  ctx.font = `bold ${Math.round(unit * 7.5)}px "Liberation Sans"`;
  ctx.fillText(card.company, left, y + unit * 45);

  ctx.fillStyle = "#1a1a1a";
  ctx.font = `${Math.round(unit * 6)}px "Liberation Sans"`;
  const lines = [card.email, card.phone, card.website, card.address];
  lines.forEach((line, i) => {
    ctx.fillText(line, left, y + unit * (62 + i * 9.5));
  });

  if (card.fax) {
    ctx.textAlign = "right";
    ctx.fillText(`Fax ${card.fax}`, x + cardW - Math.round(cardW * 0.05), y + unit * 20);
    ctx.textAlign = "left";
  }
  return ctx.getImageData(0, 0, width, height).data;
}

/** RGBA → planar I420 (BT.601, studio range), the layout of one Y4M frame. */
export function rgbaToI420(rgba: Uint8ClampedArray, width: number, height: number): Buffer {
  const ySize = width * height;
  const cw = width >> 1;
  const ch = height >> 1;
  const out = Buffer.alloc(ySize + 2 * cw * ch);
  for (let i = 0; i < ySize; i++) {
    const r = rgba[i * 4] ?? 0;
    const g = rgba[i * 4 + 1] ?? 0;
    const b = rgba[i * 4 + 2] ?? 0;
    out[i] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
  }
  for (let cy = 0; cy < ch; cy++) {
    for (let cx = 0; cx < cw; cx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = ((cy * 2 + dy) * width + cx * 2 + dx) * 4;
        r += rgba[p] ?? 0;
        g += rgba[p + 1] ?? 0;
        b += rgba[p + 2] ?? 0;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      out[ySize + cy * cw + cx] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      out[ySize + cw * ch + cy * cw + cx] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return out;
}

/** Writes a still card as a short .y4m clip (Chromium loops it). Returns the path. */
export function writeCardVideo(
  path: string,
  card: FakeCard = defaultFakeCard,
  opts: { width?: number; height?: number; frames?: number } = {},
): string {
  const width = opts.width ?? 1280;
  const height = opts.height ?? 720;
  const frames = opts.frames ?? 2;
  const frame = rgbaToI420(renderCardFrame(card, width, height), width, height);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`, "ascii");
  const marker = Buffer.from("FRAME\n", "ascii");
  const parts: Buffer[] = [header];
  for (let i = 0; i < frames; i++) parts.push(marker, frame);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.concat(parts));
  return path;
}

/** Also keeps a PNG of the frame next to the video, handy when a scan test fails. */
export function writeCardPng(path: string, card: FakeCard = defaultFakeCard, width = 1280, height = 720): string {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const data = renderCardFrame(card, width, height);
  const image = ctx.createImageData(width, height);
  image.data.set(data);
  ctx.putImageData(image, 0, 0);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, canvas.toBuffer("image/png"));
  return path;
}
