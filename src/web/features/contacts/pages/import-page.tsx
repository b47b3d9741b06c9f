import {
  AlertTriangleIcon,
  ArrowLeftIcon,
  CheckCircle2Icon,
  DownloadIcon,
  FileSpreadsheetIcon,
  RotateCcwIcon,
  UploadCloudIcon,
} from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { type DragEvent, useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import {
  companyImportFields,
  type DuplicateMode,
  IMPORT_MAX_BYTES,
  type ImportJobDto,
  type ImportMapping,
  type ImportPreviewRow,
  importFieldLabels,
  personImportFields,
} from "#shared/contract/contacts-import.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import {
  importSummaryCsvUrl,
  uploadImportFile,
  useCommitImport,
  useImportJob,
  usePreviewImport,
} from "#web/features/contacts/api/imports.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { useCustomFields } from "#web/features/contacts/api/list-custom-fields.ts";
import { useTags } from "#web/features/contacts/api/list-tags.ts";
import { ResumeImportButton } from "#web/features/contacts/components/resume-import-button.tsx";
import { TagEditor } from "#web/features/contacts/components/tag-editor.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { addTagName } from "#web/features/contacts/lib/tags.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/utils.ts";

const IGNORE = "__ignore__";
const ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const duplicateChoices: { value: DuplicateMode; label: string; hint: string }[] = [
  { value: "skip", label: "Skip", hint: "Keep the existing record, ignore the row" },
  { value: "update", label: "Update", hint: "Fill the existing record with the row's values" },
  { value: "create", label: "Create", hint: "Add a new record anyway" },
];

type Step = "upload" | "map" | "import";

export function ImportPage() {
  const [params] = useSearchParams();
  const [entityType, setEntityType] = useState<ContactEntityType>(
    params.get("type") === "companies" ? "companies" : "people",
  );
  const [step, setStep] = useState<Step>("upload");
  const [job, setJob] = useState<ImportJobDto | null>(null);
  const [preview, setPreview] = useState<ImportPreviewRow[]>([]);
  const [mapping, setMapping] = useState<ImportMapping>([]);

  const reset = () => {
    setStep("upload");
    setJob(null);
    setPreview([]);
    setMapping([]);
  };

  return (
    <PageContainer className="max-w-6xl">
      <Link
        to={contactPaths.list(entityType)}
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden className="size-4" /> Contacts
      </Link>
      <PageHeader
        title="Import contacts"
        description="Bring people or companies in from a CSV or Excel file (Google Contacts, Outlook and LinkedIn exports work as they are)."
      />
      <Stepper step={step} />
      {step === "upload" ? (
        <UploadStep
          entityType={entityType}
          onEntityType={setEntityType}
          onUploaded={(result) => {
            setJob(result.job);
            setPreview(result.preview);
            setMapping(result.job.mapping);
            setStep("map");
          }}
        />
      ) : null}
      {step === "map" && job ? (
        <MapStep
          job={job}
          preview={preview}
          onPreview={setPreview}
          mapping={mapping}
          onMapping={setMapping}
          onBack={reset}
          onStarted={(j) => {
            setJob(j);
            setStep("import");
          }}
        />
      ) : null}
      {step === "import" && job ? <ProgressStep jobId={job.id} entityType={job.entityType} onAgain={reset} /> : null}
    </PageContainer>
  );
}

function Stepper({ step }: { step: Step }) {
  const steps: { id: Step; label: string }[] = [
    { id: "upload", label: "Upload" },
    { id: "map", label: "Map and preview" },
    { id: "import", label: "Import" },
  ];
  const index = steps.findIndex((s) => s.id === step);
  return (
    <ol className="mb-6 flex items-center gap-2 text-sm" aria-label="Import steps">
      {steps.map((s, i) => (
        <li key={s.id} className="flex items-center gap-2" aria-current={i === index ? "step" : undefined}>
          <span
            className={cn(
              "flex size-6 items-center justify-center rounded-full border text-xs font-semibold",
              i < index && "border-primary bg-primary text-primary-foreground",
              i === index && "border-primary text-primary",
              i > index && "text-muted-foreground",
            )}
          >
            {i + 1}
          </span>
          <span className={cn(i === index ? "font-medium" : "text-muted-foreground", "max-sm:hidden")}>{s.label}</span>
          {i < steps.length - 1 ? <span aria-hidden className="mx-1 h-px w-8 bg-border" /> : null}
        </li>
      ))}
    </ol>
  );
}

