import { FileUpIcon } from "lucide-react";
import { type DragEvent, type FormEvent, useRef, useState } from "react";
import { PDF_MAX_BYTES, PDF_REQUIRED, PDF_TOO_LARGE_DETAIL, PDF_TOO_LARGE_TITLE } from "#shared/contract/properties.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { extractFromPdf } from "#web/features/properties/api/create-flow.ts";
import type { Extraction } from "#web/features/properties/components/panel/types.ts";
import {
  callFailedToast,
  extractionFailure,
  useFinishExtraction,
} from "#web/features/properties/components/panel/extraction-flow.ts";
import { useSimulatedProgress } from "#web/features/properties/lib/simulated-progress.ts";
import { toast } from "#web/lib/toast.ts";

export function PdfStep({
  onHierarchy,
  onCreated,
}: {
  onHierarchy: (e: Extraction) => void;
  onCreated: (ids: string[]) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [images, setImages] = useState(false);
  const [running, setRunning] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const progress = useSimulatedProgress();
  const { finish } = useFinishExtraction(onHierarchy, onCreated);

  const choose = (f: File | undefined | null) => {
    if (!f) return;
    if (f.type !== "application/pdf" && !f.name.toLowerCase().endsWith(".pdf")) {
      setFile(null);
      return setError(PDF_REQUIRED);
    }
    if (f.size > PDF_MAX_BYTES) {
      setFile(null);
      setError(PDF_TOO_LARGE_DETAIL);
      toast({ title: PDF_TOO_LARGE_TITLE, description: PDF_TOO_LARGE_DETAIL, variant: "destructive" });
      return;
    }
    setError(null);
    setFile(f);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files[0]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setError(PDF_REQUIRED);
    setRunning(true);
    progress.start();
    try {
      progress.set(30);
      const result = await extractFromPdf(file);
      progress.set(90);
      if (!result.success) {
        toast({ title: "Extraction Failed", description: extractionFailure(result), variant: "destructive" });
        progress.set(null);
        return;
      }
      toast({ title: "Properties Extracted Successfully", description: `${result.count} found` });
      const ok = await finish({
        from: "PDF",
        candidates: result.candidates,
        brochureKey: result.brochureKey,
        brochureName: result.brochureName,
        extractImages: images,
      });
      progress.set(ok ? 100 : null);
    } catch (err) {
      progress.set(null);
      callFailedToast(err, "PDF");
    } finally {
      setRunning(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <button
        type="button"
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`grid place-items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${dragging ? "border-primary bg-primary-soft" : ""}`}
        aria-describedby={error ? "pdf-error" : undefined}
      >
        <FileUpIcon aria-hidden className="size-6 text-primary" />
        <span>{file ? file.name : "Drag and drop a brochure here, or click to choose"}</span>
        <span className="text-xs text-muted-foreground">PDF (max 10MB)</span>
      </button>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        tabIndex={-1}
        aria-label="Brochure PDF"
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      {error ? (
        <p id="pdf-error" role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex items-center gap-2">
        <Checkbox id="extract-images" checked={images} onCheckedChange={(v) => setImages(v === true)} />
        <Label htmlFor="extract-images">Extract images from PDF</Label>
      </div>
      {progress.value !== null ? (
        <div className="grid gap-1" aria-live="polite">
          <Progress value={progress.value} aria-label="Extraction progress" />
          <span className="text-xs text-muted-foreground">{progress.value}% complete</span>
        </div>
      ) : null}
      <Button type="submit" disabled={running}>
        {running ? "Extracting..." : "Extract and Create Properties"}
      </Button>
    </form>
  );
}
