import { formatDistanceToNowStrict } from "date-fns";
import { CheckIcon, FileSearchIcon, PencilIcon, RotateCcwIcon, XIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { LeaseFieldView } from "#shared/contract/documents-leases.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { WithTooltip } from "#web/components/ui/tooltip.tsx";
import { formatFieldValue, type ValueKind } from "#web/features/documents/lib/format.ts";
import { cn } from "#web/lib/utils.ts";

const LOW_CONFIDENCE = 0.6;

/**
 * One abstract field: the value in force (the broker's correction, else the AI value) with its source
 * page. Clicking the value opens its page and highlights the snippet; the pencil corrects it.
 */
export function LeaseFieldRow({
  label,
  kind,
  view,
  canEdit,
  saving,
  onLocate,
  onSave,
  onReset,
}: {
  label: string;
  kind: ValueKind;
  view: LeaseFieldView;
  canEdit: boolean;
  saving: boolean;
  onLocate: (page: number, snippet: string, focus?: string) => void;
  onSave: (value: string | null) => Promise<unknown>;
  onReset: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const { ai, correction } = view;
  const aiText = ai ? formatFieldValue(kind, ai.value, ai.normalized) : null;

  const startEdit = () => {
    setDraft(correction ? (correction.value ?? "") : (ai?.value ?? ""));
    setEditing(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onSave(draft.trim() ? draft.trim() : null);
    setEditing(false);
  };

  return (
    <div
      data-field={view.key}
      className="group grid gap-1 border-b border-slate-100 py-2.5 last:border-b-0 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3"
    >
      <dt className="pt-0.5 text-xs font-medium text-muted-foreground sm:text-[13px]">{label}</dt>
      <dd className="min-w-0">
        {editing ? (
          <form onSubmit={submit} className="grid gap-2">
            <Textarea
              autoFocus
              aria-label={`Correct ${label}`}
              rows={Math.min(6, Math.max(1, Math.ceil(draft.length / 48)))}
              className="min-h-9 text-sm"
              value={draft}
              placeholder="Leave empty if the lease does not say"
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Escape") setEditing(false);
                if (e.key === "Enter" && !e.shiftKey) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
            />
            <div className="flex flex-wrap items-center gap-1.5">
              <Button type="submit" size="sm" disabled={saving}>
                <CheckIcon aria-hidden /> {saving ? "Saving..." : "Save correction"}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              {correction ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto"
                  disabled={saving}
                  onClick={async () => {
                    await onReset();
                    setEditing(false);
                  }}
                >
                  <RotateCcwIcon aria-hidden /> Use AI value
                </Button>
              ) : null}
            </div>
          </form>
        ) : (
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <FieldValue
                label={label}
                text={correction ? (correction.value ?? null) : aiText}
                corrected={!!correction}
                page={ai?.page}
                onLocate={ai ? () => onLocate(ai.page, ai.snippet, ai.value) : undefined}
              />
              {correction ? (
                <p className="mt-1 text-xs text-muted-foreground">
                  <Badge variant="success" className="mr-1.5 px-1.5 py-0 text-[10px]">
                    Corrected
                  </Badge>
                  by {correction.correctedBy.name || correction.correctedBy.email}{" "}
                  {formatDistanceToNowStrict(new Date(correction.correctedAt), { addSuffix: true })}
                  {aiText !== null ? (
                    <>
                      {" · AI: "}
                      <span className="line-through decoration-slate-400">{aiText}</span>
                    </>
                  ) : (
                    " · AI: not found"
                  )}
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 items-center gap-0.5">
              {ai && ai.confidence < LOW_CONFIDENCE && !correction ? (
                <WithTooltip
                  content={`Low confidence (${Math.round(ai.confidence * 100)}%): check the source`}
                  side="left"
                >
                  <span className="mt-1.5 size-2 rounded-full bg-amber-400" aria-label="Low confidence" role="img" />
                </WithTooltip>
              ) : null}
              {canEdit ? (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Correct ${label}`}
                  className="size-7 opacity-60 group-hover:opacity-100 focus-visible:opacity-100"
                  onClick={startEdit}
                >
                  <PencilIcon aria-hidden className="!size-3.5" />
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </dd>
    </div>
  );
}

function FieldValue({
  label,
  text,
  corrected,
  page,
  onLocate,
}: {
  label: string;
  text: string | null;
  corrected: boolean;
  page?: number;
  onLocate?: () => void;
}) {
  if (text === null)
    return (
      <span className="flex items-center gap-1.5 text-sm text-muted-foreground italic">
        <XIcon aria-hidden className="size-3.5" /> {corrected ? "Not in lease" : "Not found"}
      </span>
    );
  const body = <span className="text-sm whitespace-pre-line text-slate-900">{text}</span>;
  if (!onLocate) return body;
  return (
    <button
      type="button"
      onClick={onLocate}
      aria-label={`${label}: ${text}. Show source on page ${page}`}
      className={cn(
        "touch-hit -mx-1.5 -my-0.5 flex w-[calc(100%+0.75rem)] items-start justify-between gap-2 rounded-md px-1.5 py-0.5 text-left outline-none hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring",
      )}
    >
      {body}
      <span className="mt-0.5 inline-flex shrink-0 items-center gap-0.5 rounded border border-slate-200 bg-white px-1 text-[10px] font-medium text-slate-500 tabular-nums">
        <FileSearchIcon aria-hidden className="size-3" /> p.{page}
      </span>
    </button>
  );
}
