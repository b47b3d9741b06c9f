import { describe, expect, it } from "vitest";
import { withSecondFactor } from "./provider-second-factor.ts";

describe("withSecondFactor", () => {
  it("adds the challenge's methods to the callback, keeping its own parameters", () => {
    expect(withSecondFactor("/auth/callback?provider=google&redirect=%2Ftasks", ["totp", "otp"], "http://x")).toBe(
      "/auth/callback?provider=google&redirect=%2Ftasks&second_factor=totp%2Cotp",
    );
    expect(withSecondFactor("http://app.test/auth/callback", ["otp"], "http://app.test")).toBe(
      "http://app.test/auth/callback?second_factor=otp",
    );
  });
});
