import { FileWarningIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { verdictLabels } from "#shared/contract/surveys.ts";
import { fmtDate, fmtNum, fmtUsd } from "#shared/rules/survey-format.ts";
import { mustHaveLabel } from "#shared/rules/survey-requirement.ts";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { recordView, usePublicSurvey } from "#web/features/surveys/api/public-survey.ts";
import { FeedbackForm } from "#web/features/surveys/components/feedback-form.tsx";
import { RowFigures } from "#web/features/surveys/components/row-figures.tsx";
import { isApiError } from "#web/lib/api-client.ts";

const NAME_KEY = "leasedesk.survey-visitor-name";
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

function LinkProblem({ title, text }: { title: string; text: string }) {
  return (
    <main className="mx-auto grid min-h-dvh max-w-md place-content-center gap-3 p-6 text-center">
      <FileWarningIcon aria-hidden className="mx-auto size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{text}</p>
    </main>
  );
}

/** /surveys/public/{token}: the client's tour book, no account needed (§2.1), phone first. */
export function PublicSurveyPage() {
  const { id: token = "" } = useParams();
  const valid = TOKEN.test(token);
  const survey = usePublicSurvey(token, valid);
  const [visitorName, setVisitorName] = useState(() => localStorage.getItem(NAME_KEY) ?? "");
  const recorded = useRef(false);

  useEffect(() => {
    if (!valid || !survey.data || recorded.current) return;
    recorded.current = true;
    void recordView(token, localStorage.getItem(NAME_KEY)).catch(() => {});
  }, [valid, survey.data, token]);

  if (!valid) return <LinkProblem title="This survey link is not valid" text="Check the link your broker sent you." />;
  if (survey.isPending) {
    return (
      <main className="mx-auto grid max-w-3xl gap-4 p-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-48" />
      </main>
    );
  }
  if (!survey.data) {
    const expired = isApiError(survey.error) && survey.error.code === "LINK_EXPIRED";
    return expired ? (
      <LinkProblem title="This survey link has expired" text="Ask your broker for a new link." />
    ) : (
      <LinkProblem
        title="This survey link is not valid"
        text="It may have been revoked. Ask your broker for a new link."
      />
    );
  }
  const s = survey.data;
  const r = s.requirement;
  return (
    <main className="mx-auto grid max-w-3xl gap-5 p-4 sm:p-6">
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">Tour book{s.clientName ? ` for ${s.clientName}` : ""}</p>
        <h1 className="text-2xl font-semibold">{s.name}</h1>
        <p className="text-sm text-muted-foreground">
          Prepared by {s.preparedBy}
          {s.expiresAt ? ` · link valid until ${fmtDate(s.expiresAt)}` : ""}
        </p>
        <p className="text-sm">
          Looking for {r.minRsf !== null || r.maxRsf !== null ? `${fmtNum(r.minRsf)}–${fmtNum(r.maxRsf)} RSF` : "space"}
          {r.budgetPerRsf !== null ? `, budget ${fmtUsd(r.budgetPerRsf)}/RSF/yr gross` : ""}
          {r.targetDate ? `, by ${fmtDate(r.targetDate)}` : ""}
          {r.mustHaves.length ? `; must have ${r.mustHaves.map(mustHaveLabel).join(", ")}` : ""}
        </p>
      </header>
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor="visitor-name">Your name (optional)</Label>
        <Input
          id="visitor-name"
          value={visitorName}
          maxLength={100}
          onChange={(e) => {
            setVisitorName(e.target.value);
            localStorage.setItem(NAME_KEY, e.target.value);
          }}
        />
      </div>
      {s.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No properties in this tour book yet.</p>
      ) : null}
      <ol className="grid gap-4">
        {s.rows.map((row, i) => (
          <li key={row.id} className="grid gap-3 rounded-xl border p-4">
            {row.photoUrl ? (
              <img src={row.photoUrl} alt={row.name} className="h-48 w-full rounded-lg object-cover" />
            ) : null}
            <div>
              <h2 className="text-lg font-semibold">
                {i + 1}. {row.name}
                {row.suite ? `, Suite ${row.suite}` : ""}
              </h2>
              <p className="text-sm text-muted-foreground">{row.address ?? ""}</p>
              {row.tourAt ? <p className="text-sm">Tour: {new Date(row.tourAt).toLocaleString()}</p> : null}
            </div>
            <RowFigures row={row} />
            {row.notes ? <p className="text-sm whitespace-pre-wrap break-words">{row.notes}</p> : null}
            {row.floorplanUrl ? (
              <a href={row.floorplanUrl} className="text-sm text-primary underline" target="_blank" rel="noreferrer">
                Floor plan
              </a>
            ) : null}
            {row.feedback ? (
              <p className="text-sm">
                Latest feedback: <strong>{verdictLabels[row.feedback.verdict]}</strong>
              </p>
            ) : null}
            <FeedbackForm token={token} row={row} visitorName={visitorName} />
          </li>
        ))}
      </ol>
    </main>
  );
}
