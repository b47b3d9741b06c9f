import { describe, expect, it } from "vitest";
import { bearerToken } from "./api-tokens.ts";

describe("bearerToken", () => {
  it("reads the token of an Authorization: Bearer header and nothing else", () => {
    expect(bearerToken("Bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(bearerToken("bearer  abc.def.ghi ")).toBe("abc.def.ghi");
    expect(bearerToken("Basic dXNlcjpwdw==")).toBeNull();
    expect(bearerToken("Bearer")).toBeNull();
    expect(bearerToken("Bearer a b")).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
