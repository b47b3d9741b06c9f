// Writes public/icon-maskable-512.png without network or image libraries: a full-bleed teal square with a white
// document mark kept inside the central 80 % safe zone that Android's icon masks never crop.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";

const SIZE = 512;
const TEAL = [15, 118, 110, 255];
const WHITE = [255, 255, 255, 255];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A page outline (rounded-off rectangle) with three text lines, all within 160..352 px. */
function pixel(x: number, y: number): number[] {
  const inPage = x >= 176 && x < 336 && y >= 150 && y < 362;
  const inInner = x >= 192 && x < 320 && y >= 166 && y < 346;
  if (inPage && !inInner) return WHITE;
  const line = (top: number, right: number) => y >= top && y < top + 14 && x >= 212 && x < right;
  if (line(200, 300) || line(236, 300) || line(272, 270) || line(308, 290)) return WHITE;
  return TEAL;
}

const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE);
for (let y = 0; y < SIZE; y++) {
  const row = y * (SIZE * 4 + 1);
  raw[row] = 0;
  for (let x = 0; x < SIZE; x++) Buffer.from(pixel(x, y)).copy(raw, row + 1 + x * 4);
}
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk("IHDR", header),
  chunk("IDAT", deflateSync(raw)),
  chunk("IEND", Buffer.alloc(0)),
]);
writeFileSync(path.resolve(import.meta.dirname, "../public/icon-maskable-512.png"), png);
