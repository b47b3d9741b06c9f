import { describe, expect, it } from "vitest";
import { readInviteToken } from "#web/features/documents/hooks/use-invitation.ts";

describe("readInviteToken", () => {
  it("reads the token from the query or the hash", () => {
    expect(readInviteToken("?invite=abc123", "")).toBe("abc123");
    expect(readInviteToken("", "#invite=tok_456")).toBe("tok_456");
    expect(readInviteToken("", "#/lease/1?invite=xyz")).toBe("xyz");
    expect(readInviteToken("?other=1", "#section")).toBeNull();
  });
});
