import { describe, expect, it } from "vitest";
import { readNdjson } from "#web/features/contacts/lib/ndjson.ts";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
}

async function all(stream: ReadableStream<Uint8Array>) {
  const out: unknown[] = [];
  for await (const v of readNdjson(stream)) out.push(v);
  return out;
}

describe("readNdjson", () => {
  it("yields one value a line, also when lines and characters are cut across chunks", async () => {
    const bytes = new TextEncoder().encode('{"a":1}\n{"b":"Müller"}\n');
    // Cut inside the two-byte ü.
    const cut = bytes.indexOf(0xc3) + 1;
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.subarray(0, 4));
        c.enqueue(bytes.subarray(4, cut));
        c.enqueue(bytes.subarray(cut));
        c.close();
      },
    });
    expect(await all(stream)).toEqual([{ a: 1 }, { b: "Müller" }]);
  });

  it("skips blank lines and reads a last line without its newline", async () => {
    expect(await all(streamOf(['{"a":1}\n\n', '{"a":2}']))).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it("throws on a line that is not JSON", async () => {
    await expect(all(streamOf(["nope\n"]))).rejects.toThrow();
  });
});
