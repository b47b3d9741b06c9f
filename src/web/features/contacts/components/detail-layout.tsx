import { Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { PageContainer } from "#web/components/ui/page-header.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { initials } from "#web/features/contacts/lib/format.ts";
import { BackLink } from "#web/components/ui/back-link.tsx";

export function DetailHeader({
  backTo,
  backLabel,
  title,
  subtitle,
  onDelete,
  actions,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  subtitle?: ReactNode;
  onDelete: () => void;
  /** Buttons before Delete (e.g. 'Generate document'); on a phone they wrap under the title. */
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 grid gap-4">
      <BackLink to={backTo} className="justify-self-start">
        {backLabel}
      </BackLink>
      <div className="flex flex-wrap items-center gap-3 sm:gap-4">
        <div
          aria-hidden
          className="flex size-12 shrink-0 items-center sm:size-14 justify-center rounded-full bg-primary-soft text-lg font-semibold text-primary"
        >
          {initials(title)}
        </div>
        <div className="grid min-w-[10rem] flex-1 gap-0.5">
          <h1 className="text-xl font-semibold tracking-tight wrap-anywhere sm:text-2xl">{title}</h1>
          {subtitle ? <div className="text-sm text-muted-foreground">{subtitle}</div> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button
            variant="outline"
            className="text-destructive hover:bg-red-50 hover:text-destructive"
            onClick={onDelete}
          >
            <Trash2Icon aria-hidden /> Delete
          </Button>
        </div>
      </div>
    </div>
  );
}

export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardTitle>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function DetailSkeleton() {
  return (
    <PageContainer className="max-w-5xl">
      <Skeleton className="mb-6 h-14 w-72" />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Skeleton className="h-96 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    </PageContainer>
  );
}
