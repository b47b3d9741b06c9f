// Import step 2: map each column of the file to a field (matched automatically, corrected by the broker), the
// check of every row for that mapping, what to do with duplicates, tags for every record, then start.
import { ArrowLeftIcon, FileSpreadsheetIcon } from "lucide-react";
import { useMemo, useState } from "react";
import {
  companyImportFields,
  type DuplicateMode,
  type ImportJobDto,
  type ImportMapping,
  type ImportPreviewRow,
  importFieldLabels,
  personImportFields,
} from "#shared/contract/contacts-import.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useCommitImport } from "#web/features/contacts/api/imports.ts";
import { useCustomFields } from "#web/features/contacts/api/list-custom-fields.ts";
import { useTags } from "#web/features/contacts/api/list-tags.ts";
import { ImportPreviewCard } from "#web/features/contacts/components/import-preview-card.tsx";
import { TagEditor } from "#web/features/contacts/components/tag-editor.tsx";
import { useImportCheck } from "#web/features/contacts/hooks/use-import-check.ts";
import { addTagName } from "#web/features/contacts/lib/tags.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/utils.ts";

const IGNORE = "__ignore__";
const duplicateChoices: { value: DuplicateMode; label: string; hint: string }[] = [
  { value: "skip", label: "Skip", hint: "Keep the existing record, ignore the row" },
  { value: "update", label: "Update", hint: "Fill the existing record with the row's values" },
  { value: "create", label: "Create", hint: "Add a new record anyway" },
];

export function ImportMapStep({
  job,
  sample,
  mapping,
  onMapping,
  onBack,
  onStarted,
}: {
  job: ImportJobDto;
  /** The first rows read at upload, shown until the first check answers. */
  sample: ImportPreviewRow[];
  mapping: ImportMapping;
  onMapping: (m: ImportMapping) => void;
  onBack: () => void;
  onStarted: (job: ImportJobDto) => void;
}) {
  const fields = useCustomFields(job.entityType);
  const tags = useTags(job.entityType);
  const commit = useCommitImport(job.id);
  const [duplicateMode, setDuplicateMode] = useState<DuplicateMode>("skip");
  const [batchTags, setBatchTags] = useState<string[]>([]);
  const [error, setError] = useState<string>();

  const targets = useMemo(() => {
    const builtIn = (job.entityType === "people" ? personImportFields : companyImportFields).map((f) => ({
      value: f as string,
      label: importFieldLabels[f],
    }));
    const custom = (fields.data?.items ?? []).map((f) => ({
      value: `custom:${f.name}`,
      label: `${f.name} (custom field)`,
    }));
    return [...builtIn, ...custom];
  }, [job.entityType, fields.data]);

  const mappedTargets = mapping.filter(Boolean) as string[];
  const previewColumns = [...new Set(mappedTargets)];
  const hasName =
    job.entityType === "people"
      ? mappedTargets.includes("fullName") ||
        (mappedTargets.includes("firstName") && mappedTargets.includes("lastName")) ||
        mappedTargets.includes("firstName")
      : mappedTargets.includes("name");
  const check = useImportCheck(job.id, mapping, sample, hasName);
  const labelOf = (target: string) => targets.find((t) => t.value === target)?.label ?? target.replace(/^custom:/, "");

  const start = async () => {
    setError(undefined);
    try {
      onStarted(await commit.mutateAsync({ mapping, duplicateMode, tags: batchTags }));
    } catch (e) {
      setError(isApiError(e) ? e.message : "The import could not be started. Please try again.");
    }
  };

  return (
    // Grid children shrink to the page (min-w-0): a wide preview scrolls inside its card, never the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FileSpreadsheetIcon aria-hidden className="size-5 text-primary" /> {job.fileName}
          </CardTitle>
          <CardDescription>
            {job.totalRows.toLocaleString()} {job.totalRows === 1 ? "row" : "rows"} · {job.headers.length} columns ·
            importing {job.entityType === "people" ? "people" : "companies"}. Columns were matched automatically;
            correct any that are wrong.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-3">
            {job.headers.map((header, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional and headers may repeat
              <div key={`${header}-${i}`} className="grid min-w-0 gap-1 rounded-lg border p-3">
                <span className="truncate text-sm font-medium" title={header}>
                  {header || `Column ${i + 1}`}
                </span>
                <Select
                  value={mapping[i] ?? IGNORE}
                  onValueChange={(v) => {
                    const next = [...mapping];
                    while (next.length < job.headers.length) next.push(null);
                    next[i] = v === IGNORE ? null : v;
                    onMapping(next);
                  }}
                >
                  <SelectTrigger
                    aria-label={`Field for column ${header || i + 1}`}
                    className={cn(!mapping[i] && "text-muted-foreground")}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={IGNORE}>Don't import</SelectItem>
                    {targets.map((t) => (
                      <SelectItem key={t.value} value={t.value}>
                        {t.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            ))}
          </div>
          {!hasName ? (
            <p role="alert" className="mt-3 text-sm font-medium text-destructive">
              {job.entityType === "people"
                ? "Map a column to First name (or Full name) to import people."
                : "Map a column to Name to import companies."}
            </p>
          ) : null}
        </CardContent>
      </Card>

      <ImportPreviewCard check={check} totalRows={job.totalRows} columns={previewColumns} labelOf={labelOf} />

      <Card>
        <CardHeader>
          <CardTitle>Options</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">
              When a{" "}
              {job.entityType === "people" ? "person with the same email" : "company with the same name or website"}{" "}
              exists
            </legend>
            {duplicateChoices.map((c) => (
              <label
                key={c.value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/60"
              >
                <input
                  type="radio"
                  name="duplicate-mode"
                  value={c.value}
                  checked={duplicateMode === c.value}
                  onChange={() => setDuplicateMode(c.value)}
                  className="mt-1 accent-[var(--color-primary)]"
                />
                <span className="grid text-sm">
                  <span className="font-medium">{c.label}</span>
                  <span className="text-muted-foreground">{c.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="grid content-start gap-2">
            <span className="text-sm font-medium">Tags for every imported record</span>
            <TagEditor
              tags={batchTags}
              suggestions={(tags.data?.items ?? []).map((t) => t.name)}
              onAdd={(name) => setBatchTags((t) => addTagName(t, name))}
              onRemove={(name) => setBatchTags((t) => t.filter((x) => x !== name))}
            />
          </div>
        </CardContent>
      </Card>

      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeftIcon aria-hidden /> Choose another file
        </Button>
        <Button onClick={() => void start()} disabled={!hasName || commit.isPending}>
          {commit.isPending ? <Spinner className="size-4" /> : null}
          Import {job.totalRows.toLocaleString()} {job.totalRows === 1 ? "row" : "rows"}
        </Button>
      </div>
    </div>
  );
}
