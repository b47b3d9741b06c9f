import { describe, expect, it } from "vitest";
import { describeCallbackError } from "#web/lib/auth-client.ts";

const of = (query: string) => describeCallbackError(new URLSearchParams(query));

describe("§8 Authentication Error on /auth/callback", () => {
  it("shows the provider's description, else the default text", () => {
    expect(of("error=access_denied&error_description=The+user+cancelled+the+sign-in.")).toBe(
      "The user cancelled the sign-in.",
    );
    expect(of("error=state_mismatch")).toBe("There was a problem with authentication. Please try again.");
  });
  it("explains our own refusals", () => {
    expect(of("error=account_not_linked")).toMatch(/^An account with this email already exists/);
    expect(of("error=INVALID_TOKEN")).toBe("This link is invalid or has expired. Please request a new one.");
  });
});
