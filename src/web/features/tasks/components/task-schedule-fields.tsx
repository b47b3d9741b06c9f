import { Controller, type UseFormReturn } from "react-hook-form";
import { DatePicker } from "#web/components/ui/date-picker.tsx";
import { formatTime, HALF_HOURS, parseUsDate, US_DATE_HINT } from "#web/components/ui/date-picker-model.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { OptionSelect, type SelectOption } from "#web/components/ui/select.tsx";
import type { RepeatOption, TaskFormValues } from "#web/features/tasks/lib/task-form.ts";

const REPEAT_OPTIONS: SelectOption[] = [
  { value: "none", label: "Does not repeat" },
  { value: "days", label: "Every N days" },
  { value: "weeks", label: "Every N weeks" },
  { value: "months", label: "Every N months" },
  { value: "month_weekday", label: "Same weekday of every N months" },
];
/** Radix Select items cannot have an empty value: this one stands for the form's "" (no reminder). */
const NO_REMINDER = "off";
const REMINDER_OPTIONS: SelectOption[] = [
  { value: NO_REMINDER, label: "No reminder" },
  { value: "0", label: "On the due date" },
  { value: "1", label: "1 day before" },
  { value: "2", label: "2 days before" },
  { value: "7", label: "1 week before" },
  { value: "30", label: "30 days before" },
];
const LADDER_OPTION: SelectOption = { value: "ladder", label: "Critical-date ladder" };
const REMINDER_TIMES: SelectOption[] = HALF_HOURS.map((t) => ({ value: t, label: formatTime(t) }));

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
          <OptionSelect
            value={repeat}
            onValueChange={(v) => form.setValue("repeat", v as RepeatOption, { shouldDirty: true })}
            disabled={noDate}
            options={REPEAT_OPTIONS}
          />
        </FormField>
        {repeat !== "none" && !noDate ? (
          <FormField label="Every" error={errors.interval?.message}>
            <Input type="number" min={1} max={730} {...form.register("interval", { valueAsNumber: true })} />
          </FormField>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Reminder" hint={noDate ? "Set a due date to get a reminder" : undefined}>
          <OptionSelect
            value={reminder === "" ? NO_REMINDER : reminder}
            onValueChange={(v) => form.setValue("reminder", v === NO_REMINDER ? "" : v, { shouldDirty: true })}
            disabled={noDate}
            // The ladder is set from a lease's critical dates; it is offered only where it already is.
            options={reminder === "ladder" ? [...REMINDER_OPTIONS, LADDER_OPTION] : REMINDER_OPTIONS}
          />
        </FormField>
        {reminder !== "" && !noDate ? (
          <FormField label="Reminder Time">
            <OptionSelect
              value={form.watch("reminderTime")}
              onValueChange={(v) => form.setValue("reminderTime", v, { shouldDirty: true })}
              options={REMINDER_TIMES}
            />
          </FormField>
        ) : null}
      </div>
    </div>
  );
}
