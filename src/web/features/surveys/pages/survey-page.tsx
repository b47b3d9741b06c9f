import { DownloadIcon, FileWarningIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { buildPath } from "#shared/contract/route.ts";
import { type SurveyRowDto, surveyPdfPath } from "#shared/contract/surveys.ts";
import { fmtDate, fmtNum, fmtUsd } from "#shared/rules/survey-format.ts";
import { mustHaveLabel } from "#shared/rules/survey-requirement.ts";
import { paths } from "#web/app/paths.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#web/components/ui/alert-dialog.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { useDeleteSurvey, useSurvey } from "#web/features/surveys/api/surveys.ts";
import { ActivityPanel } from "#web/features/surveys/components/activity-panel.tsx";
import { ComparisonTable } from "#web/features/surveys/components/comparison-table.tsx";
import { RequirementForm } from "#web/features/surveys/components/requirement-form.tsx";
import { RowDialog } from "#web/features/surveys/components/row-dialog.tsx";
import { SharePanel } from "#web/features/surveys/components/share-panel.tsx";
import { SurveyMap } from "#web/features/surveys/components/survey-map.tsx";
import { SurveyRows } from "#web/features/surveys/components/survey-rows.tsx";
import { toast } from "#web/lib/toast.ts";
import { BackLink } from "#web/components/ui/back-link.tsx";

/** /surveys/{id}: requirement, properties (list, map, comparison), sharing, feedback, tour book PDF. */
export function SurveyPage() {
  const { id = "" } = useParams();
  const survey = useSurvey(id);
  const navigate = useNavigate();
  const remove = useDeleteSurvey();
  const [editingRequirement, setEditingRequirement] = useState(false);
  const [rowDialog, setRowDialog] = useState<{ row: SurveyRowDto | null } | null>(null);
  const [deleting, setDeleting] = useState(false);

  if (survey.isPending) {
    return (
      <PageContainer>
        <Skeleton className="mb-4 h-8 w-64" />
        <Skeleton className="h-64" />
      </PageContainer>
    );
  }
  if (!survey.data) {
    return (
      <PageContainer>
        <EmptyState
          icon={FileWarningIcon}
          title="Survey not found"
          description="This survey does not exist or is not yours."
          action={
            <Button asChild variant="outline">
              <Link to={paths.surveys()}>Back to surveys</Link>
            </Button>
          }
        />
      </PageContainer>
    );
  }
  const s = survey.data;
  const r = s.requirement;
  const size = r.minRsf !== null || r.maxRsf !== null ? `${fmtNum(r.minRsf)}–${fmtNum(r.maxRsf)} RSF` : "Any size";

  return (
    <PageContainer className="max-w-6xl">
      <BackLink to={paths.surveys()} className="mb-3">
        Surveys
      </BackLink>
      <PageHeader
        title={s.name}
        description={[
          s.clientCompany ? `For ${s.clientCompany.name}` : "No client company yet",
          ...(s.clientContacts.length ? [s.clientContacts.map((c) => c.name).join(", ")] : []),
          ...(s.project ? [`Project: ${s.project.name}`] : []),
        ].join(" · ")}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={buildPath(surveyPdfPath, { id: s.id })} download>
                <DownloadIcon aria-hidden /> Export tour book PDF
              </a>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
              <Trash2Icon aria-hidden /> Delete
            </Button>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <div className="grid content-start gap-6">
          <section aria-labelledby="req-heading" className="grid gap-3 rounded-xl border p-4">
            <div className="flex items-center justify-between gap-2">
              <h2 id="req-heading" className="font-semibold">
                Requirement
              </h2>
              {!editingRequirement ? (
                <Button size="sm" variant="outline" onClick={() => setEditingRequirement(true)}>
                  Edit requirement
                </Button>
              ) : null}
            </div>
            {editingRequirement ? (
              <RequirementForm survey={s} onDone={() => setEditingRequirement(false)} />
            ) : (
              <p className="text-sm">
                {size} · budget {r.budgetPerRsf !== null ? `${fmtUsd(r.budgetPerRsf)}/RSF/yr gross` : "not set"} · by{" "}
                {fmtDate(r.targetDate)}
                {r.submarkets.length ? ` · ${r.submarkets.join(", ")}` : ""}
                {r.mustHaves.length ? ` · must have ${r.mustHaves.map(mustHaveLabel).join(", ")}` : ""}
                {r.minParkingRatio !== null ? ` · parking ${r.minParkingRatio}/1,000 RSF` : ""}
              </p>
            )}
          </section>
          <section aria-labelledby="rows-heading" className="grid gap-3">
            <div className="flex items-center justify-between gap-2">
              <h2 id="rows-heading" className="text-lg font-semibold">
                Properties ({s.rows.length})
              </h2>
              <Button size="sm" onClick={() => setRowDialog({ row: null })}>
                <PlusIcon aria-hidden /> Add property
              </Button>
            </div>
            {s.rows.length === 0 ? (
              <EmptyState
                title="No properties yet"
                description="Add buildings and spaces to tour from your properties or type them in."
              />
            ) : (
              <Tabs defaultValue="list">
                <TabsList>
                  <TabsTrigger value="list">List</TabsTrigger>
                  <TabsTrigger value="map">Map</TabsTrigger>
                  <TabsTrigger value="compare">Compare</TabsTrigger>
                </TabsList>
                <TabsContent value="list" className="mt-3">
                  <SurveyRows survey={s} onEdit={(row) => setRowDialog({ row })} />
                </TabsContent>
                <TabsContent value="map" className="mt-3">
                  <SurveyMap rows={s.rows} />
                </TabsContent>
                <TabsContent value="compare" className="mt-3">
                  <ComparisonTable rows={s.rows} />
                </TabsContent>
              </Tabs>
            )}
          </section>
        </div>
        <aside className="grid content-start gap-6">
          <SharePanel survey={s} />
          <ActivityPanel survey={s} />
        </aside>
      </div>
      {rowDialog ? <RowDialog surveyId={s.id} row={rowDialog.row} onClose={() => setRowDialog(null)} /> : null}
      <AlertDialog open={deleting} onOpenChange={setDeleting}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this survey?</AlertDialogTitle>
            <AlertDialogDescription>
              “{s.name}”, its properties, feedback and public link are removed. Your properties stay.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={async () => {
                await remove.mutateAsync(s.id);
                toast({ title: "Survey deleted" });
                navigate(paths.surveys());
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </PageContainer>
  );
}
