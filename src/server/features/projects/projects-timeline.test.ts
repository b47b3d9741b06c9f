import { describe, expect, it } from "vitest";
import type { TimelineRow } from "#server/features/projects/projects-timeline.repository.ts";
import {
  decodeCursor,
  encodeCursor,
  toTimelineDto,
  toTimelinePage,
} from "#server/features/projects/projects-timeline.ts";

const row = (over: Partial<TimelineRow>): TimelineRow => ({
  src_type: "project",
  src_id: "00000000-0000-4000-8000-000000000001",
  src_title: "Acme relocation",
  key: "a:00000000-0000-4000-8000-0000000000aa",
  at: "2026-01-01T09:00:00.123456Z",
  action: "created",
  detail: "",
  actor_name: "Dana Cole",
  extra: null,
  ...over,
});

describe("timeline cursor", () => {
  it("round-trips with microseconds intact", () => {
    const c = { at: "2026-01-01T09:00:00.123456Z", key: "dl:00000000-0000-4000-8000-0000000000aa" };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
  });
  it("is absent for the first page", () => {
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor("")).toBeNull();
  });
  it("refuses anything it did not hand out with the clear message", () => {
    const forged = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
    for (const bad of [
      "not-a-cursor",
      forged(["2026-01-01", "a:x"]),
      forged(["2026-13-45T99:00:00.000000Z", "a:00000000-0000-4000-8000-0000000000aa"]),
      forged(["2026-01-01T09:00:00.000000Z", "a'; drop table x; --"]),
      forged({ at: 1 }),
    ]) {
      expect(() => decodeCursor(bad)).toThrow("This page of activity no longer exists; reload the project");
    }
  });
});

describe("timeline entries in words", () => {
  it("says a deal room's action as the room's log does", () => {
    const dto = toTimelineDto(
      row({ src_type: "dealroom", action: "dealroom_viewed", detail: "document", extra: { name: "Plans.pdf" } }),
    );
    expect(dto).toMatchObject({ action: "dealroom_viewed", detail: "viewed Plans.pdf", source: { type: "dealroom" } });
  });
  it("names a corrected lease field by its label, a cleared value as not stated", () => {
    const set = row({
      src_type: "lease",
      action: "lease_corrected",
      detail: "expirationDate",
      extra: { value: "2031-06-30" },
    });
    expect(toTimelineDto(set).detail).toBe("Expiration: 2031-06-30");
    const cleared = row({
      src_type: "lease",
      action: "lease_corrected",
      detail: "expirationDate",
      extra: { value: null },
    });
    expect(toTimelineDto(cleared).detail).toBe("Expiration: not stated");
  });
  it("names a property file's kind", () => {
    const dto = toTimelineDto(row({ action: "file_added", detail: "Level 4.pdf", extra: { kind: "floorplan" } }));
    expect(dto.detail).toBe("floor plan: Level 4.pdf");
  });
});

describe("timeline page", () => {
  const rows = [1, 2, 3].map((n) => row({ key: `a:00000000-0000-4000-8000-00000000000${n}` }));
  it("hands out the last entry's cursor when one more row came back", () => {
    const page = toTimelinePage(rows, 2);
    expect(page.items).toHaveLength(2);
    expect(decodeCursor(page.nextCursor ?? "")).toEqual({ at: rows[1]?.at, key: rows[1]?.key });
  });
  it("ends when no extra row came back", () => {
    expect(toTimelinePage(rows, 3).nextCursor).toBeNull();
  });
});
