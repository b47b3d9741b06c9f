// Which peers may tell us the client's address (X-Forwarded-For): only the proxies listed in TRUST_PROXY.
import { isIP } from "node:net";

/** Parses TRUST_PROXY: comma-separated addresses or CIDRs (also proxy-addr's names loopback/linklocal/uniquelocal). */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (["loopback", "linklocal", "uniquelocal"].includes(entry)) continue;
    const [address, bits, extra] = entry.split("/");
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
    if (!family || !validBits || extra !== undefined) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range`);
    }
  }
  return entries;
}
