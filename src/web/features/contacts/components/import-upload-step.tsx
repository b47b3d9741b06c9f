// Import step 1: choose people or companies, then drop or pick a CSV/XLSX file (checked for type and size
// before it is sent; upload progress in percent).
import { AlertTriangleIcon, UploadCloudIcon } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import { IMPORT_MAX_BYTES } from "#shared/contract/contacts-import.ts";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { uploadImportFile } from "#web/features/contacts/api/imports.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/utils.ts";

const ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function ImportUploadStep({
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
