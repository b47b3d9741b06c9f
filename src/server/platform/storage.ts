// File storage behind one interface: local disk under DATA_DIR/storage by default (S3-compatible adapter
// plugs in through the same type). Signed URLs are HMAC-signed, time-limited links served by /api/files.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createWriteStream } from "node:fs";

export type StoredObject = { key: string; size: number };
export type SignedUrlOptions = { expiresInSeconds?: number; download?: string };

export type Storage = {
  put: (
    bucket: string,
    key: string,
    body: Buffer | Uint8Array | Readable,
    contentType: string,
  ) => Promise<StoredObject>;
  read: (bucket: string, key: string) => Promise<Readable>;
  readBuffer: (bucket: string, key: string) => Promise<Buffer>;
  remove: (bucket: string, keys: string[]) => Promise<void>;
  exists: (bucket: string, key: string) => Promise<boolean>;
  signedUrl: (bucket: string, key: string, options?: SignedUrlOptions) => Promise<string>;
};

export const SIGNED_URL_SECONDS = 2 * 60 * 60;

function safeJoin(root: string, bucket: string, key: string): string {
  if (!/^[a-z0-9_-]+$/i.test(bucket)) throw new Error(`Bad bucket name ${bucket}`);
  const target = path.resolve(root, bucket, key);
  if (!target.startsWith(path.resolve(root, bucket) + path.sep)) throw new Error("Bad storage key");
  return target;
}

/** HMAC over bucket, key, expiry and disposition; shared by the local adapter and /api/files. */
export function signFileToken(
  secret: string,
  parts: { bucket: string; key: string; expires: number; download?: string },
) {
  return createHmac("sha256", secret)
    .update(`${parts.bucket}\n${parts.key}\n${parts.expires}\n${parts.download ?? ""}`)
    .digest("base64url");
}

export function verifyFileToken(
  secret: string,
  parts: { bucket: string; key: string; expires: number; download?: string },
  signature: string,
): boolean {
  const expected = Buffer.from(signFileToken(secret, parts));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function createLocalStorage(opts: { root: string; appUrl: string; secret: string }): Storage {
  const read = async (bucket: string, key: string) => {
    const file = safeJoin(opts.root, bucket, key);
    await stat(file);
    return createReadStream(file);
  };
  return {
    async put(bucket, key, body, _contentType) {
      const file = safeJoin(opts.root, bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      if (body instanceof Uint8Array) await writeFile(file, body);
      else await pipeline(body, createWriteStream(file));
      const { size } = await stat(file);
      return { key, size };
    },
    read,
    async readBuffer(bucket, key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await read(bucket, key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async remove(bucket, keys) {
      await Promise.all(keys.map((key) => rm(safeJoin(opts.root, bucket, key), { force: true })));
    },
    async exists(bucket, key) {
      try {
        await stat(safeJoin(opts.root, bucket, key));
        return true;
      } catch {
        return false;
      }
    },
    async signedUrl(bucket, key, options = {}) {
      const expires = Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? SIGNED_URL_SECONDS);
      const sig = signFileToken(opts.secret, { bucket, key, expires, download: options.download });
      const q = new URLSearchParams({ expires: String(expires), sig });
      if (options.download) q.set("download", options.download);
      return `${opts.appUrl}/api/files/${bucket}/${key.split("/").map(encodeURIComponent).join("/")}?${q}`;
    },
  };
}
