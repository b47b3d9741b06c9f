import { describe, expect, it } from "vitest";
import { emptyTaskForm, taskFormSchema, toTaskBody } from "#web/features/tasks/lib/task-form.ts";

const form = (patch: Partial<typeof emptyTaskForm>) => ({ ...emptyTaskForm, title: "Call", ...patch });

describe("task form due date", () => {
  it("sends the typed MM/dd/yyyy date and its 30-minute time as yyyy-MM-dd and HH:mm", () => {
    const body = toTaskBody(form({ dueDate: "11/24/2026", dueTime: "14:30" }));
    expect(body.dueDate).toBe("2026-11-24");
    expect(body.dueTime).toBe("14:30");
  });

  it("sends no time, repeat or reminder without a date", () => {
    const body = toTaskBody(form({ dueDate: "", dueTime: "14:30", repeat: "days", reminder: "1" }));
    expect(body).toMatchObject({ dueDate: null, dueTime: null, recurrence: null, reminderDays: [] });
  });

  it("takes the weekday of the month from the typed date", () => {
    const body = toTaskBody(form({ dueDate: "11/24/2026", repeat: "month_weekday", interval: 1 }));
    expect(body.recurrence).toEqual({ kind: "month_weekday", interval: 1, week: 4, weekday: 2 });
  });

  it("refuses an impossible date with the format in the message", () => {
    const bad = taskFormSchema.safeParse(form({ dueDate: "02/30/2026" }));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Enter a real date as MM/dd/yyyy");
    expect(taskFormSchema.safeParse(form({ dueDate: "" })).success).toBe(true);
  });
});

describe("task form links", () => {
  it("sends the chosen lease, property and deal room, and null for a cleared one", () => {
    const body = toTaskBody(
      form({
        lease: { id: "l1", name: "Kestrel lease" },
        property: { id: "p1", name: "Harbor Point" },
        dealroom: null,
      }),
    );
    expect(body).toMatchObject({ leaseId: "l1", propertyId: "p1", dealroomId: null });
  });
});
