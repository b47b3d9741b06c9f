import { describe, expect, it } from "vitest";
import { confirmsEmail, toDeletionDto } from "./account-deletion.service.ts";

describe("account deletion rules", () => {
  it("accepts the account's own e-mail as confirmation, whatever its case and surrounding spaces", () => {
    expect(confirmsEmail("dana@example.com", "dana@example.com")).toBe(true);
    expect(confirmsEmail("  Dana@Example.COM ", "dana@example.com")).toBe(true);
    expect(confirmsEmail("dana@example.co", "dana@example.com")).toBe(false);
    expect(confirmsEmail("", "dana@example.com")).toBe(false);
    expect(confirmsEmail("dana @example.com", "dana@example.com")).toBe(false);
  });

  it("shows the request and due moments as ISO strings", () => {
    const row = {
      userId: "u",
      requestedAt: new Date("2026-11-24T08:00:00Z"),
      dueAt: new Date("2026-12-01T08:00:00Z"),
      startedAt: null,
    };
    expect(toDeletionDto(row)).toEqual({ requestedAt: "2026-11-24T08:00:00.000Z", dueAt: "2026-12-01T08:00:00.000Z" });
  });
});
