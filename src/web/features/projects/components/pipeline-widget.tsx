import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { COMMISSION_FORMULA, formatUsd, projectTypeLabels } from "#shared/rules/projects.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { usePipeline } from "#web/features/projects/api/get-pipeline.ts";

/** Home dashboard: projects and estimated commission per stage, one block per deal type in use. */
export function PipelineWidget() {
  const pipeline = usePipeline();
  const types = pipeline.data?.types ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pipeline by stage</CardTitle>
        <CardDescription>Estimated commission: {COMMISSION_FORMULA}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {pipeline.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : pipeline.isError ? (
          <p className="text-sm text-destructive">The pipeline could not be loaded.</p>
        ) : types.length === 0 ? (
          <div className="grid justify-items-start gap-2 text-sm text-muted-foreground">
            <p>No projects yet. Track your deals to see what each stage is worth.</p>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.projects()}>
                Open Projects <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
          </div>
        ) : (
          types.map((t) => {
            const max = Math.max(1, ...t.stages.map((s) => s.totalCommission));
            const total = t.stages.reduce((sum, s) => sum + s.totalCommission, 0);
            return (
              <section key={t.type} aria-label={`${projectTypeLabels[t.type]} pipeline`} className="grid gap-2">
                <div className="flex items-baseline justify-between gap-2">
                  <Link
                    to={`${paths.projects()}?type=${t.type}`}
                    className="touch-hit text-sm font-semibold hover:underline"
                  >
                    {projectTypeLabels[t.type]}
                  </Link>
                  <span className="text-sm tabular-nums">{formatUsd(total)}</span>
                </div>
                <ul className="grid gap-1.5">
                  {t.stages.map((s) => (
                    <li
                      key={s.id}
                      className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)_auto] items-center gap-2 text-xs"
                    >
                      <span className="truncate">
                        {s.name} ({s.count})
                      </span>
                      <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                        <span
                          className="block h-full rounded-full bg-primary"
                          style={{ width: `${(s.totalCommission / max) * 100}%` }}
                        />
                      </span>
                      <span className="tabular-nums text-muted-foreground">{formatUsd(s.totalCommission)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        )}
      </CardContent>
    </Card>
  );
}
