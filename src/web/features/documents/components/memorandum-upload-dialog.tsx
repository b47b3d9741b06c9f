import { type FormEvent, useEffect, useState } from "react";
import { documentTexts, type OfferingMemorandumDto } from "#shared/contract/documents.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useUploadMemorandum } from "#web/features/documents/api/upload-offering-memorandum.ts";
import { FolderPicker } from "#web/features/documents/components/folder-picker.tsx";
import { PdfFilePicker } from "#web/features/documents/components/pdf-file-picker.tsx";
import { UploadProgress } from "#web/features/documents/components/upload-progress.tsx";
import { titleFromFileName } from "#web/features/documents/lib/format.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

type Errors = { title?: string; file?: string };

/**
 * 'Upload Offering Memorandum' (§2, §4.8): idle → uploading → document created → analysis triggered;
 * on success it reports the new document to its parent, on failure it shows the error and stops.
 */
export function MemorandumUploadDialog({
  open,
  onOpenChange,
  folderId,
  onUploaded,
  onUpgradeNeeded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folderId: string | null;
  onUploaded: (doc: OfferingMemorandumDto) => void;
  onUpgradeNeeded: () => void;
}) {
  const upload = useUploadMemorandum();
  const [title, setTitle] = useState("");
  const [titleTouched, setTitleTouched] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [folder, setFolder] = useState<string | null>(folderId);
  const [errors, setErrors] = useState<Errors>({});
  const [percent, setPercent] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    setTitle("");
    setTitleTouched(false);
    setFile(null);
    setFolder(folderId);
    setErrors({});
    setPercent(null);
  }, [open, folderId]);

  const busy = upload.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!file) next.file = documentTexts.selectFile;
    if (!title.trim()) next.title = documentTexts.enterTitle;
    setErrors(next);
    if (next.file || next.title || !file) return;
    setPercent(0);
    try {
      const doc = await upload.mutateAsync({
        title: title.trim(),
        file,
        folderId: folder,
        onProgress: (p) => setPercent(p.percent),
      });
      toast({
        title: documentTexts.uploadSuccessful,
        description: "Your memorandum is being analysed. Processing typically takes 1–2 minutes.",
      });
      onOpenChange(false);
      onUploaded(doc);
    } catch (error) {
      setPercent(null);
      if (isApiError(error) && error.code === "FEATURE_REQUIRED") {
        onOpenChange(false);
        onUpgradeNeeded();
      } else if (isApiError(error) && error.status === 413) {
        toast({
          title: documentTexts.fileTooLarge,
          description: documentTexts.fileTooLargeDetail,
          variant: "destructive",
        });
      } else if (isApiError(error) && error.status === 400 && error.message) {
        setErrors({ file: error.message });
      } else {
        toast({
          title: "Error",
          description:
            isApiError(error) && error.status >= 400 && error.status < 500
              ? error.message
              : "Failed to upload document",
          variant: "destructive",
        });
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Upload Offering Memorandum</DialogTitle>
            <DialogDescription>
              We extract pricing, income, the rent roll and check the numbers add up.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Document Title" error={errors.title} required>
            <Input
              value={title}
              maxLength={300}
              placeholder="e.g. Harbor View Office OM"
              disabled={busy}
              onChange={(e) => {
                setTitle(e.target.value);
                setTitleTouched(true);
                if (errors.title) setErrors((s) => ({ ...s, title: undefined }));
              }}
            />
          </FormField>
          <PdfFilePicker
            label="Offering Memorandum (PDF)"
            file={file}
            disabled={busy}
            error={errors.file}
            onFile={(chosen, problem) => {
              setFile(chosen);
              setErrors((s) => ({ ...s, file: problem }));
              if (chosen && (!titleTouched || !title.trim())) {
                setTitle(titleFromFileName(chosen.name));
                setErrors((s) => ({ ...s, title: undefined }));
              }
            }}
          />
          <FolderPicker value={folder} onChange={setFolder} disabled={busy} />
          {percent !== null ? <UploadProgress percent={percent} /> : null}
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Uploading..." : "Upload Document"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
