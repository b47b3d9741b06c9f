// Builds a valid one-page PDF whose content stream inflates to `inflatedBytes` of spaces (a "flate bomb"),
// for the limits' tests and `npm run bench:bomb`. Compressed as a stream: memory stays small while building.
import { createDeflate } from "node:zlib";

async function deflateOf(inflatedBytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (c: Buffer) => out.push(c));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on("end", resolve);
    deflate.on("error", reject);
  });
  const chunk = Buffer.alloc(16 * 1024 * 1024, 0x20);
  for (let left = inflatedBytes; left > 0; left -= chunk.length) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    if (!deflate.write(part)) await new Promise((r) => deflate.once("drain", r));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

export async function makeFlateBomb(inflatedBytes: number): Promise<Buffer> {
  const stream = await deflateOf(inflatedBytes);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Buffer | string) => {
    const buf = typeof b === "string" ? Buffer.from(b, "latin1") : b;
    parts.push(buf);
    length += buf.length;
  };
  push("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n");
  const obj = (n: number, body: string | Buffer[]) => {
    offsets[n] = length;
    if (typeof body === "string") push(`${n} 0 obj\n${body}\nendobj\n`);
    else {
      push(`${n} 0 obj\n`);
      for (const b of body) push(b);
      push("\nendobj\n");
    }
  };
  obj(1, "<< /Type /Catalog /Pages 2 0 R >>");
  obj(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  obj(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>");
  obj(4, [
    Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
    stream,
    Buffer.from("\nendstream", "latin1"),
  ]);
  const xref = length;
  push(`xref\n0 5\n0000000000 65535 f \n`);
  for (let n = 1; n <= 4; n++) push(`${String(offsets[n]).padStart(10, "0")} 00000 n \n`);
  push(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
