import { format } from "date-fns";
import { EyeIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useAccountViews } from "#web/features/admin/api/impersonation.ts";

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy HH:mm");

/** Settings: when an administrator viewed this account (impersonation), who and why. */
export function AccountViewsCard() {
  const views = useAccountViews();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <EyeIcon aria-hidden className="size-4 text-primary" /> Account access by administrators
        </CardTitle>
        <CardDescription>Each time support viewed Leasedesk as you, with the reason they gave.</CardDescription>
      </CardHeader>
      <CardContent>
        {views.isPending ? (
          <Skeleton className="h-10" />
        ) : views.isError ? (
          <p className="text-sm text-destructive">This list could not be loaded.</p>
        ) : views.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your account has not been viewed by an administrator.</p>
        ) : (
          <ul className="divide-y text-sm">
            {views.data.items.map((v) => (
              <li key={v.startedAt} className="grid gap-0.5 py-2">
                <span>
                  <strong>{v.admin}</strong> viewed your account on {when(v.startedAt)}
                  {v.endedAt ? ` until ${format(new Date(v.endedAt), "HH:mm")}` : " (in progress)"}
                </span>
                <span className="text-muted-foreground">Reason: {v.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
