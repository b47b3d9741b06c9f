import {
  Building2Icon,
  CalendarClockIcon,
  DownloadIcon,
  FileTextIcon,
  ListChecksIcon,
  MessageSquareTextIcon,
  MoreHorizontalIcon,
  PrinterIcon,
  RefreshCwIcon,
  Share2Icon,
} from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
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
import { Label } from "#web/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { fetchDownloadUrl, useDocumentFileUrl } from "#web/features/documents/api/get-document-file-url.ts";
import { useLease } from "#web/features/documents/api/get-lease.ts";
import { useReanalyzeDocument } from "#web/features/documents/api/reanalyze-document.ts";
import { CriticalDatesPanel } from "#web/features/documents/components/critical-dates-panel.tsx";
import {
  DocumentPageHeader,
  DocumentPageState,
  ErrorBanner,
  ProcessingBanner,
} from "#web/features/documents/components/document-page-parts.tsx";
import { DocumentStatusBadge, isProcessing } from "#web/features/documents/components/document-status.tsx";
import { LeaseAbstractPanel } from "#web/features/documents/components/lease-abstract-panel.tsx";
import { LeaseChatPanel } from "#web/features/documents/components/lease-chat-panel.tsx";
import { type PdfTarget, PdfViewer } from "#web/features/documents/components/pdf-viewer.tsx";
import { SharingPanel } from "#web/features/documents/components/sharing-panel.tsx";
import { useInvitation } from "#web/features/documents/hooks/use-invitation.ts";
import { useProcessingWatch } from "#web/features/documents/hooks/use-processing-watch.ts";
import { leaseState } from "#web/features/documents/lib/processing-state.ts";
import { useLinkLeasePremises } from "#web/features/properties/api/from-documents.ts";
import { toast } from "#web/lib/toast.ts";
import { useIsMobile } from "#web/lib/use-media-query.ts";

type Tab = "document" | "abstract" | "dates" | "chat" | "sharing";

