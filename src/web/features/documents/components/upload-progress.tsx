import { Progress } from "#web/components/ui/progress.tsx";

/** Upload percent while the file is sent; "Starting analysis…" once the bytes are all out. */
export function UploadProgress({ percent }: { percent: number }) {
  const done = percent >= 100;
  return (
    <div className="grid gap-1.5" aria-live="polite">
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span>{done ? "Upload complete, starting analysis…" : "Uploading…"}</span>
        <span className="tabular-nums" data-testid="upload-percent">
          {percent}%
        </span>
      </div>
      <Progress value={percent} aria-label="Upload progress" />
    </div>
  );
}
