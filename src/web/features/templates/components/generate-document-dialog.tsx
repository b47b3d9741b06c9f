import { useEffect, useId, useMemo, useState } from "react";
import type { DocumentTemplateSummaryDto, MergeSourcesInput } from "#shared/contract/document-templates.ts";
import { type MergeSource, mergeSources, sourceOfField } from "#shared/rules/merge-fields.ts";
import type { SearchResultType } from "#shared/rules/search.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useGenerateDocument } from "#web/features/templates/api/generate-document.ts";
import { useDocumentTemplates } from "#web/features/templates/api/list-document-templates.ts";
import { GeneratedPreview } from "#web/features/templates/components/generated-preview.tsx";
import { RecordPicker, type RecordRef } from "#web/features/templates/components/record-picker.tsx";
import { isApiError } from "#web/lib/api-client.ts";

const pickers: Record<
  MergeSource,
  { type: SearchResultType; label: string; placeholder: string; key: keyof MergeSourcesInput }
> = {
  lease: { type: "lease", label: "Lease", placeholder: "Search leases...", key: "leaseId" },
  contact: { type: "person", label: "Contact", placeholder: "Search people...", key: "contactId" },
  company: { type: "company", label: "Company", placeholder: "Search companies...", key: "companyId" },
  property: { type: "property", label: "Property", placeholder: "Search properties...", key: "propertyId" },
  project: { type: "project", label: "Project", placeholder: "Search projects...", key: "projectId" },
};

/** The records a template's fields come from (tenant.* and landlord.* come from a lease). */
const sourcesOf = (t: DocumentTemplateSummaryDto | undefined): MergeSource[] => {
  const used = new Set(t?.fields.map(sourceOfField).filter((s): s is MergeSource => s !== null));
  return mergeSources.filter((s) => used.has(s));
};

/**
 * Generate a document: choose the template (unless given) and the records its fields need, preview the
 * result with what is left to fill in, then download it as a PDF or put it into a deal room.
 * `fixed` is the record the dialog was opened from (a lease, contact, company, property or project page), which
 * needs no picker.
 */
export function GenerateDocumentDialog({
  open,
  onOpenChange,
  templateId: givenTemplateId,
  fixed,
  suggested,
  preferTemplate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  templateId?: string;
  fixed?: { source: MergeSource; id: string; name: string };
  /** Records chosen beforehand for the other pickers (the user may change or clear them). */
  suggested?: Partial<Record<MergeSource, RecordRef>>;
  /** Built-in name to select first when the template is chosen here, e.g. "Renewal notice letter". */
  preferTemplate?: string;
}) {
  const templates = useDocumentTemplates(open);
  const items = templates.data?.items ?? [];
  const [chosenId, setChosenId] = useState<string | undefined>(givenTemplateId);
  const [records, setRecords] = useState<Partial<Record<MergeSource, RecordRef | null>>>(suggested ?? {});
  const generate = useGenerateDocument();
  const selectId = useId();

  useEffect(() => {
    if (givenTemplateId || chosenId || items.length === 0) return;
    setChosenId((items.find((t) => t.name === preferTemplate) ?? items[0]).id);
  }, [givenTemplateId, chosenId, items, preferTemplate]);

  const templateId = givenTemplateId ?? chosenId;
  const template = items.find((t) => t.id === templateId);
  const needed = sourcesOf(template).filter((s) => s !== fixed?.source);
  const neededKey = needed.join(",");
  // The page's own record always; others only when the template uses them (a suggestion it does not use is not sent).
  const sources = useMemo(() => {
    const out: MergeSourcesInput = {};
    for (const s of mergeSources) {
      const id = s === fixed?.source ? fixed.id : neededKey.split(",").includes(s) ? records[s]?.id : undefined;
      if (id) out[pickers[s].key] = id;
    }
    return out;
  }, [records, fixed, neededKey]);
  // A preview belongs to the template and records it was made from.
  const previewKey = JSON.stringify([templateId, sources]);
  const [previewOf, setPreviewOf] = useState<string | null>(null);
  const preview = previewOf === previewKey ? generate.data : undefined;

  const run = async () => {
    if (!templateId) return;
    setPreviewOf(previewKey);
    await generate.mutateAsync({ id: templateId, sources }).catch(() => undefined);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] max-w-2xl overflow-y-auto p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Generate Document</DialogTitle>
          <DialogDescription>
            {fixed ? `From ${fixed.name}. ` : ""}Merge fields are filled from the records you choose.
          </DialogDescription>
        </DialogHeader>
        {givenTemplateId ? null : templates.isPending ? (
          <p className="text-sm text-muted-foreground">Loading templates...</p>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={selectId}>Template</Label>
            <Select value={templateId} onValueChange={setChosenId}>
              <SelectTrigger id={selectId}>
                <SelectValue placeholder="Choose a template" />
              </SelectTrigger>
              <SelectContent>
                {items.map((t) => (
                  <SelectItem key={t.id} value={t.id}>
                    {t.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        {needed.length > 0 ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {needed.map((s) => (
              <RecordPicker
                key={s}
                type={pickers[s].type}
                label={pickers[s].label}
                placeholder={pickers[s].placeholder}
                value={records[s] ?? null}
                onChange={(v) => setRecords((r) => ({ ...r, [s]: v }))}
              />
            ))}
          </div>
        ) : null}
        <div className="flex justify-end">
          <Button onClick={run} disabled={!templateId || generate.isPending}>
            {generate.isPending ? "Generating..." : "Preview"}
          </Button>
        </div>
        {generate.isError && previewOf === previewKey ? (
          <p role="alert" className="text-sm text-destructive">
            {isApiError(generate.error) ? generate.error.message : "The document could not be generated."}
          </p>
        ) : null}
        {preview && templateId ? (
          <GeneratedPreview templateId={templateId} sources={sources} generated={preview} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
