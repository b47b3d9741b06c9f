import { DownloadIcon, ExternalLinkIcon } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";

/** In-room viewer: the PDF's signed URL (2 h) in a frame; the browser's own PDF viewer renders it. */
export function DocumentViewerDialog({
  doc,
  url,
  onDownload,
  onOpenChange,
}: {
  doc: { name: string; mimeType: string | null } | null;
  url: string | null;
  onDownload: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const isPdf = doc?.mimeType === "application/pdf";
  return (
    <Dialog open={!!doc} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[92dvh] w-[96vw] max-w-5xl flex-col gap-3 p-3 sm:p-4">
        <DialogHeader className="flex-row items-center justify-between gap-2 pr-8">
          <div className="min-w-0">
            <DialogTitle className="truncate">{doc?.name}</DialogTitle>
            <DialogDescription className="sr-only">Document preview</DialogDescription>
          </div>
          <div className="flex shrink-0 gap-2">
            {url ? (
              <Button variant="outline" size="sm" asChild>
                <a href={url} target="_blank" rel="noreferrer">
                  <ExternalLinkIcon aria-hidden /> <span className="hidden sm:inline">Open</span>
                </a>
              </Button>
            ) : null}
            <Button variant="outline" size="sm" onClick={onDownload}>
              <DownloadIcon aria-hidden /> <span className="hidden sm:inline">Download</span>
            </Button>
          </div>
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-hidden rounded-md border bg-muted">
          {!url ? (
            <div className="flex h-full items-center justify-center">
              <Spinner className="size-6" />
            </div>
          ) : isPdf ? (
            <iframe title={doc?.name ?? "Document"} src={url} className="h-full w-full bg-white" />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-sm text-muted-foreground">
              <p>This file type cannot be previewed in the browser.</p>
              <Button onClick={onDownload}>
                <DownloadIcon aria-hidden /> Download
              </Button>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
