// Checklist due offsets (issue 8): an item is due N calendar or business days after the date the checklist is
// applied, or N days before a key date (e.g. a lease expiration). Business days skip weekends and US federal
// holidays (shared/rules/task-business-days.ts). Offsets are bounded to ±3650 days (about ten years).
import { addBusinessDays } from "#shared/rules/task-business-days.ts";
import { addDays } from "#shared/rules/task-dates.ts";

export const MAX_CHECKLIST_OFFSET = 3650;
export const OFFSET_RANGE_MESSAGE = `Offset must be between -${MAX_CHECKLIST_OFFSET} and ${MAX_CHECKLIST_OFFSET} days`;

export const offsetUnits = ["calendar", "business"] as const;
export type OffsetUnit = (typeof offsetUnits)[number];
export const offsetAnchors = ["applied", "key_date"] as const;
export type OffsetAnchor = (typeof offsetAnchors)[number];

export type ChecklistOffset = { offsetDays: number | null; offsetUnit: OffsetUnit; anchor: OffsetAnchor };

/** The due day (yyyy-MM-dd) of an item, or null when it has no offset. Needs the key date for key-date items. */
export function checklistDueDate(item: ChecklistOffset, dates: { appliedOn: string; keyDate?: string | null }) {
  if (item.offsetDays === null) return null;
  const from = item.anchor === "applied" ? dates.appliedOn : dates.keyDate;
  if (!from) throw new Error("A key date is needed for items due before it");
  const days = item.anchor === "applied" ? item.offsetDays : -item.offsetDays;
  return item.offsetUnit === "business" ? addBusinessDays(from, days) : addDays(from, days);
}

/** How an offset reads in the editor and on the list, e.g. "5 business days after applied". */
export function describeOffset(item: ChecklistOffset, keyDateLabel?: string | null): string {
  if (item.offsetDays === null) return "No due date";
  const n = Math.abs(item.offsetDays);
  const unit = `${n} ${item.offsetUnit === "business" ? "business " : ""}day${n === 1 ? "" : "s"}`;
  if (item.anchor === "key_date") {
    const key = keyDateLabel?.trim() || "the key date";
    return item.offsetDays === 0 ? `On ${key}` : `${unit} ${item.offsetDays > 0 ? "before" : "after"} ${key}`;
  }
  return item.offsetDays === 0 ? "On the day applied" : `${unit} ${item.offsetDays > 0 ? "after" : "before"} applied`;
}
