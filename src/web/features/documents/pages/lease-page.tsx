import {
  CalendarClockIcon,
  ListChecksIcon,
  MoreHorizontalIcon,
  PrinterIcon,
  RefreshCwIcon,
  Share2Icon,
} from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { ExtractionDetail } from "#shared/contract/documents.ts";
import { paths } from "#web/app/paths.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import { useLease } from "#web/features/documents/api/get-lease.ts";
import { CriticalDatesPanel } from "#web/features/documents/components/critical-dates-panel.tsx";
import { DocumentPageState } from "#web/features/documents/components/document-page-parts.tsx";
import { isProcessing } from "#web/features/documents/components/document-status.tsx";
import {
  DocumentViewLayout,
  PropertyFromDocumentButton,
  useDocumentView,
} from "#web/features/documents/components/document-view.tsx";
import { ExtractionStyleSelect } from "#web/features/documents/components/extraction-style-select.tsx";
import { LeaseAbstractPanel } from "#web/features/documents/components/lease-abstract-panel.tsx";
import { DocumentChatPanel } from "#web/features/documents/components/document-chat-panel.tsx";
import { useDocumentActions } from "#web/features/documents/hooks/use-document-actions.ts";
import { useInvitation } from "#web/features/documents/hooks/use-invitation.ts";
import { leaseState } from "#web/features/documents/lib/processing-state.ts";
import { useLinkLeasePremises } from "#web/features/properties/api/from-documents.ts";

/** /lease/{id}: the PDF beside its abstract, critical dates, chat and sharing. */
export function LeasePage() {
  const { id = "" } = useParams();
  const { settled } = useInvitation();
  const lease = useLease(id, settled);
  const data = lease.data;
  const state = leaseState(data);
  const view = useDocumentView("abstract");
  const actions = useDocumentActions("lease", id);
  const premises = useLinkLeasePremises();
  const [rerunOpen, setRerunOpen] = useState(false);

  if (!settled || lease.isPending || lease.isError || !data)
    return <DocumentPageState loading={!settled || lease.isPending} error={lease.error} noun="Lease" />;

  const canEdit = data.accessLevel === "owner" || data.accessLevel === "editor";
  const isOwner = data.accessLevel === "owner";
  const ready = state === "completed";

  return (
    <>
      <DocumentViewLayout
        type="lease"
        id={id}
        doc={data}
        state={state}
        view={view}
        refetch={() => void lease.refetch()}
        completeDescription="Your lease abstract is ready."
        badgesAfter={isOwner ? null : <Badge variant="secondary">Shared with you · {data.accessLevel}</Badge>}
        actionsBefore={
          <Button variant="outline" size="sm" asChild>
            <Link to={paths.leaseAbstract(id)}>
              <PrinterIcon aria-hidden /> <span className="max-sm:sr-only">Abstract</span>
            </Link>
          </Button>
        }
        actions={
          <>
            {ready ? (
              <PropertyFromDocumentButton
                label="Property"
                pending={premises.isPending}
                create={() => premises.mutateAsync({ leaseId: id })}
              />
            ) : null}
            {canEdit ? (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="icon-sm" aria-label="More actions">
                    <MoreHorizontalIcon aria-hidden />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem disabled={isProcessing(data.status)} onSelect={() => setRerunOpen(true)}>
                    <RefreshCwIcon aria-hidden /> Re-run analysis
                  </DropdownMenuItem>
                  {isOwner ? (
                    <DropdownMenuItem onSelect={() => view.setTab("sharing")}>
                      <Share2Icon aria-hidden /> Share
                    </DropdownMenuItem>
                  ) : null}
                </DropdownMenuContent>
              </DropdownMenu>
            ) : null}
          </>
        }
        tabs={[
          {
            value: "abstract",
            label: (
              <>
                <ListChecksIcon aria-hidden /> Abstract
              </>
            ),
            content:
              ready || data.fields.length ? (
                <LeaseAbstractPanel lease={data} canEdit={canEdit} onLocate={view.locate} />
              ) : state === "error" ? (
                <p className="text-sm text-muted-foreground">
                  No abstract: the analysis did not finish. Re-run it from the banner above.
                </p>
              ) : (
                <AbstractPlaceholder />
              ),
          },
          {
            value: "dates",
            label: (
              <>
                <CalendarClockIcon aria-hidden /> Dates
              </>
            ),
            content: <CriticalDatesPanel leaseId={id} dates={data.criticalDates} onLocate={view.locate} />,
          },
        ]}
        chat={<DocumentChatPanel kind="lease" id={id} ready={ready} onLocate={view.locate} />}
        onRerun={() => setRerunOpen(true)}
        rerunning={actions.rerunning}
        onDownload={() => void actions.download()}
      />
      <RerunDialog
        open={rerunOpen}
        onOpenChange={setRerunOpen}
        current={data.extractionDetail}
        onConfirm={(detail) => {
          setRerunOpen(false);
          void actions.rerun(detail);
        }}
      />
    </>
  );
}

function AbstractPlaceholder() {
  return (
    <div className="grid gap-3" aria-hidden>
      {["w-2/3", "w-1/2", "w-3/4", "w-1/3", "w-2/3", "w-1/2"].map((w, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <div key={i} className="grid grid-cols-[10rem_1fr] gap-3">
          <div className="h-3.5 w-24 animate-pulse rounded bg-slate-100" />
          <div className={`h-3.5 ${w} animate-pulse rounded bg-slate-100`} />
        </div>
      ))}
    </div>
  );
}

function RerunDialog({
  open,
  onOpenChange,
  current,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: ExtractionDetail;
  onConfirm: (detail: ExtractionDetail) => void;
}) {
  const [detail, setDetail] = useState<ExtractionDetail>(current);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Re-run analysis?</DialogTitle>
          <DialogDescription>
            The abstract is rebuilt from the PDF. Your corrections are kept and still shown beside the AI values.
          </DialogDescription>
        </DialogHeader>
        <ExtractionStyleSelect id="rerun-extraction-style" value={detail} onChange={setDetail} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => onConfirm(detail)}>
            <RefreshCwIcon aria-hidden /> Re-run analysis
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
