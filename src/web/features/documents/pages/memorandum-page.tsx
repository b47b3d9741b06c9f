import {
  AlertTriangleIcon,
  Building2Icon,
  CheckCircle2Icon,
  DownloadIcon,
  FileTextIcon,
  ListChecksIcon,
  MessageSquareTextIcon,
  RefreshCwIcon,
  Share2Icon,
  TableIcon,
} from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import type { OmAbstract } from "#shared/contract/om-abstract.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { fetchDownloadUrl, useDocumentFileUrl } from "#web/features/documents/api/get-document-file-url.ts";
import { useMemorandum } from "#web/features/documents/api/get-offering-memorandum.ts";
import { useReanalyzeDocument } from "#web/features/documents/api/reanalyze-document.ts";
import {
  DocumentPageHeader,
  DocumentPageState,
  ErrorBanner,
  ProcessingBanner,
} from "#web/features/documents/components/document-page-parts.tsx";
import { DocumentStatusBadge } from "#web/features/documents/components/document-status.tsx";
import { MemorandumChatPanel } from "#web/features/documents/components/memorandum-chat-panel.tsx";
import { type Locate, MemorandumSummary } from "#web/features/documents/components/memorandum-summary.tsx";
import { type PdfTarget, PdfViewer } from "#web/features/documents/components/pdf-viewer.tsx";
import { SharingPanel } from "#web/features/documents/components/sharing-panel.tsx";
import { useInvitation } from "#web/features/documents/hooks/use-invitation.ts";
import { type ProcessingState, useProcessingWatch } from "#web/features/documents/hooks/use-processing-watch.ts";
import { memoState } from "#web/features/documents/lib/processing-state.ts";
import { formatDate, formatMoney, formatNumber } from "#web/features/documents/lib/format.ts";
import { useCreatePropertyFromMemorandum } from "#web/features/properties/api/from-documents.ts";
import { paths } from "#web/app/paths.ts";
import { toast } from "#web/lib/toast.ts";
import { useIsMobile } from "#web/lib/use-media-query.ts";
import { cn } from "#web/lib/utils.ts";

type Tab = "document" | "summary" | "rent-roll" | "checks" | "chat" | "sharing";

