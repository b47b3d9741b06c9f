// Which IP addresses an outbound fetch of a user-supplied URL may reach: public unicast only. Used by
// safe-fetch after DNS resolution (and for IP literals), on every hop.
import { isIP } from "node:net";

type Range = { base: bigint; bits: number; why: string };

function v4ToBig(ip: string): bigint {
  const p = ip.split(".").map(Number);
  return (BigInt(p[0]) << 24n) | (BigInt(p[1]) << 16n) | (BigInt(p[2]) << 8n) | BigInt(p[3]);
}

/** Expands an IPv6 text form (with '::' and an optional dotted IPv4 tail) to a 128-bit integer. */
export function v6ToBig(ip: string): bigint {
  let s = ip.toLowerCase();
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  const lastColon = s.lastIndexOf(":");
  if (s.slice(lastColon + 1).includes(".")) {
    const v = v4ToBig(s.slice(lastColon + 1));
    s = `${s.slice(0, lastColon + 1)}${(v >> 16n).toString(16)}:${(v & 0xffffn).toString(16)}`;
  }
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => Number.parseInt(g, 16)));
  let groups: number[];
  if (s.includes("::")) {
    const [head, rest] = s.split("::");
    const h = parse(head);
    const r = parse(rest);
    groups = [...h, ...new Array(Math.max(0, 8 - h.length - r.length)).fill(0), ...r];
  } else groups = parse(s);
  if (groups.length !== 8 || groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) {
    throw new Error(`bad IPv6 address ${ip}`);
  }
  let out = 0n;
  for (const g of groups) out = (out << 16n) | BigInt(g);
  return out;
}

const v4 = (cidr: string, why: string): Range => {
  const [a, b] = cidr.split("/");
  return { base: v4ToBig(a), bits: Number(b), why };
};
const v6 = (cidr: string, why: string): Range => {
  const [a, b] = cidr.split("/");
  return { base: v6ToBig(a), bits: Number(b), why };
};

const V4_BLOCKED: Range[] = [
  v4("0.0.0.0/8", "unspecified"),
  v4("10.0.0.0/8", "private"),
  v4("100.64.0.0/10", "carrier-grade NAT"),
  v4("127.0.0.0/8", "loopback"),
  v4("169.254.0.0/16", "link-local / metadata"),
  v4("172.16.0.0/12", "private"),
  v4("192.0.0.0/24", "IETF protocol assignments"),
  v4("192.0.2.0/24", "documentation"),
  v4("192.88.99.0/24", "6to4 relay"),
  v4("192.168.0.0/16", "private"),
  v4("198.18.0.0/15", "benchmarking"),
  v4("198.51.100.0/24", "documentation"),
  v4("203.0.113.0/24", "documentation"),
  v4("224.0.0.0/4", "multicast"),
  v4("240.0.0.0/4", "reserved / broadcast"),
];

const V6_BLOCKED: Range[] = [
  v6("::/128", "unspecified"),
  v6("::1/128", "loopback"),
  v6("::ffff:0:0/96", "IPv4-mapped"),
  v6("::/96", "IPv4-compatible"),
  v6("64:ff9b::/96", "NAT64"),
  v6("64:ff9b:1::/48", "NAT64 (local)"),
  v6("100::/64", "discard"),
  v6("2001::/32", "Teredo"),
  v6("2001:db8::/32", "documentation"),
  v6("2002::/16", "6to4"),
  v6("fc00::/7", "unique local (private)"),
  v6("fe80::/10", "link-local"),
  v6("fec0::/10", "site-local"),
  v6("ff00::/8", "multicast"),
];

function inRange(value: bigint, width: number, r: Range): boolean {
  const shift = BigInt(width - r.bits);
  return value >> shift === r.base >> shift;
}

/**
 * Parses the legacy IPv4 spellings inet_aton accepts (decimal '2130706433', octal '0177.0.0.1', hex
 * '0x7f.1', short forms 'a.b', 'a.b.c'). Returns the dotted-quad or null when the text is not such a form.
 */
export function parseLooseIPv4(host: string): string | null {
  if (!/^[0-9a-fx.]+$/i.test(host) || host.endsWith(".") || host.startsWith(".")) return null;
  const parts = host.split(".");
  if (parts.length > 4) return null;
  const nums: number[] = [];
  for (const p of parts) {
    let n: number;
    if (/^0x[0-9a-f]*$/i.test(p)) n = p.length === 2 ? 0 : Number.parseInt(p.slice(2), 16);
    else if (/^0[0-7]+$/.test(p)) n = Number.parseInt(p, 8);
    else if (/^(0|[1-9][0-9]*)$/.test(p)) n = Number(p);
    else return null;
    if (!Number.isFinite(n)) return null;
    nums.push(n);
  }
  const last = nums.pop() as number;
  if (nums.some((n) => n > 255)) return null;
  const lastMax = 256 ** (4 - nums.length);
  if (last >= lastMax) return null;
  let value = 0;
  for (const n of nums) value = value * 256 + n;
  value = value * lastMax + last;
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join(".");
}

/** Why an address may not be fetched, or null when it is public unicast. Unparseable → refused. */
export function forbiddenAddressReason(address: string): string | null {
  const kind = isIP(address);
  if (kind === 4) {
    const v = v4ToBig(address);
    return V4_BLOCKED.find((r) => inRange(v, 32, r))?.why ?? null;
  }
  if (kind === 6) {
    let v: bigint;
    try {
      v = v6ToBig(address);
    } catch {
      return "unparseable IPv6";
    }
    return V6_BLOCKED.find((r) => inRange(v, 128, r))?.why ?? null;
  }
  return "not an IP address";
}
