// S3-compatible Storage adapter (AWS S3, MinIO, R2, …), selected when S3_BUCKET is set. One real bucket
// holds every logical bucket as a key prefix ("lease_documents/{userId}/{uuid}.pdf"), so a deployment needs
// one bucket and one set of credentials. Signed URLs are S3 presigned GETs (2 h by default).
import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { SIGNED_URL_SECONDS, type Storage } from "#server/platform/storage.ts";

export type S3StorageOptions = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

function objectKey(bucket: string, key: string): string {
  if (!/^[a-z0-9_-]+$/i.test(bucket)) throw new Error(`Bad bucket name ${bucket}`);
  if (!key || key.startsWith("/") || key.split("/").some((part) => part === ".." || part === "")) {
    throw new Error("Bad storage key");
  }
  return `${bucket}/${key}`;
}

async function toBuffer(body: Buffer | Uint8Array | Readable): Promise<Buffer> {
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

export function createS3Storage(opts: S3StorageOptions): Storage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    // Custom endpoints (MinIO, test servers) rarely support virtual-host buckets.
    forcePathStyle: !!opts.endpoint,
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // Plain checksums only when S3 requires them: many S3-compatible servers reject aws-chunked trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  const read = async (bucket: string, key: string): Promise<Readable> => {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: objectKey(bucket, key) }));
      return out.Body as Readable;
    } catch (err) {
      if (isMissing(err)) throw Object.assign(new Error("Not found"), { code: "ENOENT" });
      throw err;
    }
  };

  return {
    async put(bucket, key, body, contentType) {
      // Uploads are bounded (10 MB) and already streamed through the size check, so one buffered PUT
      // with a known length is simpler and more portable than a multipart upload.
      const data = await toBuffer(body);
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: objectKey(bucket, key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.byteLength,
          CacheControl: "private, max-age=3600",
        }),
      );
      return { key, size: data.byteLength };
    },
    read,
    async readBuffer(bucket, key) {
      return toBuffer(await read(bucket, key));
    },
    async remove(bucket, keys) {
      if (keys.length === 0) return;
      // DeleteObjects takes at most 1000 keys per call; deleting a missing key is not an error.
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(
          new DeleteObjectsCommand({
            Bucket: opts.bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((k) => ({ Key: objectKey(bucket, k) })), Quiet: true },
          }),
        );
      }
    },
    async exists(bucket, key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: opts.bucket, Key: objectKey(bucket, key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async signedUrl(bucket, key, options = {}) {
      const command = new GetObjectCommand({
        Bucket: opts.bucket,
        Key: objectKey(bucket, key),
        ...(options.download
          ? { ResponseContentDisposition: `attachment; filename="${options.download.replace(/["\\\r\n]/g, "_")}"` }
          : {}),
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds ?? SIGNED_URL_SECONDS });
    },
  };
}