/** /offering-memorandum/{id}: the PDF beside the memorandum's figures, rent roll and consistency checks. */
export function MemorandumPage() {
  const { id = "" } = useParams();
  const { settled } = useInvitation();
  const memo = useMemorandum(id, settled);
  const data = memo.data;
  const state = memoState(data);
  const isMobile = useIsMobile();
  const fileUrl = useDocumentFileUrl("offering_memorandum", id, settled && !!data);
  const reanalyze = useReanalyzeDocument();
  const toProperty = useCreatePropertyFromMemorandum();
  const navigate = useNavigate();
  const [target, setTarget] = useState<PdfTarget | null>(null);
  const [tab, setTab] = useState<Tab>("summary");
  const watch = useProcessingWatch({
    id,
    state,
    refetch: () => void memo.refetch(),
    completeDescription: "The memorandum's figures are ready.",
  });

  if (!settled || memo.isPending || memo.isError || !data)
    return <DocumentPageState loading={!settled || memo.isPending} error={memo.error} noun="Offering memorandum" />;

  const om = data.extractedData;
  const isOwner = data.accessLevel === "owner";
  const canEdit = isOwner || data.accessLevel === "editor";
  const locate: Locate = (page, snippet, focus) => {
    if (page < 1) return;
    setTarget({ page, snippet, focus, key: Date.now() });
    if (isMobile) setTab("document");
  };
  const rerun = async () => {
    try {
      await reanalyze.mutateAsync({ type: "offering_memorandum", id });
      toast({ title: "Analysis restarted", description: "Processing typically takes 1–2 minutes." });
    } catch {
      toast({
        title: "Processing Error",
        description: "There was an issue starting the document analysis. Please try again later.",
        variant: "destructive",
      });
    }
  };
  const download = async () => {
    try {
      const { url } = await fetchDownloadUrl("offering_memorandum", id);
      window.location.assign(url);
    } catch {
      toast({ title: "Download failed", description: "Please try again.", variant: "destructive" });
    }
  };

  const pdf = fileUrl.data ? (
    <PdfViewer url={fileUrl.data.url} target={target} className="h-full" />
  ) : (
    <div className="flex h-full items-center justify-center bg-slate-100 text-sm text-muted-foreground">
      {fileUrl.isError ? "The document could not be loaded." : "Loading document…"}
    </div>
  );
  const failed = om?.consistency.checks.filter((c) => !c.ok).length ?? 0;

  const tabs = (
    <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="flex h-full min-h-0 flex-col">
      <div className="border-b px-3 py-2 md:px-4">
        <TabsList className="flex w-full justify-start">
          {isMobile ? (
            <TabsTrigger value="document">
              <FileTextIcon aria-hidden /> PDF
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="summary">
            <ListChecksIcon aria-hidden /> Summary
          </TabsTrigger>
          <TabsTrigger value="rent-roll">
            <TableIcon aria-hidden /> Rent roll
          </TabsTrigger>
          <TabsTrigger value="checks">
            {failed ? <AlertTriangleIcon aria-hidden className="text-amber-600" /> : <CheckCircle2Icon aria-hidden />}{" "}
            Checks
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
        value="summary"
        className="min-h-0 min-w-0 flex-1 overflow-x-hidden overflow-y-auto px-4 py-4 md:px-5"
      >
        {om ? <MemorandumSummary om={om} onLocate={locate} /> : <Pending state={state} />}
      </TabsContent>
      <TabsContent
        value="rent-roll"
        className="min-h-0 min-w-0 flex-1 overflow-x-hidden overflow-y-auto px-4 py-4 md:px-5"
      >
        {om ? <RentRoll om={om} onLocate={locate} /> : <Pending state={state} />}
      </TabsContent>
      <TabsContent
        value="checks"
        className="min-h-0 min-w-0 flex-1 overflow-x-hidden overflow-y-auto px-4 py-4 md:px-5"
      >
        {om ? <ConsistencyChecks om={om} /> : <Pending state={state} />}
      </TabsContent>
      <TabsContent
        value="chat"
        className="flex min-h-0 min-w-0 flex-1 flex-col px-4 py-3 md:px-5 max-md:h-[calc(100dvh-12rem)]"
      >
        <MemorandumChatPanel id={id} ready={state === "completed"} onLocate={locate} />
      </TabsContent>
      {isOwner ? (
        <TabsContent
          value="sharing"
          className="min-h-0 min-w-0 flex-1 overflow-x-hidden overflow-y-auto px-4 py-4 md:px-5"
        >
          <SharingPanel type="offering_memorandum" documentId={id} />
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
            <Badge variant="secondary" className="bg-indigo-50 text-indigo-700">
              Offering Memorandum
            </Badge>
            <DocumentStatusBadge
              status={data.status}
              startedAt={data.processingStartedAt ?? data.createdAt}
              errorReason={data.errorReason}
              compact
            />
          </>
        }
        actions={
          <>
            <Button variant="outline" size="sm" onClick={() => void download()}>
              <DownloadIcon aria-hidden /> <span className="max-sm:sr-only">Download</span>
            </Button>
            {state === "completed" ? (
              <Button
                variant="outline"
                size="sm"
                disabled={toProperty.isPending}
                onClick={() =>
                  toProperty.mutate(id, {
                    onSuccess: (r) => {
                      if (r.created) toast({ title: "Property created successfully" });
                      navigate(paths.properties(r.property.id));
                    },
                    onError: () => toast({ title: "Failed to create property", variant: "destructive" }),
                  })
                }
              >
                <Building2Icon aria-hidden /> <span className="max-sm:sr-only">Create property</span>
              </Button>
            ) : null}
            {canEdit && state !== "processing" ? (
              <Button variant="outline" size="sm" onClick={() => void rerun()} disabled={reanalyze.isPending}>
                <RefreshCwIcon aria-hidden /> <span className="max-sm:sr-only">Re-run analysis</span>
              </Button>
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
          onRerun={() => void rerun()}
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
    </div>
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

function RentRoll({ om, onLocate }: { om: OmAbstract; onLocate: Locate }) {
  const rows = om.rentRoll;
  if (!rows.length)
    return <p className="text-sm text-muted-foreground italic">No rent roll found in this memorandum.</p>;
  const totalSf = rows.reduce((s, r) => s + (r.squareFeet ?? 0), 0);
  const annual = rows.reduce(
    (s, r) => s + (r.rent === null ? 0 : r.rentPeriod === "monthly" ? r.rent * 12 : r.rent),
    0,
  );
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">Tenant</th>
            <th className="px-3 py-2 font-medium">Suite</th>
            <th className="px-3 py-2 text-right font-medium">SF</th>
            <th className="px-3 py-2 text-right font-medium">Rent</th>
            <th className="px-3 py-2 font-medium">Lease end</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rent-roll rows are positional
            <tr key={i} className="border-t">
              <td className="px-3 py-1.5 font-medium">
                <button
                  type="button"
                  className="text-left hover:text-primary"
                  onClick={() => onLocate(r.page, r.tenant ?? undefined)}
                >
                  {r.tenant ?? (r.rent !== null && r.rent > 0 ? "Occupied" : "—")}
                </button>
              </td>
              <td className="px-3 py-1.5">{r.suite ?? "—"}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatNumber(r.squareFeet)}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {formatMoney(r.rent)}
                {r.rent !== null && r.rentPeriod ? (
                  <span className="text-xs text-muted-foreground">/{r.rentPeriod === "monthly" ? "mo" : "yr"}</span>
                ) : null}
              </td>
              <td className="px-3 py-1.5">{r.leaseEnd ? formatDate(r.leaseEnd) : "—"}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t bg-slate-50 text-xs font-medium">
          <tr>
            <td className="px-3 py-2" colSpan={2}>
              {rows.length} rows
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{formatNumber(totalSf)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatMoney(annual)}/yr</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function ConsistencyChecks({ om }: { om: OmAbstract }) {
  const checks = om.consistency.checks;
  if (!checks.length)
    return (
      <p className="text-sm text-muted-foreground">
        Not enough figures to cross-check (price, NOI or rent-roll totals missing).
      </p>
    );
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        We recompute key figures from the others and flag differences beyond 1%.
      </p>
      <ul className="grid gap-2">
        {checks.map((c) => (
          <li key={c.name} className={cn("rounded-lg border p-3", !c.ok && "border-amber-300 bg-amber-50/60")}>
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium">{c.name}</p>
              {c.ok ? (
                <Badge variant="success">
                  <CheckCircle2Icon aria-hidden className="size-3" /> Consistent
                </Badge>
              ) : (
                <Badge variant="warning">
                  <AlertTriangleIcon aria-hidden className="size-3" /> {formatNumber(Math.abs(c.differencePercent))}%
                  off
                </Badge>
              )}
            </div>
            <p className="mt-1 text-xs text-muted-foreground tabular-nums">
              Stated {formatNumber(c.stated)} · computed {formatNumber(c.computed)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
