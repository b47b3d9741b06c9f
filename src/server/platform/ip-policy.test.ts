import { describe, expect, it } from "vitest";
import { forbiddenAddressReason, parseLooseIPv4, v6ToBig } from "#server/platform/ip-policy.ts";

describe("forbiddenAddressReason", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local / metadata"],
    ["169.254.0.1", "link-local / metadata"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.254", "carrier-grade NAT"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "reserved / broadcast"],
    ["198.18.0.1", "benchmarking"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "link-local"],
    ["fc00::1", "unique local (private)"],
    ["fd12:3456::1", "unique local (private)"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped"],
    ["::ffff:7f00:1", "IPv4-mapped"],
    ["::ffff:169.254.169.254", "IPv4-mapped"],
    ["::ffff:8.8.8.8", "IPv4-mapped"],
    ["64:ff9b::10.0.0.1", "NAT64"],
    ["64:ff9b::808:808", "NAT64"],
    ["::127.0.0.1", "IPv4-compatible"],
    ["2002:7f00:1::", "6to4"],
    ["fe80::1%eth0", "link-local"],
  ])("refuses %s (%s)", (ip, why) => {
    expect(forbiddenAddressReason(ip)).toBe(why);
  });

  it.each(["8.8.8.8", "1.1.1.1", "93.184.216.34", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "2a00:1450::1"])(
    "allows public %s",
    (ip) => {
      expect(forbiddenAddressReason(ip)).toBeNull();
    },
  );

  it("refuses what is not an IP address", () => {
    expect(forbiddenAddressReason("localhost")).toBe("not an IP address");
  });
});

describe("parseLooseIPv4", () => {
  it.each([
    ["2130706433", "127.0.0.1"],
    ["017700000001", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["0x7f.1", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["10.0.1", "10.0.0.1"],
    ["0xa9.0xfe.0xa9.0xfe", "169.254.169.254"],
    ["2852039166", "169.254.169.254"],
  ])("reads %s as %s", (raw, ip) => {
    expect(parseLooseIPv4(raw)).toBe(ip);
  });

  it.each(["example.com", "1.2.3.4.5", "256.1.1.1", "4294967296", "08.1.1.1", "1..1"])("leaves %s alone", (raw) => {
    expect(parseLooseIPv4(raw)).toBeNull();
  });
});

describe("v6ToBig", () => {
  it("expands compressed and dotted forms alike", () => {
    expect(v6ToBig("::ffff:127.0.0.1")).toBe(v6ToBig("0:0:0:0:0:ffff:7f00:0001"));
    expect(() => v6ToBig("1:2:3")).toThrow();
  });
});
