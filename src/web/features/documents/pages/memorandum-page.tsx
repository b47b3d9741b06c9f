import { AlertTriangleIcon, CheckCircle2Icon, ListChecksIcon, RefreshCwIcon, TableIcon } from "lucide-react";
import { useParams } from "react-router";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useMemorandum } from "#web/features/documents/api/get-offering-memorandum.ts";
import { DocumentPageState } from "#web/features/documents/components/document-page-parts.tsx";
import {
  DocumentViewLayout,
  PropertyFromDocumentButton,
  useDocumentView,
} from "#web/features/documents/components/document-view.tsx";
import { DocumentChatPanel } from "#web/features/documents/components/document-chat-panel.tsx";
import { MemorandumSummary } from "#web/features/documents/components/memorandum-summary.tsx";
import { ConsistencyChecks, RentRoll } from "#web/features/documents/components/memorandum-tables.tsx";
import { useDocumentActions } from "#web/features/documents/hooks/use-document-actions.ts";
import { useInvitation } from "#web/features/documents/hooks/use-invitation.ts";
import type { ProcessingState } from "#web/features/documents/hooks/use-processing-watch.ts";
import { memoState } from "#web/features/documents/lib/processing-state.ts";
import { useCreatePropertyFromMemorandum } from "#web/features/properties/api/from-documents.ts";

/** /offering-memorandum/{id}: the PDF beside the memorandum's figures, rent roll and consistency checks. */
export function MemorandumPage() {
  const { id = "" } = useParams();
  const { settled } = useInvitation();
  const memo = useMemorandum(id, settled);
  const data = memo.data;
  const state = memoState(data);
  const view = useDocumentView("summary");
  const actions = useDocumentActions("offering_memorandum", id);
  const toProperty = useCreatePropertyFromMemorandum();

  if (!settled || memo.isPending || memo.isError || !data)
    return <DocumentPageState loading={!settled || memo.isPending} error={memo.error} noun="Offering memorandum" />;

  const om = data.extractedData;
  const canEdit = data.accessLevel === "owner" || data.accessLevel === "editor";
  const failed = om?.consistency.checks.filter((c) => !c.ok).length ?? 0;

  return (
    <DocumentViewLayout
      type="offering_memorandum"
      id={id}
      doc={data}
      state={state}
      view={view}
      refetch={() => void memo.refetch()}
      completeDescription="The memorandum's figures are ready."
      badgesBefore={
        <Badge variant="secondary" className="bg-indigo-50 text-indigo-700">
          Offering Memorandum
        </Badge>
      }
      actions={
        <>
          {state === "completed" ? (
            <PropertyFromDocumentButton
              label="Create property"
              pending={toProperty.isPending}
              create={() => toProperty.mutateAsync(id)}
            />
          ) : null}
          {canEdit && state !== "processing" ? (
            <Button variant="outline" size="sm" onClick={() => void actions.rerun()} disabled={actions.rerunning}>
              <RefreshCwIcon aria-hidden /> <span className="max-sm:sr-only">Re-run analysis</span>
            </Button>
          ) : null}
        </>
      }
      tabs={[
        {
          value: "summary",
          label: (
            <>
              <ListChecksIcon aria-hidden /> Summary
            </>
          ),
          content: om ? <MemorandumSummary om={om} onLocate={view.locate} /> : <Pending state={state} />,
        },
        {
          value: "rent-roll",
          label: (
            <>
              <TableIcon aria-hidden /> Rent roll
            </>
          ),
          content: om ? <RentRoll om={om} onLocate={view.locate} /> : <Pending state={state} />,
        },
        {
          value: "checks",
          label: (
            <>
              {failed ? <AlertTriangleIcon aria-hidden className="text-amber-600" /> : <CheckCircle2Icon aria-hidden />}{" "}
              Checks
            </>
          ),
          content: om ? <ConsistencyChecks om={om} /> : <Pending state={state} />,
        },
      ]}
      chat={<DocumentChatPanel kind="memorandum" id={id} ready={state === "completed"} onLocate={view.locate} />}
      onRerun={() => void actions.rerun()}
      rerunning={actions.rerunning}
      onDownload={() => void actions.download()}
    />
  );
}

function Pending({ state }: { state: ProcessingState | undefined }) {
  return (
    <p className="text-sm text-muted-foreground">
      {state === "error"
        ? "No figures: the analysis did not finish."
        : "The figures appear here when the analysis finishes."}
    </p>
  );
}
