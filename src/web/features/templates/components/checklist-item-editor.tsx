import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { describeOffset, type OffsetAnchor, type OffsetUnit } from "#shared/rules/checklist-due.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { cn } from "#web/lib/utils.ts";

export type DraftOffset = { offsetDays: string; offsetUnit: OffsetUnit; anchor: OffsetAnchor };
export type DraftSubtask = DraftOffset & { key: string; title: string; description: string | null };
export type DraftItem = DraftSubtask & { subtasks: DraftSubtask[] };

export const draftOffsetDays = (s: string) => (s.trim() === "" ? null : Number(s));

function OffsetFields({
  value,
  onChange,
  label,
  keyDateLabel,
  error,
}: {
  value: DraftOffset;
  onChange: (patch: Partial<DraftOffset>) => void;
  label: string;
  keyDateLabel: string;
  error?: string;
}) {
  const days = draftOffsetDays(value.offsetDays);
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          type="number"
          step={1}
          className="w-24"
          aria-label={`${label} due offset (days)`}
          aria-invalid={!!error}
          placeholder="No due"
          value={value.offsetDays}
          onChange={(e) => onChange({ offsetDays: e.target.value })}
        />
        <Select value={value.offsetUnit} onValueChange={(v) => onChange({ offsetUnit: v as OffsetUnit })}>
          <SelectTrigger className="h-9 w-40" aria-label={`${label} day type`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="calendar">calendar days</SelectItem>
            <SelectItem value="business">business days</SelectItem>
          </SelectContent>
        </Select>
        <Select value={value.anchor} onValueChange={(v) => onChange({ anchor: v as OffsetAnchor })}>
          <SelectTrigger className="h-9 w-52" aria-label={`${label} counted from`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="applied">after the applied date</SelectItem>
            <SelectItem value="key_date">before {keyDateLabel || "the key date"}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <p className={cn("text-xs", error ? "text-destructive" : "text-muted-foreground")}>
        {error ??
          (Number.isFinite(days) || days === null
            ? describeOffset({ offsetDays: days, offsetUnit: value.offsetUnit, anchor: value.anchor }, keyDateLabel)
            : "Enter a whole number of days")}
      </p>
    </div>
  );
}

/** One checklist item: title, due offset, order controls and its subtasks. */
export function ChecklistItemEditor({
  item,
  index,
  count,
  keyDateLabel,
  errors,
  onChange,
  onMove,
  onRemove,
  newKey,
}: {
  item: DraftItem;
  index: number;
  count: number;
  keyDateLabel: string;
  errors: Record<string, string>;
  onChange: (item: DraftItem) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  newKey: () => string;
}) {
  const label = `Item ${index + 1}`;
  const err = (field: string) => errors[`items.${index}.${field}`];
  const setSub = (i: number, patch: Partial<DraftSubtask>) =>
    onChange({ ...item, subtasks: item.subtasks.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  return (
    <li className="grid gap-3 rounded-xl border bg-background p-3 shadow-xs">
      <div className="flex items-start gap-2">
        <span className="mt-2 w-6 shrink-0 text-right text-sm text-muted-foreground">{index + 1}.</span>
        <div className="grid min-w-0 flex-1 gap-2">
          <Input
            aria-label={`${label} title`}
            aria-invalid={!!err("title")}
            value={item.title}
            maxLength={500}
            placeholder="What needs doing"
            onChange={(e) => onChange({ ...item, title: e.target.value })}
          />
          {err("title") ? <p className="text-xs text-destructive">{err("title")}</p> : null}
          <OffsetFields
            value={item}
            label={label}
            keyDateLabel={keyDateLabel}
            error={err("offsetDays")}
            onChange={(patch) => onChange({ ...item, ...patch })}
          />
        </div>
        <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Move ${label} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUpIcon aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Move ${label} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDownIcon aria-hidden />
          </Button>
          <Button variant="ghost" size="icon-sm" aria-label={`Remove ${label}`} onClick={onRemove}>
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      </div>
      {item.subtasks.length ? (
        <ul className="grid gap-3 border-l-2 pl-4 sm:ml-8">
          {item.subtasks.map((sub, i) => {
            const subLabel = `${label} subtask ${i + 1}`;
            return (
              <li key={sub.key} className="grid gap-2">
                <div className="flex items-center gap-2">
                  <Input
                    aria-label={`${subLabel} title`}
                    value={sub.title}
                    maxLength={500}
                    placeholder="Subtask"
                    onChange={(e) => setSub(i, { title: e.target.value })}
                  />
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remove ${subLabel}`}
                    onClick={() => onChange({ ...item, subtasks: item.subtasks.filter((_, j) => j !== i) })}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                </div>
                {errors[`items.${index}.subtasks.${i}.title`] ? (
                  <p className="text-xs text-destructive">{errors[`items.${index}.subtasks.${i}.title`]}</p>
                ) : null}
                <OffsetFields
                  value={sub}
                  label={subLabel}
                  keyDateLabel={keyDateLabel}
                  error={errors[`items.${index}.subtasks.${i}.offsetDays`]}
                  onChange={(patch) => setSub(i, patch)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="sm:ml-8">
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            onChange({
              ...item,
              subtasks: [
                ...item.subtasks,
                {
                  key: newKey(),
                  title: "",
                  description: null,
                  offsetDays: item.offsetDays,
                  offsetUnit: item.offsetUnit,
                  anchor: item.anchor,
                },
              ],
            })
          }
        >
          <PlusIcon aria-hidden /> Add Subtask
        </Button>
      </div>
    </li>
  );
}
