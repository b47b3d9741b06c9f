import { format } from "date-fns";
import { FileTextIcon, PlusIcon, Trash2Icon, WandSparklesIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { DocumentTemplateSummaryDto } from "#shared/contract/document-templates.ts";
import { paths } from "#web/app/paths.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { useDocumentTemplates } from "#web/features/templates/api/list-document-templates.ts";
import {
  useCreateDocumentTemplate,
  useDeleteDocumentTemplate,
} from "#web/features/templates/api/save-document-template.ts";
import { GenerateDocumentDialog } from "#web/features/templates/components/generate-document-dialog.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

const failed = (description: string) => (err: unknown) =>
  toast({ title: "Error", description: isApiError(err) ? err.message : description, variant: "destructive" });

/** /templates, second section: letters with merge fields, generated from the user's records. */
export function DocumentTemplatesSection() {
  const navigate = useNavigate();
  const list = useDocumentTemplates();
  const create = useCreateDocumentTemplate();
  const remove = useDeleteDocumentTemplate();
  const [deleting, setDeleting] = useState<DocumentTemplateSummaryDto | null>(null);
  const [generating, setGenerating] = useState<DocumentTemplateSummaryDto | null>(null);
  const items = list.data?.items ?? [];

  const newTemplate = () =>
    create
      .mutateAsync({ name: "New document template", content: { type: "doc", content: [{ type: "paragraph" }] } })
      .then((t) => navigate(paths.templateDocument(t.id)), failed("Failed to create template"));

  return (
    <section aria-labelledby="document-templates-heading" className="mt-10">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="document-templates-heading" className="text-sm font-semibold text-muted-foreground">
          Document templates
        </h2>
        <Button variant="outline" size="sm" onClick={newTemplate} disabled={create.isPending}>
          <PlusIcon aria-hidden /> New Document Template
        </Button>
      </div>
      {list.isPending ? (
        <p className="py-10 text-center text-sm text-muted-foreground">Loading document templates...</p>
      ) : list.isError ? (
        <div className="grid justify-items-center gap-3 py-10 text-center text-sm">
          <p className="text-destructive">Document templates could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">No document templates yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Document templates">
          {items.map((t) => (
            <li key={t.id} className="flex items-start gap-3 rounded-xl border bg-background p-4 shadow-xs">
              <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <FileTextIcon aria-hidden className="size-5" />
              </div>
              <div className="grid min-w-0 flex-1 gap-1">
                <Link
                  to={paths.templateDocument(t.id)}
                  className="truncate font-medium hover:underline pointer-coarse:py-2"
                >
                  {t.name}
                </Link>
                {t.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{t.description}</p> : null}
                <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  {t.fields.length} merge field{t.fields.length === 1 ? "" : "s"} · updated{" "}
                  {format(new Date(t.updatedAt), "MMM d, yyyy")}
                  {t.builtin ? <Badge variant="secondary">Leasedesk</Badge> : null}
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Generate from ${t.name}`}
                  onClick={() => setGenerating(t)}
                >
                  <WandSparklesIcon aria-hidden />
                </Button>
                <Button variant="ghost" size="icon-sm" aria-label={`Delete ${t.name}`} onClick={() => setDeleting(t)}>
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {generating ? (
        <GenerateDocumentDialog
          open
          onOpenChange={(o) => (o ? undefined : setGenerating(null))}
          templateId={generating.id}
        />
      ) : null}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.name ?? "template"}?`}
        description="Documents already generated from it stay where they are."
        confirmLabel="Delete Template"
        onConfirm={() =>
          deleting &&
          remove
            .mutateAsync(deleting.id)
            .then(() => toast({ title: "Template deleted" }), failed("Failed to delete template"))
            .finally(() => setDeleting(null))
        }
      />
    </section>
  );
}
