// Decodes images in a persistent child process (see decode-child.ts) so a decoder crash on damaged data
// becomes a NotAnImageError instead of taking the server down. Also keeps the decode of large photos off
// the event loop.
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { DecodeReply, DecodeRequest } from "#server/analysis/ocr/decode-child.ts";
import { detectImageKind, type Grey, hasCompleteHeader, NotAnImageError } from "#server/analysis/ocr/image.ts";

export type DecodeScale = { maxLong: number; minLong: number; maxUpscale: number };

let child: ChildProcess | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (r: DecodeReply) => void; reject: (e: Error) => void }>();

/** The idle decoder must not keep the process alive; a pending decode must. */
function setRef(on: boolean): void {
  const c = child as (ChildProcess & { channel?: { ref(): void; unref(): void } }) | null;
  if (!c) return;
  if (on) {
    c.ref();
    c.channel?.ref();
  } else {
    c.unref();
    c.channel?.unref();
  }
}

function getChild(): ChildProcess {
  if (child?.connected) return child;
  const entry = fileURLToPath(new URL("./decode-child.ts", import.meta.url));
  const c = fork(entry, [], {
    // The child is TypeScript like the rest of the server: load it through tsx, resolved from node_modules.
    execArgv: ["--import", import.meta.resolve("tsx")],
    serialization: "advanced",
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  c.on("message", (reply: DecodeReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (pending.size === 0) setRef(false);
    p.resolve(reply);
  });
  c.on("exit", () => {
    if (child === c) child = null;
    for (const [id, p] of pending) {
      pending.delete(id);
      p.reject(new NotAnImageError("The image could not be decoded (damaged data)"));
    }
  });
  child = c;
  setRef(false);
  return c;
}

/** Greyscale of an image scaled into [minLong, maxLong] on its long side. Throws NotAnImageError. */
export async function decodeToGrey(
  bytes: Uint8Array,
  scale: DecodeScale,
): Promise<Grey & { sourceWidth: number; sourceHeight: number }> {
  const kind = detectImageKind(bytes);
  if (!kind) throw new NotAnImageError();
  if (!hasCompleteHeader(bytes, kind)) throw new NotAnImageError("The image is truncated or damaged");
  const c = getChild();
  const id = nextId++;
  const reply = await new Promise<DecodeReply>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    setRef(true);
    const req: DecodeRequest = { id, bytes: new Uint8Array(bytes), ...scale };
    c.send(req, (err) => {
      if (err && pending.delete(id)) {
        if (pending.size === 0) setRef(false);
        reject(new NotAnImageError(`The image could not be decoded: ${err.message}`));
      }
    });
  });
  if (!reply.ok) throw new NotAnImageError(`The image could not be decoded: ${reply.message}`);
  return { ...reply.grey, sourceWidth: reply.sourceWidth, sourceHeight: reply.sourceHeight };
}

/** Stops the decoder process (tests, graceful shutdown). */
export function shutdownDecoder(): void {
  child?.kill();
  child = null;
}
