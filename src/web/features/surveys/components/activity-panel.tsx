import { format } from "date-fns";
import { reasonLabels, type SurveyDto, verdictLabels } from "#shared/contract/surveys.ts";
import { useSurveyActivity } from "#web/features/surveys/api/surveys.ts";

/** The client's feedback and who opened the link, newest first. Comments are plain text (React escapes them). */
export function ActivityPanel({ survey }: { survey: SurveyDto }) {
  const activity = useSurveyActivity(survey.id);
  const feedback = activity.data?.feedback ?? [];
  const views = activity.data?.views ?? [];
  return (
    <section aria-labelledby="feedback-heading" className="grid gap-3 rounded-xl border p-4">
      <h2 id="feedback-heading" className="font-semibold">
        Client feedback
      </h2>
      {survey.reasons.length ? (
        <p className="text-sm">
          What the client said no to: {survey.reasons.map((r) => `${reasonLabels[r.reason]} ×${r.count}`).join(", ")}
        </p>
      ) : null}
      {feedback.length === 0 ? <p className="text-sm text-muted-foreground">No feedback yet.</p> : null}
      <ul className="grid gap-2">
        {feedback.slice(0, 50).map((f) => (
          <li key={f.id} className="rounded-lg bg-muted/40 p-2 text-sm">
            <p>
              <span className="font-medium">{f.rowName}</span>: {verdictLabels[f.verdict]}
              {f.reason ? ` — ${reasonLabels[f.reason]}` : ""}
            </p>
            {f.comment ? <p className="whitespace-pre-wrap break-words">{f.comment}</p> : null}
            <p className="text-xs text-muted-foreground">
              {f.visitorName ?? "Client"} · {format(new Date(f.createdAt), "MMM d, yyyy h:mm a")}
            </p>
          </li>
        ))}
      </ul>
      <h3 className="text-sm font-semibold">Viewed</h3>
      {views.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has opened the link yet.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {views.slice(0, 20).map((v) => (
            <li key={`${v.createdAt}-${v.visitorName ?? ""}`}>
              {v.visitorName ?? "Someone with the link"} · {format(new Date(v.createdAt), "MMM d, yyyy h:mm a")}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
