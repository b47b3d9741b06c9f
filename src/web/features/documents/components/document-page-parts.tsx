import {
  AlertTriangleIcon,
  ChevronRightIcon,
  FileQuestionIcon,
  Loader2Icon,
  LockIcon,
  RefreshCwIcon,
} from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { paths } from "#web/app/paths.ts";
import { useUpgradeDialog } from "#web/app/shell/upgrade-dialog.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { estimateProgress, useNow } from "#web/features/documents/hooks/use-processing-watch.ts";
import { isApiError } from "#web/lib/api-client.ts";

/** Header of a document page: breadcrumb back to Doc Insights, title, badges and actions. */
export function DocumentPageHeader({
  title,
  badges,
  actions,
}: {
  title: string;
  badges?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b bg-background px-4 py-3 md:px-6">
      <div className="grid min-w-0 gap-0.5">
        <nav aria-label="Breadcrumb" className="flex items-center gap-1 text-xs text-muted-foreground">
          <Link to={paths.documents()} className="touch-hit rounded-sm hover:text-foreground">
            Doc Insights
          </Link>
          <ChevronRightIcon aria-hidden className="size-3" />
          <span className="truncate">Document</span>
        </nav>
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h1 className="truncate text-lg font-semibold tracking-tight text-slate-900 md:text-xl">{title}</h1>
          {badges}
        </div>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

/** Analysis running: estimated progress against the typical 1–2 minutes, and what happens next. */
export function ProcessingBanner({
  startedAt,
  gaveUp,
  onCheckAgain,
}: {
  startedAt: string | null;
  gaveUp: boolean;
  onCheckAgain: () => void;
}) {
  const now = useNow(true);
  const percent = estimateProgress(startedAt, now);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 border-b bg-amber-50/70 px-4 py-2.5 text-sm md:px-6"
      data-testid="processing-banner"
    >
      <Loader2Icon aria-hidden className="size-4 animate-spin text-amber-700" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <p className="text-amber-900">
          {gaveUp
            ? "This is taking longer than usual. The page updates by itself when the analysis finishes."
            : "Analysing the document… processing typically takes 1–2 minutes. You can keep working; this page updates by itself."}
        </p>
        <Progress
          value={percent}
          className="h-1.5 max-w-md bg-amber-200/70"
          indicatorClassName="bg-amber-500"
          aria-label="Analysis progress (estimated)"
        />
      </div>
      {gaveUp ? (
        <Button size="sm" variant="outline" onClick={onCheckAgain}>
          <RefreshCwIcon aria-hidden /> Check again
        </Button>
      ) : null}
    </div>
  );
}

export function ErrorBanner({
  reason,
  onRerun,
  canRerun,
  rerunning,
}: {
  reason: string | null;
  onRerun: () => void;
  canRerun: boolean;
  rerunning: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 border-b bg-red-50 px-4 py-2.5 text-sm text-red-900 md:px-6"
    >
      <AlertTriangleIcon aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">Processing Error.</span> There was an issue processing your document. Our team has
        been notified.
        {reason ? <span className="block text-xs text-red-800/80">Reason: {reason}</span> : null}
      </p>
      {canRerun ? (
        <Button size="sm" variant="outline" onClick={onRerun} disabled={rerunning}>
          <RefreshCwIcon aria-hidden /> {rerunning ? "Starting..." : "Re-run analysis"}
        </Button>
      ) : null}
    </div>
  );
}

/** Loading, not-found and subscription-needed states of a document page. */
export function DocumentPageState({ error, loading, noun }: { error: unknown; loading: boolean; noun: string }) {
  const { openUpgrade } = useUpgradeDialog();
  const needsUpgrade = isApiError(error) && error.code === "FEATURE_REQUIRED";
  useEffect(() => {
    if (needsUpgrade) openUpgrade();
  }, [needsUpgrade, openUpgrade]);
  if (loading)
    return (
      <div className="grid gap-4 p-6">
        <Skeleton className="h-7 w-1/3" />
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-[60vh] w-full" />
          <div className="grid content-start gap-3">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        </div>
      </div>
    );
  if (needsUpgrade)
    return (
      <div className="p-6">
        <EmptyState
          icon={LockIcon}
          title="Upgrade Your Account"
          description="To access all features including adding and viewing leases, you need an active subscription"
          action={
            <Button asChild>
              <Link to={paths.settings()}>Upgrade Now</Link>
            </Button>
          }
        />
      </div>
    );
  return (
    <div className="p-6">
      <EmptyState
        icon={FileQuestionIcon}
        title={`${noun} not found`}
        description="It may have been deleted, or it has not been shared with you."
        action={
          <Button variant="outline" asChild>
            <Link to={paths.documents()}>Back to Doc Insights</Link>
          </Button>
        }
      />
    </div>
  );
}
