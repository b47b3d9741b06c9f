// The one way the server fetches a user-supplied URL (SSRF guard). http/https only; every hop's host is
// resolved once, every answer must be public unicast (see ip-policy.ts), and the connection is pinned to the
// checked address through the socket's `lookup` hook, so a DNS answer that changes between the check and the
// connect cannot redirect it. Redirects are followed by hand (at most 5) and each hop is checked again.
// Bounded: 5 MB of (decompressed) body, 15 s for the whole exchange. No cookies are sent or kept.
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { forbiddenAddressReason, parseLooseIPv4 } from "#server/platform/ip-policy.ts";

export const SAFE_FETCH_MAX_BYTES = 5 * 1024 * 1024;
export const SAFE_FETCH_TIMEOUT_MS = 15_000;
export const SAFE_FETCH_MAX_REDIRECTS = 5;

export type SafeFetchErrorCode =
  | "INVALID_URL"
  | "FORBIDDEN_ADDRESS"
  | "DNS_FAILED"
  | "TOO_MANY_REDIRECTS"
  | "TOO_LARGE"
  | "TIMEOUT"
  | "NETWORK";

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "SafeFetchError";
  }
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type SafeFetchOptions = {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** Tests only: exact addresses exempt from the policy (a local test server on 127.0.0.1). */
  allowAddresses?: readonly string[];
  /** Tests only: the DNS resolver (defaults to the system resolver, every answer). */
  resolve?: Resolver;
  signal?: AbortSignal;
};

export type SafeResponse = {
  /** The final URL after redirects. */
  url: string;
  status: number;
  headers: Record<string, string>;
  contentType: string | null;
  body: Buffer;
  /** Each hop's URL, in order (the first is the requested URL). */
  chain: string[];
  /** The address the final hop connected to. */
  address: string;
};

const DEFAULT_HEADERS: Record<string, string> = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,application/pdf;q=0.8,*/*;q=0.7",
  "accept-language": "en-US,en;q=0.9",
  "accept-encoding": "gzip, deflate, br",
};
const FORBIDDEN_HEADERS = new Set(["cookie", "authorization", "proxy-authorization", "host"]);

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** Parses and checks the scheme; throws INVALID_URL. */
export function parseFetchUrl(raw: string, base?: string): URL {
  let url: URL;
  try {
    url = base ? new URL(raw, base) : new URL(raw);
  } catch {
    throw new SafeFetchError("INVALID_URL", "The URL is not valid.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("INVALID_URL", "Only http and https URLs can be fetched.");
  }
  if (url.username || url.password) throw new SafeFetchError("INVALID_URL", "URLs with credentials are not allowed.");
  if (!url.hostname) throw new SafeFetchError("INVALID_URL", "The URL has no host.");
  return url;
}

function checkAddress(address: string, allow: readonly string[]): void {
  if (allow.includes(address)) return;
  const why = forbiddenAddressReason(address);
  if (why) throw new SafeFetchError("FORBIDDEN_ADDRESS", `The address ${address} is not allowed (${why}).`);
}

/** Resolves a hop's host to one checked address (all answers must pass: no mixed public/private sets). */
export async function resolveSafely(
  hostname: string,
  resolve: Resolver = systemResolver,
  allow: readonly string[] = [],
): Promise<ResolvedAddress> {
  const bare = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  const literal = isIP(bare) ? bare : parseLooseIPv4(bare);
  if (literal) {
    checkAddress(literal, allow);
    return { address: literal, family: isIP(literal) === 6 ? 6 : 4 };
  }
  let answers: ResolvedAddress[];
  try {
    answers = await resolve(bare);
  } catch {
    throw new SafeFetchError("DNS_FAILED", `The host ${bare} could not be resolved.`);
  }
  if (answers.length === 0) throw new SafeFetchError("DNS_FAILED", `The host ${bare} could not be resolved.`);
  for (const a of answers) checkAddress(a.address, allow);
  return answers[0];
}

type Hop = { status: number; headers: http.IncomingHttpHeaders; stream: Readable; address: string };

function requestOnce(
  url: URL,
  pinned: ResolvedAddress,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<Hop> {
  const mod = url.protocol === "https:" ? https : http;
  const hostname = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  // The socket asks this hook for the address: it answers only the address checked above (pinning).
  const lookup = (_h: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (opts?.all) cb(null, [{ address: pinned.address, family: pinned.family }]);
    else cb(null, pinned.address, pinned.family);
  };
  return new Promise((resolve, reject) => {
    const req = mod.request(
      {
        protocol: url.protocol,
        host: hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        headers: { ...headers, host: url.host },
        lookup: lookup as never,
        agent: false,
        signal,
        ...(url.protocol === "https:" && !isIP(hostname) ? { servername: hostname } : {}),
      },
      (res) => {
        const address = res.socket?.remoteAddress ?? pinned.address;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, stream: res, address });
      },
    );
    req.on("error", (err) => reject(err));
    req.end();
  });
}

