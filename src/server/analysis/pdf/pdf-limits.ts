// Limits checked before pdf.js reads a file: the total size its Flate streams inflate to (a 1 MB "flate bomb"
// can expand to gigabytes). Each stream is inflated as a stream and only counted, so memory stays flat.
import { createInflate } from "node:zlib";
import { PdfError } from "#server/analysis/pdf/pdf-errors.ts";

/** Content all streams of one PDF may inflate to. Real leases and memoranda use a few MB to a few tens. */
export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

function inflatedSize(compressed: Uint8Array, budget: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let total = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve(total);
    };
    inflate.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) {
        inflate.destroy();
        finish();
      }
    });
    inflate.on("end", finish);
    inflate.on("error", finish); // not Flate, or truncated: what came out counts
    inflate.on("close", finish);
    inflate.end(compressed);
  });
}

/** Throws PDF_TOO_LARGE_INFLATED when the file's streams inflate to more than `maxBytes` in total. */
export async function checkInflatedSize(data: Uint8Array, maxBytes = MAX_INFLATED_BYTES): Promise<number> {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let total = 0;
  let from = 0;
  for (;;) {
    const start = buf.indexOf("stream", from, "latin1");
    if (start < 0) break;
    // "endstream" contains "stream": skip it.
    if (start >= 3 && buf.toString("latin1", start - 3, start) === "end") {
      from = start + 6;
      continue;
    }
    let body = start + 6;
    if (buf[body] === 0x0d) body++;
    if (buf[body] === 0x0a) body++;
    const end = buf.indexOf("endstream", body, "latin1");
    if (end < 0) break;
    // Only streams that look like zlib data are counted (0x78 header), whatever the dictionary says.
    if (buf[body] === 0x78) {
      total += await inflatedSize(buf.subarray(body, end), maxBytes - total);
      if (total > maxBytes) {
        throw new PdfError("PDF_TOO_LARGE_INFLATED", `more than ${Math.round(maxBytes / 1024 / 1024)} MB`);
      }
    }
    from = end + 9;
  }
  return total;
}