/** /lease/{id}: the PDF beside its abstract, critical dates, chat and sharing. */
export function LeasePage() {
  const { id = "" } = useParams();
  const { settled } = useInvitation();
  const lease = useLease(id, settled);
  const data = lease.data;
  const state = leaseState(data);
  const isMobile = useIsMobile();
  const fileUrl = useDocumentFileUrl("lease", id, settled && !!data);
  const reanalyze = useReanalyzeDocument();
  const premises = useLinkLeasePremises();
  const navigate = useNavigate();
  const [target, setTarget] = useState<PdfTarget | null>(null);
  const [tab, setTab] = useState<Tab>("abstract");
  const [rerunOpen, setRerunOpen] = useState(false);

  const watch = useProcessingWatch({
    id,
    state,
    refetch: () => void lease.refetch(),
    completeDescription: "Your lease abstract is ready.",
  });

  if (!settled || lease.isPending || lease.isError || !data)
    return <DocumentPageState loading={!settled || lease.isPending} error={lease.error} noun="Lease" />;

  const canEdit = data.accessLevel === "owner" || data.accessLevel === "editor";
  const isOwner = data.accessLevel === "owner";
  const ready = state === "completed";

  const locate = (page: number, snippet?: string, focus?: string) => {
    setTarget({ page, snippet, focus, key: Date.now() });
    if (isMobile) setTab("document");
  };

  const download = async () => {
    try {
      const { url } = await fetchDownloadUrl("lease", id);
      window.location.assign(url);
    } catch {
      toast({ title: "Download failed", description: "Please try again.", variant: "destructive" });
    }
  };

  const rerun = async (extractionDetail: ExtractionDetail) => {
    setRerunOpen(false);
    try {
      await reanalyze.mutateAsync({ type: "lease", id, extractionDetail });
      toast({ title: "Analysis restarted", description: "Processing typically takes 1–2 minutes." });
    } catch {
      toast({
        title: "Processing Error",
        description: "There was an issue starting the document analysis. Please try again later.",
        variant: "destructive",
      });
    }
  };

  const pdf = fileUrl.data ? (
    <PdfViewer url={fileUrl.data.url} target={target} className="h-full" />
  ) : (
    <div className="flex h-full items-center justify-center bg-slate-100 text-sm text-muted-foreground">
      {fileUrl.isError ? "The document could not be loaded." : "Loading document…"}
    </div>
  );

  const tabs = (
    <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="flex h-full min-h-0 flex-col">
      <div className="border-b px-3 py-2 md:px-4">
        <TabsList className="flex w-full justify-start">
          {isMobile ? (
            <TabsTrigger value="document">
              <FileTextIcon aria-hidden /> PDF
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="abstract">
            <ListChecksIcon aria-hidden /> Abstract
          </TabsTrigger>
          <TabsTrigger value="dates">
            <CalendarClockIcon aria-hidden /> Dates
          </TabsTrigger>
          <TabsTrigger value="chat">
            <MessageSquareTextIcon aria-hidden /> Chat
          </TabsTrigger>
          {isOwner ? (
            <TabsTrigger value="sharing">
              <Share2Icon aria-hidden /> <span className="max-sm:sr-only">Sharing</span>
            </TabsTrigger>
          ) : null}
        </TabsList>
      </div>
      {isMobile ? (
        <TabsContent value="document" className="h-[calc(100dvh-11rem)] min-h-96">
          {pdf}
        </TabsContent>
      ) : null}
      <TabsContent
        value="abstract"
        className="min-h-0 min-w-0 flex-1 overflow-x-hidden overflow-y-auto px-4 py-4 md:px-5"
      >
        {ready || data.fields.length ? (
          <LeaseAbstractPanel lease={data} canEdit={canEdit} onLocate={locate} />
        ) : state === "error" ? (
          <p className="text-sm text-muted-foreground">
            No abstract: the analysis did not finish. Re-run it from the banner above.
          </p>
        ) : (
          <AbstractPlaceholder />
        )}
      </TabsContent>
      <TabsContent value="dates" className="min-h-0 min-w-0 flex-1 overflow-x-hidden overflow-y-auto px-4 py-4 md:px-5">
        <CriticalDatesPanel leaseId={id} dates={data.criticalDates} onLocate={locate} />
      </TabsContent>
      <TabsContent
        value="chat"
        className="flex min-h-0 min-w-0 flex-1 flex-col px-4 py-3 md:px-5 max-md:h-[calc(100dvh-12rem)]"
      >
        <LeaseChatPanel leaseId={id} ready={ready} onLocate={locate} />
      </TabsContent>
      {isOwner ? (
        <TabsContent
          value="sharing"
          className="min-h-0 min-w-0 flex-1 overflow-x-hidden overflow-y-auto px-4 py-4 md:px-5"
        >
          <SharingPanel type="lease" documentId={id} />
        </TabsContent>
      ) : null}
    </Tabs>
  );

  return (
    <div className="flex flex-col md:h-dvh">
      <DocumentPageHeader
        title={data.title}
        badges={
          <>
            <DocumentStatusBadge
              status={data.status}
              startedAt={data.processingStartedAt ?? data.createdAt}
              errorReason={data.errorReason}
              compact
            />
            {isOwner ? null : <Badge variant="secondary">Shared with you · {data.accessLevel}</Badge>}
          </>
        }
        actions={
          <>
            <Button variant="outline" size="sm" asChild>
              <Link to={paths.leaseAbstract(id)}>
                <PrinterIcon aria-hidden /> <span className="max-sm:sr-only">Abstract</span>
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={() => void download()}>
              <DownloadIcon aria-hidden /> <span className="max-sm:sr-only">Download</span>
            </Button>
            {state === "completed" ? (
              <Button
                variant="outline"
                size="sm"
                disabled={premises.isPending}
                onClick={() =>
                  premises.mutate(
                    { leaseId: id },
                    {
                      onSuccess: (r) => {
                        if (r.created) toast({ title: "Property created successfully" });
                        navigate(paths.properties(r.property.id));
                      },
                      onError: () => toast({ title: "Failed to create property", variant: "destructive" }),
                    },
                  )
                }
              >
                <Building2Icon aria-hidden /> <span className="max-sm:sr-only">Property</span>
              </Button>
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
                    <DropdownMenuItem onSelect={() => setTab("sharing")}>
                      <Share2Icon aria-hidden /> Share
                    </DropdownMenuItem>
                  ) : null}
                </DropdownMenuContent>
              </DropdownMenu>
            ) : null}
          </>
        }
      />
      {state === "processing" ? (
        <ProcessingBanner
          startedAt={data.processingStartedAt ?? data.createdAt}
          gaveUp={watch.gaveUp}
          onCheckAgain={watch.checkAgain}
        />
      ) : null}
      {state === "error" ? (
        <ErrorBanner
          reason={data.errorReason}
          canRerun={canEdit}
          rerunning={reanalyze.isPending}
          onRerun={() => setRerunOpen(true)}
        />
      ) : null}
      {isMobile ? (
        <div className="min-h-0 flex-1">{tabs}</div>
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_minmax(26rem,44%)]">
          <div className="min-h-0 border-r">{pdf}</div>
          <div className="min-h-0 min-w-0 bg-background">{tabs}</div>
        </div>
      )}
      <RerunDialog
        open={rerunOpen}
        onOpenChange={setRerunOpen}
        current={data.extractionDetail}
        onConfirm={(d) => void rerun(d)}
      />
    </div>
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
        <div className="grid gap-2">
          <Label htmlFor="rerun-extraction-style">Extraction Style</Label>
          <Select value={detail} onValueChange={(v) => setDetail(v as ExtractionDetail)}>
            <SelectTrigger id="rerun-extraction-style">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="concise">Concise (bullet points)</SelectItem>
              <SelectItem value="detailed">Detailed (full sentences)</SelectItem>
            </SelectContent>
          </Select>
        </div>
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