function decoded(hop: Hop): Readable {
  const enc = String(hop.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  if (enc === "gzip" || enc === "x-gzip") return hop.stream.pipe(zlib.createGunzip());
  if (enc === "deflate") return hop.stream.pipe(zlib.createInflate());
  if (enc === "br") return hop.stream.pipe(zlib.createBrotliDecompress());
  return hop.stream;
}

async function readBounded(hop: Hop, maxBytes: number): Promise<Buffer> {
  const declared = Number(hop.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    hop.stream.destroy();
    throw new SafeFetchError("TOO_LARGE", `The page is larger than ${maxBytes} bytes.`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const body = decoded(hop);
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      hop.stream.destroy();
      body.destroy();
      throw new SafeFetchError("TOO_LARGE", `The page is larger than ${maxBytes} bytes.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function flatHeaders(h: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined || k === "set-cookie") continue;
    out[k] = Array.isArray(v) ? v.join(", ") : v;
  }
  return out;
}

/** GETs a user-supplied URL under the SSRF policy. Non-2xx statuses are returned, not thrown. */
export async function safeFetch(rawUrl: string, opts: SafeFetchOptions = {}): Promise<SafeResponse> {
  const maxBytes = opts.maxBytes ?? SAFE_FETCH_MAX_BYTES;
  const maxRedirects = opts.maxRedirects ?? SAFE_FETCH_MAX_REDIRECTS;
  const allow = opts.allowAddresses ?? [];
  const headers = { ...DEFAULT_HEADERS };
  for (const [k, v] of Object.entries(opts.headers ?? {})) {
    if (!FORBIDDEN_HEADERS.has(k.toLowerCase())) headers[k.toLowerCase()] = v;
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? SAFE_FETCH_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  opts.signal?.addEventListener("abort", onOuterAbort, { once: true });
  const chain: string[] = [];
  try {
    let url = parseFetchUrl(rawUrl);
    for (let redirects = 0; ; redirects++) {
      chain.push(url.href);
      const pinned = await resolveSafely(url.hostname, opts.resolve, allow);
      if (controller.signal.aborted) throw new SafeFetchError("TIMEOUT", "The page took too long to respond.");
      const hop = await requestOnce(url, pinned, headers, controller.signal);
      // Belt and braces: the socket must have connected to the checked address.
      if (hop.address && hop.address.replace(/^::ffff:/, "") !== pinned.address.replace(/^::ffff:/, "")) {
        hop.stream.destroy();
        throw new SafeFetchError("FORBIDDEN_ADDRESS", "The connection did not reach the checked address.");
      }
      const location = hop.headers.location;
      if (hop.status >= 300 && hop.status < 400 && location) {
        hop.stream.resume();
        if (redirects >= maxRedirects) {
          throw new SafeFetchError("TOO_MANY_REDIRECTS", `More than ${maxRedirects} redirects.`);
        }
        url = parseFetchUrl(location, url.href);
        continue;
      }
      const body = await readBounded(hop, maxBytes);
      const flat = flatHeaders(hop.headers);
      return {
        url: url.href,
        status: hop.status,
        headers: flat,
        contentType: flat["content-type"] ?? null,
        body,
        chain,
        address: pinned.address,
      };
    }
  } catch (err) {
    if (err instanceof SafeFetchError) throw err;
    if (timedOut) throw new SafeFetchError("TIMEOUT", "The page took too long to respond.");
    throw new SafeFetchError("NETWORK", `The page could not be fetched: ${(err as Error).message}`);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener("abort", onOuterAbort);
  }
}
