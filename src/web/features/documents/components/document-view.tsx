// One page layout for a lease and a memorandum: header with status and actions, the analysis banners, the PDF
// beside tabs (on a phone the PDF is a tab), and the tabs every document has — Chat, and Sharing for its
// owner. Each page passes in its own tabs, badges and actions.
import { Building2Icon, DownloadIcon, FileTextIcon, MessageSquareTextIcon, Share2Icon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import type { AccessLevel, DocumentType, LeaseStatus } from "#shared/contract/documents.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { useDocumentFileUrl } from "#web/features/documents/api/get-document-file-url.ts";
import {
  DocumentPageHeader,
  ErrorBanner,
  ProcessingBanner,
} from "#web/features/documents/components/document-page-parts.tsx";
import { DocumentStatusBadge } from "#web/features/documents/components/document-status.tsx";
import { type Locate, type PdfTarget, PdfViewer } from "#web/features/documents/components/pdf-viewer.tsx";
import { SharingPanel } from "#web/features/documents/components/sharing-panel.tsx";
import { type ProcessingState, useProcessingWatch } from "#web/features/documents/hooks/use-processing-watch.ts";
import { toast } from "#web/lib/toast.ts";
import { useIsMobile } from "#web/lib/use-media-query.ts";

/** The open tab and the PDF's target; a citation opens its page (on a phone, by switching to the PDF tab). */
export function useDocumentView(initialTab: string) {
  const isMobile = useIsMobile();
  // "document" (the PDF on a phone), "chat", "sharing", or one of the page's own tabs.
  const [tab, setTab] = useState(initialTab);
  const [target, setTarget] = useState<PdfTarget | null>(null);
  const locate: Locate = (page, snippet, focus) => {
    if (page < 1) return;
    setTarget({ page, snippet, focus, key: Date.now() });
    if (isMobile) setTab("document");
  };
  return { isMobile, tab, setTab, target, locate };
}

export type DocumentView = ReturnType<typeof useDocumentView>;

export type DocumentTab = { value: string; label: ReactNode; content: ReactNode };

const scrollPane = "min-h-0 min-w-0 flex-1 overflow-x-hidden overflow-y-auto px-4 py-4 md:px-5";

export function DocumentViewLayout({
  type,
  id,
  doc,
  state,
  view,
  refetch,
  completeDescription,
  badgesBefore,
  badgesAfter,
  actionsBefore,
  actions,
  tabs,
  chat,
  onRerun,
  rerunning,
  onDownload,
}: {
  type: DocumentType;
  id: string;
  doc: {
    title: string;
    status: LeaseStatus;
    accessLevel: AccessLevel;
    errorReason: string | null;
    createdAt: string;
    processingStartedAt: string | null;
  };
  state: ProcessingState | undefined;
  view: DocumentView;
  refetch: () => unknown;
  /** The 'Processing Complete' toast's description. */
  completeDescription: string;
  badgesBefore?: ReactNode;
  badgesAfter?: ReactNode;
  /** Header actions before and after Download. */
  actionsBefore?: ReactNode;
  actions?: ReactNode;
  /** The document's own tabs, shown between the PDF (phone) and Chat. */
  tabs: DocumentTab[];
  chat: ReactNode;
  onRerun: () => void;
  rerunning: boolean;
  onDownload: () => void;
}) {
  const { isMobile, tab, setTab, target } = view;
  const fileUrl = useDocumentFileUrl(type, id);
  const watch = useProcessingWatch({ id, state, refetch, completeDescription });
  const isOwner = doc.accessLevel === "owner";
  const canEdit = isOwner || doc.accessLevel === "editor";
  const startedAt = doc.processingStartedAt ?? doc.createdAt;

  const pdf = fileUrl.data ? (
    <PdfViewer url={fileUrl.data.url} target={target} className="h-full" />
  ) : (
    <div className="flex h-full items-center justify-center bg-slate-100 text-sm text-muted-foreground">
      {fileUrl.isError ? "The document could not be loaded." : "Loading document…"}
    </div>
  );

  const tabView = (
    <Tabs value={tab} onValueChange={setTab} className="flex h-full min-h-0 flex-col">
      <div className="border-b px-3 py-2 md:px-4">
        <TabsList className="flex w-full justify-start">
          {isMobile ? (
            <TabsTrigger value="document">
              <FileTextIcon aria-hidden /> PDF
            </TabsTrigger>
          ) : null}
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
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
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value} className={scrollPane}>
          {t.content}
        </TabsContent>
      ))}
      <TabsContent
        value="chat"
        className="flex min-h-0 min-w-0 flex-1 flex-col px-4 py-3 md:px-5 max-md:h-[calc(100dvh-12rem)]"
      >
        {chat}
      </TabsContent>
      {isOwner ? (
        <TabsContent value="sharing" className={scrollPane}>
          <SharingPanel type={type} documentId={id} />
        </TabsContent>
      ) : null}
    </Tabs>
  );

  return (
    <div className="flex flex-col md:h-dvh">
      <DocumentPageHeader
        title={doc.title}
        badges={
          <>
            {badgesBefore}
            <DocumentStatusBadge status={doc.status} startedAt={startedAt} errorReason={doc.errorReason} compact />
            {badgesAfter}
          </>
        }
        actions={
          <>
            {actionsBefore}
            <Button variant="outline" size="sm" onClick={onDownload}>
              <DownloadIcon aria-hidden /> <span className="max-sm:sr-only">Download</span>
            </Button>
            {actions}
          </>
        }
      />
      {state === "processing" ? (
        <ProcessingBanner startedAt={startedAt} gaveUp={watch.gaveUp} onCheckAgain={watch.checkAgain} />
      ) : null}
      {state === "error" ? (
        <ErrorBanner reason={doc.errorReason} canRerun={canEdit} rerunning={rerunning} onRerun={onRerun} />
      ) : null}
      {isMobile ? (
        <div className="min-h-0 flex-1">{tabView}</div>
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_minmax(26rem,44%)]">
          <div className="min-h-0 border-r">{pdf}</div>
          <div className="min-h-0 min-w-0 bg-background">{tabView}</div>
        </div>
      )}
    </div>
  );
}

/** 'Create property' from a finished document: opens the property, created or matched by address. */
export function PropertyFromDocumentButton({
  label,
  pending,
  create,
}: {
  label: string;
  pending: boolean;
  create: () => Promise<{ created: boolean; property: { id: string } }>;
}) {
  const navigate = useNavigate();
  const run = async () => {
    try {
      const r = await create();
      if (r.created) toast({ title: "Property created successfully" });
      navigate(paths.properties(r.property.id));
    } catch {
      toast({ title: "Failed to create property", variant: "destructive" });
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => void run()}>
      <Building2Icon aria-hidden /> <span className="max-sm:sr-only">{label}</span>
    </Button>
  );
}
