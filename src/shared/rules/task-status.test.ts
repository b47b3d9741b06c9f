import { describe, expect, it } from "vitest";
import {
  effectiveStatusType,
  fieldsForCompletion,
  fieldsForStatus,
  fieldsForType,
  STATUS_NOT_FOUND,
  statusColor,
} from "#shared/rules/task-status.ts";

const system = [
  { id: "ns", name: "Not Started", color: "#6b7280", isSystem: true, systemType: "not_started" },
  { id: "ip", name: "In Progress", color: "#2563eb", isSystem: true, systemType: "in_progress" },
  { id: "c", name: "Completed", color: "#16a34a", isSystem: true, systemType: "completed" },
];
const own = { id: "w", name: "Waiting", color: "#aa5500", isSystem: false, systemType: "in_progress" };

describe("task status rules (§4)", () => {
  it("checking completes with the completed system status; unchecking returns to not_started", () => {
    expect(fieldsForCompletion(system, true)).toEqual({ statusId: "c", statusType: "completed", completed: true });
    expect(fieldsForCompletion(system, false)).toEqual({ statusId: "ns", statusType: "not_started", completed: false });
  });
  it("the dropdown sets type, id and completed from the chosen status", () => {
    expect(fieldsForStatus(own)).toEqual({ statusId: "w", statusType: "in_progress", completed: false });
    expect(fieldsForStatus(system[2] as (typeof system)[number])).toMatchObject({ completed: true });
    expect(fieldsForStatus({ ...own, systemType: "completed" })).toMatchObject({ completed: true });
  });
  it("saving by type picks the system status of that type, or says none was found", () => {
    expect(fieldsForType([...system, own], "in_progress").statusId).toBe("ip");
    expect(() => fieldsForType([own], "in_progress")).toThrow(STATUS_NOT_FOUND);
    expect(() => fieldsForCompletion([], true)).toThrow(STATUS_NOT_FOUND);
  });
  it("a task with no status counts as not_started", () => {
    expect(effectiveStatusType(null)).toBe("not_started");
    expect(effectiveStatusType("bogus")).toBe("not_started");
    expect(effectiveStatusType("in_progress")).toBe("in_progress");
  });
  it("badge colour: the status's own, else green / blue / grey", () => {
    expect(statusColor({ color: "#aa5500", systemType: "in_progress" })).toBe("#aa5500");
    expect(statusColor({ color: null, systemType: "completed" })).toBe("#16a34a");
    expect(statusColor({ color: "", systemType: "in_progress" })).toBe("#2563eb");
    expect(statusColor({ color: "red", systemType: "not_started" })).toBe("#6b7280");
    expect(statusColor(null)).toBe("#6b7280");
  });
});
