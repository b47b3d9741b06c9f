import { ArrowDownIcon, ArrowUpIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import {
  reasonLabels,
  type SurveyDto,
  type SurveyRowDto,
  tourStatusLabels,
  verdictLabels,
} from "#shared/contract/surveys.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#web/components/ui/alert-dialog.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useDeleteRow, useReorderRows } from "#web/features/surveys/api/rows.ts";
import { RowFigures } from "#web/features/surveys/components/row-figures.tsx";
import { RowPropertyActions } from "#web/features/surveys/components/row-property-actions.tsx";
import { toast } from "#web/lib/toast.ts";

const verdictVariant = { favorite: "success", maybe: "warning", no: "destructive" } as const;

/** The survey's properties in tour order: move up/down, edit, remove (confirmed). */
export function SurveyRows({ survey, onEdit }: { survey: SurveyDto; onEdit: (row: SurveyRowDto) => void }) {
  const reorder = useReorderRows(survey.id);
  const remove = useDeleteRow(survey.id);
  const [removing, setRemoving] = useState<SurveyRowDto | null>(null);
  const ids = survey.rows.map((r) => r.id);
  const move = (i: number, by: number) => {
    const next = [...ids];
    const [id] = next.splice(i, 1);
    next.splice(i + by, 0, id as string);
    reorder.mutate(next);
  };

  return (
    <>
      <ol className="grid gap-3">
        {survey.rows.map((row, i) => (
          <li key={row.id} className="grid gap-3 rounded-xl border p-4 sm:grid-cols-[auto_1fr]">
            {row.photoUrl ? (
              <img src={row.photoUrl} alt={row.name} className="h-28 w-full rounded-lg object-cover sm:w-40" />
            ) : null}
            <div className="grid gap-2">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h3 className="font-semibold">
                    {i + 1}. {row.name}
                    {row.suite ? `, Suite ${row.suite}` : ""}
                  </h3>
                  <p className="text-sm text-muted-foreground">{row.address ?? "No address"}</p>
                </div>
                <div className="flex flex-wrap items-center gap-1">
                  <Badge variant="secondary">{tourStatusLabels[row.tourStatus]}</Badge>
                  {row.feedback ? (
                    <Badge variant={verdictVariant[row.feedback.verdict]}>
                      Client: {verdictLabels[row.feedback.verdict]}
                      {row.feedback.reason ? ` — ${reasonLabels[row.feedback.reason]}` : ""}
                    </Badge>
                  ) : null}
                </div>
              </div>
              <RowFigures row={row} />
              <RowPropertyActions surveyId={survey.id} row={row} />
              {row.feedback?.comment ? (
                <blockquote className="border-l-2 pl-3 text-sm whitespace-pre-wrap break-words">
                  {row.feedback.comment}
                </blockquote>
              ) : null}
              <div className="flex flex-wrap gap-1">
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={`Move ${row.name} up`}
                  disabled={i === 0 || reorder.isPending}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUpIcon aria-hidden />
                </Button>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={`Move ${row.name} down`}
                  disabled={i === survey.rows.length - 1 || reorder.isPending}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDownIcon aria-hidden />
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onEdit(row)} aria-label={`Edit ${row.name}`}>
                  <PencilIcon aria-hidden /> Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRemoving(row)} aria-label={`Remove ${row.name}`}>
                  <Trash2Icon aria-hidden /> Remove
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <AlertDialog open={!!removing} onOpenChange={(o) => !o && setRemoving(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove {removing?.name} from the survey?</AlertDialogTitle>
            <AlertDialogDescription>Its quote and the client's feedback on it are removed too.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={async () => {
                if (!removing) return;
                await remove.mutateAsync(removing.id);
                toast({ title: "Property removed" });
                setRemoving(null);
              }}
            >
              Remove
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
