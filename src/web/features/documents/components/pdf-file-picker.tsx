import { FileTextIcon, UploadCloudIcon, XIcon } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { documentTexts, MAX_PDF_BYTES } from "#shared/contract/documents.ts";
import { Button } from "#web/components/ui/button.tsx";
import { formatBytes } from "#web/features/documents/lib/format.ts";
import { toast } from "#web/lib/toast.ts";
import { cn } from "#web/lib/utils.ts";

/** Checks a chosen file: PDF by type/extension and by its first bytes ("%PDF-"), at most 10 MB (§5). */
export async function checkPdf(file: File): Promise<string | null> {
  const named = file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
  if (!named) return documentTexts.onlyPdf;
  if (file.size > MAX_PDF_BYTES) return documentTexts.fileTooLarge;
  const head = await file.slice(0, 5).text();
  return head === "%PDF-" ? null : documentTexts.onlyPdf;
}

/** Drag-and-drop or click to choose one PDF. Reports the accepted file; refusals show inline (and a toast for size). */
export function PdfFilePicker({
  label,
  file,
  onFile,
  error,
  disabled,
}: {
  label: string;
  file: File | null;
  onFile: (file: File | null, problem?: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const accept = async (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = await checkPdf(chosen);
    if (problem === documentTexts.fileTooLarge) {
      toast({
        title: documentTexts.fileTooLarge,
        description: documentTexts.fileTooLargeDetail,
        variant: "destructive",
      });
      onFile(null, documentTexts.fileTooLargeDetail);
    } else if (problem) onFile(null, problem);
    else onFile(chosen);
    if (input.current) input.current.value = "";
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void accept(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-medium leading-none">
        {label}
      </label>
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border bg-muted/40 px-3 py-2.5">
          <div className="flex size-9 shrink-0 items-center justify-center rounded-md bg-red-50 text-red-600">
            <FileTextIcon aria-hidden className="size-5" />
          </div>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{file.name}</p>
            <p className="text-xs text-muted-foreground">{formatBytes(file.size)}</p>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Remove file"
            disabled={disabled}
            onClick={() => onFile(null)}
          >
            <XIcon aria-hidden />
          </Button>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors hover:border-primary/50 hover:bg-primary-soft/50",
            dragging && "border-primary bg-primary-soft",
            error && "border-destructive/60",
          )}
        >
          <UploadCloudIcon aria-hidden className="size-7 text-primary" />
          <span className="text-sm">
            <span className="font-medium text-primary">Click to choose</span> or drag a PDF here
          </span>
          <span className="text-xs text-muted-foreground">PDF (max 10MB)</span>
        </label>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(e) => void accept(e.target.files?.[0])}
      />
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
