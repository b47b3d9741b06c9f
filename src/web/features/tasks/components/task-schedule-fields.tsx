import { Controller, type UseFormReturn } from "react-hook-form";
import { DatePicker } from "#web/components/ui/date-picker.tsx";
import { formatTime, HALF_HOURS, parseUsDate, US_DATE_HINT } from "#web/components/ui/date-picker-model.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import type { TaskFormValues } from "#web/features/tasks/lib/task-form.ts";

const selectClass = "h-9 rounded-md border bg-background px-3 text-sm disabled:opacity-50";

/** Due date (MM/dd/yyyy) and time in 30-minute steps (§2, §9), repeat and reminder. */
export function TaskScheduleFields({ form }: { form: UseFormReturn<TaskFormValues> }) {
  const dueDate = form.watch("dueDate");
  const repeat = form.watch("repeat");
  const reminder = form.watch("reminder");
  const noDate = !parseUsDate(dueDate);
  const { errors } = form.formState;
  return (
    <div className="grid gap-4">
      <Controller
        control={form.control}
        name="dueDate"
        render={({ field }) => (
          <FormField label="Due Date" hint={US_DATE_HINT} error={errors.dueDate?.message}>
            <DatePicker
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              time={{
                value: form.watch("dueTime"),
                onChange: (t) => form.setValue("dueTime", t, { shouldDirty: true }),
                label: "Due Time",
                noneLabel: "No time",
              }}
            />
          </FormField>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Repeat" hint={noDate ? "Set a due date to repeat the task" : undefined}>
          <select className={selectClass} disabled={noDate} {...form.register("repeat")}>
            <option value="none">Does not repeat</option>
            <option value="days">Every N days</option>
            <option value="weeks">Every N weeks</option>
            <option value="months">Every N months</option>
            <option value="month_weekday">Same weekday of every N months</option>
          </select>
        </FormField>
        {repeat !== "none" && !noDate ? (
          <FormField label="Every" error={errors.interval?.message}>
            <Input type="number" min={1} max={730} {...form.register("interval", { valueAsNumber: true })} />
          </FormField>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Reminder" hint={noDate ? "Set a due date to get a reminder" : undefined}>
          <select className={selectClass} disabled={noDate} {...form.register("reminder")}>
            <option value="">No reminder</option>
            <option value="0">On the due date</option>
            <option value="1">1 day before</option>
            <option value="2">2 days before</option>
            <option value="7">1 week before</option>
            <option value="30">30 days before</option>
            {reminder === "ladder" ? <option value="ladder">Critical-date ladder</option> : null}
          </select>
        </FormField>
        {reminder !== "" && !noDate ? (
          <FormField label="Reminder Time">
            <select className={selectClass} {...form.register("reminderTime")}>
              {HALF_HOURS.map((t) => (
                <option key={t} value={t}>
                  {formatTime(t)}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
      </div>
    </div>
  );
}
