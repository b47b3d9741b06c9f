import { format } from "date-fns";
import { DownloadIcon, PackageIcon } from "lucide-react";
import type { AccountExportDto } from "#shared/contract/account-data.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import {
  accountExportUrl,
  useAccountExports,
  useRequestAccountExport,
} from "#web/features/profiles/api/account-exports.ts";
import { toast } from "#web/lib/toast.ts";

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ""
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const badges: Record<AccountExportDto["status"], { label: string; variant: "success" | "destructive" | "secondary" }> =
  {
    ready: { label: "Ready", variant: "success" },
    failed: { label: "Failed", variant: "destructive" },
    pending: { label: "Preparing", variant: "secondary" },
    expired: { label: "Expired", variant: "secondary" },
  };

/** Settings → Your data: export everything the user owns as one zip (a job prepares it and e-mails them). */
export function AccountDataCard() {
  const exports = useAccountExports();
  const request = useRequestAccountExport();
  const items = exports.data?.items ?? [];
  const pending = items.some((e) => e.status === "pending");

  const start = () =>
    request.mutate(undefined, {
      onSuccess: () =>
        toast({ title: "Export started", description: "We will e-mail you when your data is ready to download." }),
      onError: (err) => toast({ title: "Error", description: err.message, variant: "destructive" }),
    });

  const download = async (id: string) => {
    try {
      const { url } = await accountExportUrl(id);
      window.location.assign(url);
    } catch (err) {
      toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PackageIcon aria-hidden className="size-4 text-primary" /> Your data
        </CardTitle>
        <CardDescription>
          Download everything in your account: your records as JSON and CSV, and your documents, in one zip file. Each
          export is kept for a few days, then removed.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button className="justify-self-start" disabled={pending || request.isPending} onClick={start}>
          {pending ? <Spinner className="size-4 text-current" label="Preparing" /> : null}
          {pending ? "Preparing your export…" : "Export my data"}
        </Button>
        {exports.isPending ? (
          <Skeleton className="h-10" />
        ) : items.length > 0 ? (
          <ul aria-label="Data exports" className="grid gap-2">
            {items.map((e) => (
              <li
                key={e.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
              >
                <span className="flex flex-wrap items-center gap-2">
                  {format(new Date(e.createdAt), "MMM d, yyyy HH:mm")}
                  <Badge variant={badges[e.status].variant}>{badges[e.status].label}</Badge>
                  <span className="text-muted-foreground">{sizeText(e.sizeBytes)}</span>
                  {e.status === "ready" && e.expiresAt ? (
                    <span className="text-muted-foreground">
                      · kept until {format(new Date(e.expiresAt), "MMM d, yyyy")}
                    </span>
                  ) : null}
                </span>
                {e.status === "ready" ? (
                  <Button variant="outline" size="sm" onClick={() => void download(e.id)}>
                    <DownloadIcon aria-hidden className="size-4" /> Download
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
