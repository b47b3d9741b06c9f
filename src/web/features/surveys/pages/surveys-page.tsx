import { format } from "date-fns";
import { ClipboardListIcon, PlusIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import type { SurveyListItem } from "#shared/contract/surveys.ts";
import { paths } from "#web/app/paths.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { CardList, ListCard, listCardTarget } from "#web/components/ui/card-list.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Pagination } from "#web/components/ui/pagination.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table.tsx";
import { SURVEYS_PAGE_SIZE, useCreateSurvey, useSurveys } from "#web/features/surveys/api/surveys.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { useIsMobile } from "#web/lib/use-media-query.ts";
import { useListParams } from "#web/lib/use-list-params.ts";

function NewSurveyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const create = useCreateSurvey();
  const navigate = useNavigate();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("Survey name is required");
    try {
      const survey = await create.mutateAsync({ name: name.trim() });
      onOpenChange(false);
      navigate(paths.survey(survey.id));
    } catch (err) {
      setError(isApiError(err) ? (err.fields.name ?? err.message) : "Could not create the survey");
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>New survey</DialogTitle>
            <DialogDescription>
              A tour book for one client requirement. Add the requirement and properties next.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Survey name" error={error} required>
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} autoFocus />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Create survey
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const updated = (iso: string) => format(new Date(iso), "MMM d, yyyy");

/** A survey as a card on a phone: name (opens it), shared state, client, properties and last update. */
function surveyCard(s: SurveyListItem) {
  return (
    <ListCard
      title={
        <Link to={paths.survey(s.id)} className={listCardTarget}>
          {s.name}
        </Link>
      }
      actions={s.shared ? <Badge variant="success">Shared</Badge> : null}
    >
      <span className="truncate">{s.clientName ?? "No client"}</span>
      <span className="text-xs">
        {s.rowCount} {s.rowCount === 1 ? "property" : "properties"} · Updated {updated(s.updatedAt)}
      </span>
    </ListCard>
  );
}

/** /surveys: the user's tour books; ?selected={id} opens one (§2.2). */
export function SurveysPage() {
  const [creating, setCreating] = useState(false);
  const isMobile = useIsMobile();
  const list = useListParams({ selected: "" });
  const { page, q, search, setSearch } = list;
  const surveys = useSurveys({ page, q });
  const selected = list.values.selected;
  if (selected) return <Navigate to={paths.survey(selected)} replace />;

  return (
    <PageContainer>
      <PageHeader
        title="Surveys"
        description="Tour books for your clients' requirements, shared with a link."
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden /> New survey
          </Button>
        }
      />
      <SearchInput
        containerClassName="mb-4"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Search surveys..."
        aria-label="Search surveys"
      />
      {surveys.isError ? <FormAlert>Could not load the surveys. Please try again.</FormAlert> : null}
      {surveys.isPending ? <Skeleton className="h-40" /> : null}
      {surveys.data && surveys.data.total === 0 ? (
        <EmptyState
          icon={ClipboardListIcon}
          title={q ? "No surveys match" : "No surveys yet"}
          description={q ? "Try another name." : "Create a survey for a client requirement and add properties to tour."}
          action={q ? undefined : <Button onClick={() => setCreating(true)}>New survey</Button>}
        />
      ) : null}
      {surveys.data && surveys.data.total > 0 ? (
        <div className={isMobile ? "grid gap-3" : "grid gap-3 rounded-xl border"}>
          {isMobile ? (
            <CardList label="Surveys" items={surveys.data.items} getKey={(s) => s.id} renderItem={surveyCard} />
          ) : (
            <Table aria-label="Surveys">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Client</TableHead>
                  <TableHead className="text-right">Properties</TableHead>
                  <TableHead>Updated</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {surveys.data.items.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>
                      <Link to={paths.survey(s.id)} className="font-medium text-primary hover:underline">
                        {s.name}
                      </Link>
                      {s.shared ? (
                        <Badge variant="success" className="ml-2">
                          Shared
                        </Badge>
                      ) : null}
                    </TableCell>
                    <TableCell>{s.clientName ?? "—"}</TableCell>
                    <TableCell className="text-right tabular-nums">{s.rowCount}</TableCell>
                    <TableCell>{updated(s.updatedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Pagination
            className={isMobile ? undefined : "px-3 pb-3"}
            page={page}
            pageSize={SURVEYS_PAGE_SIZE}
            total={surveys.data.total}
            onPageChange={list.setPage}
          />
        </div>
      ) : null}
      {creating ? <NewSurveyDialog open onOpenChange={setCreating} /> : null}
    </PageContainer>
  );
}
