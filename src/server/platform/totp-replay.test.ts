import { describe, expect, it } from "vitest";
import { hotp, matchingTotpStep } from "#server/platform/totp-replay.ts";

describe("TOTP steps", () => {
  it("matches RFC 4226's test vectors", () => {
    // Appendix D: secret "12345678901234567890", counters 0 and 1.
    expect(hotp("12345678901234567890", 0)).toBe("755224");
    expect(hotp("12345678901234567890", 1)).toBe("287082");
  });
  it("names the step of a code within ±1 step, and null outside it", () => {
    const secret = "leasedesk-test-secret";
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchingTotpStep(secret, hotp(secret, step), now)).toBe(step);
    expect(matchingTotpStep(secret, hotp(secret, step - 1), now)).toBe(step - 1);
    expect(matchingTotpStep(secret, hotp(secret, step + 1), now)).toBe(step + 1);
    expect(matchingTotpStep(secret, hotp(secret, step - 2), now)).toBeNull();
  });
});
