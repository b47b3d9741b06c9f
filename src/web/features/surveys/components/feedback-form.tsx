import { type FormEvent, useState } from "react";
import {
  COMMENT_MAX,
  type FeedbackReason,
  feedbackReasons,
  type PublicSurveyDto,
  reasonLabels,
  type Verdict,
  verdictLabels,
  verdicts,
} from "#shared/contract/surveys.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { OptionSelect } from "#web/components/ui/select.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useSendFeedback } from "#web/features/surveys/api/public-survey.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/utils.ts";

type Row = PublicSurveyDto["rows"][number];
/** Radix Select items cannot have an empty value: this one stands for "no particular reason". */
const NO_REASON = "none";
const REASON_OPTIONS = [
  { value: NO_REASON, label: "No particular reason" },
  ...feedbackReasons.map((r) => ({ value: r, label: reasonLabels[r] })),
];

/** The client's verdict on one property: favourite / maybe / no, a reason and a comment (plain text). */
export function FeedbackForm({ token, row, visitorName }: { token: string; row: Row; visitorName: string }) {
  const [verdict, setVerdict] = useState<Verdict | null>(row.feedback?.verdict ?? null);
  const [reason, setReason] = useState<FeedbackReason | "">(row.feedback?.reason ?? "");
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const send = useSendFeedback(token);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!verdict) return setError("Choose Favorite, Maybe or No");
    if (comment.length > COMMENT_MAX) return setError("Comments are limited to 2,000 characters");
    setError(undefined);
    try {
      await send.mutateAsync({
        rowId: row.id,
        verdict,
        reason: reason || null,
        comment: comment.trim() || null,
        visitorName: visitorName.trim() || null,
      });
      setSent(true);
      setComment("");
    } catch (err) {
      setError(isApiError(err) ? err.message : "Could not send your feedback. Please try again.");
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-3 border-t pt-3" aria-label={`Feedback on ${row.name}`}>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Your verdict</legend>
        <div className="flex flex-wrap gap-2">
          {verdicts.map((v) => (
            <Button
              key={v}
              type="button"
              size="sm"
              variant={verdict === v ? "default" : "outline"}
              aria-pressed={verdict === v}
              onClick={() => setVerdict(v)}
              className={cn(verdict === v && v === "no" && "bg-destructive hover:bg-destructive-hover")}
            >
              {verdictLabels[v]}
            </Button>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Reason">
          <OptionSelect
            value={reason || NO_REASON}
            onValueChange={(v) => setReason(v === NO_REASON ? "" : (v as FeedbackReason))}
            options={REASON_OPTIONS}
          />
        </FormField>
        <FormField label="Comment" error={error}>
          <Textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={2} />
        </FormField>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" disabled={send.isPending}>
          Send feedback
        </Button>
        {sent ? (
          <p role="status" className="text-sm text-emerald-700">
            Thank you — your broker sees your feedback.
          </p>
        ) : null}
      </div>
    </form>
  );
}