function UploadStep({
  entityType,
  onEntityType,
  onUploaded,
}: {
  entityType: ContactEntityType;
  onEntityType: (t: ContactEntityType) => void;
  onUploaded: (result: Awaited<ReturnType<typeof uploadImportFile>>) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [dragging, setDragging] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    if (!/\.(csv|xlsx)$/i.test(file.name)) {
      setError("Please choose a CSV or Excel (.xlsx) file.");
      return;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      setError(`File too large. Files up to ${Math.round(IMPORT_MAX_BYTES / 1024 / 1024)} MB can be imported.`);
      return;
    }
    setProgress(0);
    try {
      onUploaded(await uploadImportFile(file, entityType, setProgress));
    } catch (e) {
      setError(isApiError(e) ? e.message : "The file could not be uploaded. Please try again.");
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  return (
    <Card>
      <Tabs value={entityType} onValueChange={(v) => onEntityType(v as ContactEntityType)}>
        <CardHeader>
          <CardTitle>What are you importing?</CardTitle>
          <TabsList className="mt-2 justify-self-start">
            <TabsTrigger value="people">People</TabsTrigger>
            <TabsTrigger value="companies">Companies</TabsTrigger>
          </TabsList>
        </CardHeader>
        {/* The drop zone is the active tab's panel (tabs need the panel they control). */}
        <TabsContent value={entityType}>
          <CardContent className="grid gap-3">
            <label
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={cn(
                "flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-12 text-center transition-colors hover:border-primary/60 hover:bg-primary-soft/40",
                dragging && "border-primary bg-primary-soft/60",
              )}
            >
              <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
                {progress !== null ? (
                  <Spinner className="size-6" />
                ) : (
                  <UploadCloudIcon aria-hidden className="size-6" />
                )}
              </div>
              <div className="grid gap-1">
                <span className="font-medium">
                  {progress !== null ? `Uploading… ${progress}%` : "Drop a file here or click to choose"}
                </span>
                <span className="text-sm text-muted-foreground">
                  CSV or XLSX, up to {Math.round(IMPORT_MAX_BYTES / 1024 / 1024)} MB. The first row must hold the column
                  names.
                </span>
              </div>
              <input
                ref={inputRef}
                type="file"
                accept={ACCEPT}
                className="sr-only"
                aria-label="Choose a CSV or Excel file"
                disabled={progress !== null}
                onChange={(e) => void upload(e.target.files?.[0])}
              />
            </label>
            {progress !== null ? <Progress value={progress} aria-label="Upload progress" /> : null}
            {error ? (
              <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
                <AlertTriangleIcon aria-hidden className="size-4" /> {error}
              </p>
            ) : null}
          </CardContent>
        </TabsContent>
      </Tabs>
    </Card>
  );
}

function MapStep({
  job,
  preview,
  onPreview,
  mapping,
  onMapping,
  onBack,
  onStarted,
}: {
  job: ImportJobDto;
  preview: ImportPreviewRow[];
  onPreview: (rows: ImportPreviewRow[]) => void;
  mapping: ImportMapping;
  onMapping: (m: ImportMapping) => void;
  onBack: () => void;
  onStarted: (job: ImportJobDto) => void;
}) {
  const fields = useCustomFields(job.entityType);
  const tags = useTags(job.entityType);
  const previewMutation = usePreviewImport(job.id);
  const commit = useCommitImport(job.id);
  const [duplicateMode, setDuplicateMode] = useState<DuplicateMode>("skip");
  const [batchTags, setBatchTags] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const first = useRef(true);

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

  // Re-run the preview when the broker corrects the mapping.
  const mutatePreview = previewMutation.mutate;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => mutatePreview(mapping, { onSuccess: (r) => onPreview(r.preview) }), 250);
    return () => clearTimeout(timer);
  }, [mapping, mutatePreview, onPreview]);

  const mappedTargets = mapping.filter(Boolean) as string[];
  const previewColumns = [...new Set(mappedTargets)];
  const rowsWithErrors = preview.filter((r) => r.errors.length).length;
  const hasName =
    job.entityType === "people"
      ? mappedTargets.includes("fullName") ||
        (mappedTargets.includes("firstName") && mappedTargets.includes("lastName")) ||
        mappedTargets.includes("firstName")
      : mappedTargets.includes("name");
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
    <div className="grid gap-6">
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
          <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {job.headers.map((header, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional and headers may repeat
              <div key={`${header}-${i}`} className="grid gap-1 rounded-lg border p-3">
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

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            Preview {previewMutation.isPending ? <Spinner className="size-4" /> : null}
          </CardTitle>
          <CardDescription>
            The first {preview.length} rows as they will be imported.{" "}
            {rowsWithErrors
              ? `${rowsWithErrors} of them have problems and will be reported as failed.`
              : "No problems found in these rows."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <div className="overflow-x-auto rounded-lg border">
            <Table aria-label="Import preview">
              <TableHeader>
                <TableRow>
                  <TableHead className="w-16">Row</TableHead>
                  {previewColumns.map((c) => (
                    <TableHead key={c} className="min-w-32">
                      {labelOf(c)}
                    </TableHead>
                  ))}
                  <TableHead className="min-w-48">Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {preview.map((row) => (
                  <TableRow key={row.row} className={cn(row.errors.length && "bg-red-50/60")}>
                    <TableCell className="text-muted-foreground">{row.row}</TableCell>
                    {previewColumns.map((c) => (
                      <TableCell key={c} className="max-w-56 truncate">
                        {row.values[c] ?? ""}
                      </TableCell>
                    ))}
                    <TableCell>
                      {row.errors.length ? (
                        <span className="text-xs font-medium text-destructive">{row.errors.join("; ")}</span>
                      ) : row.duplicate ? (
                        <Badge variant="warning">Duplicate</Badge>
                      ) : (
                        <Badge variant="success">Ready</Badge>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </CardContent>
      </Card>

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

function ProgressStep({
  jobId,
  entityType,
  onAgain,
}: {
  jobId: string;
  entityType: ContactEntityType;
  onAgain: () => void;
}) {
  const job = useImportJob(jobId);
  const queryClient = useQueryClient();
  const data = job.data;
  const done = data?.status === "completed" || data?.status === "failed";
  // Written rows change the lists and tag counts.
  useEffect(() => {
    if (!done) return;
    for (const key of [contactKeys.people, contactKeys.companies, contactKeys.tags])
      void queryClient.invalidateQueries({ queryKey: key });
  }, [done, queryClient]);
  const percent = data?.totalRows ? Math.round((data.processedRows / data.totalRows) * 100) : 0;

  if (!data) {
    return (
      <Card className="flex items-center justify-center p-12">
        <Spinner className="size-6" />
      </Card>
    );
  }
  if (!done) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Importing…</CardTitle>
          <CardDescription>
            {data.processedRows.toLocaleString()} of {data.totalRows.toLocaleString()} rows written. You can leave this
            page; the import continues.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Progress value={percent} aria-label="Import progress" />
        </CardContent>
      </Card>
    );
  }
  const stats = [
    { label: "Created", value: data.created, tone: "text-emerald-700" },
    { label: "Updated", value: data.updated, tone: "text-sky-700" },
    { label: "Skipped", value: data.skipped, tone: "text-amber-700" },
    { label: "Failed", value: data.failed, tone: "text-destructive" },
  ];
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            {data.status === "completed" ? (
              <CheckCircle2Icon aria-hidden className="size-5 text-emerald-600" />
            ) : (
              <AlertTriangleIcon aria-hidden className="size-5 text-destructive" />
            )}
            {data.status === "completed" ? "Import complete" : "Import failed"}
          </CardTitle>
          <CardDescription>
            {data.error ?? `${data.fileName}: ${data.totalRows.toLocaleString()} rows processed.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Import summary">
            {stats.map((s) => (
              <div key={s.label} className="rounded-lg border p-4">
                <dt className="text-xs font-medium text-muted-foreground uppercase">{s.label}</dt>
                <dd className={cn("text-2xl font-semibold tabular-nums", s.tone)}>{s.value.toLocaleString()}</dd>
              </div>
            ))}
          </dl>
          {data.issues.length ? (
            <div className="overflow-x-auto rounded-lg border">
              <Table aria-label="Skipped and failed rows">
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-20">Row</TableHead>
                    <TableHead className="w-28">Outcome</TableHead>
                    <TableHead>Reason</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.issues.slice(0, 200).map((issue) => (
                    <TableRow key={`${issue.row}-${issue.outcome}`}>
                      <TableCell>{issue.row}</TableCell>
                      <TableCell>
                        <Badge variant={issue.outcome === "failed" ? "destructive" : "warning"}>
                          {issue.outcome === "failed" ? "Failed" : "Skipped"}
                        </Badge>
                      </TableCell>
                      <TableCell>{issue.reason}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={importSummaryCsvUrl(data.id)} download>
                <DownloadIcon aria-hidden /> Download CSV
              </a>
            </Button>
            {data.status === "failed" ? <ResumeImportButton job={data} /> : null}
            <Button variant="outline" onClick={onAgain}>
              <RotateCcwIcon aria-hidden /> Import another file
            </Button>
            <Button asChild>
              <Link to={contactPaths.list(entityType)}>View {entityType === "people" ? "people" : "companies"}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
