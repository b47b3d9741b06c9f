// A part of the card drawn again from the original photo, finer, in the upright frame the card is read in
// (quarter turn, deskew, half turn): small print cut from the working image has been shrunk with the photo, and
// enlarging those pixels adds nothing a closer reading can use.
import type { CardPrepared, Geometry } from "#server/analysis/card/card-prepare.ts";
import type { Grey } from "#server/analysis/ocr/image.ts";
import { rotateGrey, rotateGreyBy, turnBox } from "#server/analysis/ocr/image-geometry.ts";
import type { OcrBox } from "#server/analysis/ocr/ocr.ts";

type At = (x: number, y: number) => { x: number; y: number };
/** A finer drawing of part of the upright card: `at` maps a point of the upright card into `image`, `back` returns. */
export type Finer = { image: Grey; factor: number; at: At; back: At };

/** Turns smaller than this are skipped by `orient` (card-prepare.ts): the frames must agree. */
const MIN_SKEW = 0.4;
/** Below this enlargement a finer drawing adds too little to pay for the photo's second decoding. */
export const MIN_FINER = 1.3;

/**
 * `box` of the upright card (the frame of `orient(prepared.grey, geo)`, `upright` wide and high) drawn from the
 * photo `factor` times finer, capped at the photo's own resolution; null when that is not finer by MIN_FINER.
 */
export async function drawFiner(
  prepared: CardPrepared,
  geo: Geometry,
  upright: { width: number; height: number },
  box: OcrBox,
  factor: number,
): Promise<Finer | null> {
  const f = Math.min(factor, prepared.nativeFactor);
  if (f < MIN_FINER) return null;
  const { width: w0, height: h0 } = prepared.grey;
  const w1 = geo.quarter ? h0 : w0;
  const h1 = geo.quarter ? w0 : h0;
  const skew = Math.abs(geo.skew) >= MIN_SKEW ? geo.skew : 0;
  const c1 = { x: w1 / 2, y: h1 / 2 };
  const c2 = { x: upright.width / 2, y: upright.height / 2 };
  // The box back through the half turn, the deskew and the quarter turn, into the unturned card.
  const b2 = geo.flip
    ? {
        x0: upright.width - box.x1,
        y0: upright.height - box.y1,
        x1: upright.width - box.x0,
        y1: upright.height - box.y0,
      }
    : box;
  const b1 = skew ? turnBox(b2, -skew, c2, c1) : b2;
  const b0 = geo.quarter ? { x0: b1.y0, y0: h0 - b1.x1, x1: b1.y1, y1: h0 - b1.x0 } : b1;
  const r = {
    x0: Math.max(0, Math.floor(b0.x0 * f)),
    y0: Math.max(0, Math.floor(b0.y0 * f)),
    x1: Math.min(Math.round(w0 * f), Math.ceil(b0.x1 * f)),
    y1: Math.min(Math.round(h0 * f), Math.ceil(b0.y1 * f)),
  };
  if (r.x1 - r.x0 < 8 || r.y1 - r.y0 < 8) return null;
  const part = await prepared.render(f, r);
  let image = geo.quarter ? rotateGrey(part, 90) : part;
  if (skew) image = rotateGreyBy(image, skew);
  if (geo.flip) image = rotateGrey(image, 180);
  // The drawn part's centre, carried forward into the upright card: the turned drawing is centred on it.
  let x = (r.x0 + r.x1) / 2 / f;
  let y = (r.y0 + r.y1) / 2 / f;
  if (geo.quarter) [x, y] = [h0 - y, x];
  if (skew) {
    const t = turnBox({ x0: x, y0: y, x1: x, y1: y }, skew, c1, c2);
    x = t.x0;
    y = t.y0;
  }
  if (geo.flip) [x, y] = [upright.width - x, upright.height - y];
  const cx = image.width / 2;
  const cy = image.height / 2;
  return {
    image,
    factor: f,
    at: (px, py) => ({ x: (px - x) * f + cx, y: (py - y) * f + cy }),
    back: (px, py) => ({ x: (px - cx) / f + x, y: (py - cy) / f + y }),
  };
}
