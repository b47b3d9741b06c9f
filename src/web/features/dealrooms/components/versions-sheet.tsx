import { format } from "date-fns";
import { HistoryIcon } from "lucide-react";
import { useState } from "react";
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
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useVersions } from "#web/features/dealrooms/api/list-versions.ts";
import { useRestoreVersion } from "#web/features/dealrooms/api/restore-version.ts";
import type { DocumentDetailDto, VersionDto } from "#shared/contract/dealrooms-documents.ts";
import { toast } from "#web/lib/toast.ts";

export function VersionsSheet({
  dealroomId,
  documentId,
  currentVersion,
  canEdit,
  open,
  onOpenChange,
  onRestored,
}: {
  dealroomId: string;
  documentId: string;
  currentVersion: number;
  canEdit: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestored: (doc: DocumentDetailDto) => void;
}) {
  const versions = useVersions(dealroomId, documentId, open);
  const restore = useRestoreVersion(dealroomId, documentId);
  const [confirm, setConfirm] = useState<VersionDto | null>(null);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-md">
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <HistoryIcon aria-hidden className="size-5" /> Version history
          </SheetTitle>
          <SheetDescription>
            Autosave keeps one version per editing session; “Save version” keeps a named one.
          </SheetDescription>
        </SheetHeader>
        <div className="grid gap-2 px-4 pb-6">
          {versions.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : versions.isError ? (
            <p className="text-sm text-destructive">Versions could not be loaded.</p>
          ) : (
            versions.data.items.map((v) => (
              <div key={v.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                <div className="flex items-center gap-2">
                  <span className="font-medium">Version {v.version}</span>
                  {v.version === currentVersion ? <Badge variant="success">Current</Badge> : null}
                  {v.note ? <Badge variant="secondary">{v.note}</Badge> : null}
                </div>
                <p className="text-xs text-muted-foreground">
                  {v.author} · {format(new Date(v.createdAt), "MMM d, yyyy h:mm a")}
                </p>
                {v.preview ? <p className="line-clamp-2 text-xs text-muted-foreground">{v.preview}</p> : null}
                {canEdit && v.version !== currentVersion ? (
                  <Button variant="outline" size="sm" className="mt-1 justify-self-start" onClick={() => setConfirm(v)}>
                    Restore
                  </Button>
                ) : null}
              </div>
            ))
          )}
        </div>
        <Dialog open={!!confirm} onOpenChange={(o) => !o && setConfirm(null)}>
          <DialogContent className="sm:max-w-md">
            <DialogHeader>
              <DialogTitle>Restore version {confirm?.version}?</DialogTitle>
              <DialogDescription>
                The current text is kept as a version; the restored text becomes a new version.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirm(null)}>
                Cancel
              </Button>
              <Button
                disabled={restore.isPending}
                onClick={() =>
                  confirm &&
                  restore.mutate(confirm.id, {
                    onSuccess: (doc) => {
                      toast({ title: "Version restored", description: `Restored version ${confirm.version}.` });
                      setConfirm(null);
                      onRestored(doc);
                    },
                    onError: () =>
                      toast({
                        title: "Error",
                        description: "The version could not be restored.",
                        variant: "destructive",
                      }),
                  })
                }
              >
                {restore.isPending ? "Restoring..." : "Restore"}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </SheetContent>
    </Sheet>
  );
}
