import { type FormEvent, useEffect, useState } from "react";
import {
  DEFAULT_EXTRACTION_DETAIL,
  documentTexts,
  type ExtractionDetail,
  type LeaseDto,
} from "#shared/contract/documents.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { useUploadLease } from "#web/features/documents/api/upload-lease.ts";
import { FolderPicker } from "#web/features/documents/components/folder-picker.tsx";
import { PdfFilePicker } from "#web/features/documents/components/pdf-file-picker.tsx";
import { UploadProgress } from "#web/features/documents/components/upload-progress.tsx";
import { titleFromFileName } from "#web/features/documents/lib/format.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

type Errors = { title?: string; file?: string };

/** 'Upload New Lease' right-hand panel (§2, §5, §8). */
export function LeaseUploadSheet({
  open,
  onOpenChange,
  folderId,
  onUploaded,
  onUpgradeNeeded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folderId: string | null;
  onUploaded: (lease: LeaseDto) => void;
  onUpgradeNeeded: () => void;
}) {
  const upload = useUploadLease();
  const [title, setTitle] = useState("");
  const [titleTouched, setTitleTouched] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [folder, setFolder] = useState<string | null>(folderId);
  const [detail, setDetail] = useState<ExtractionDetail>(DEFAULT_EXTRACTION_DETAIL);
  const [errors, setErrors] = useState<Errors>({});
  const [percent, setPercent] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    setTitle("");
    setTitleTouched(false);
    setFile(null);
    setFolder(folderId);
    setDetail(DEFAULT_EXTRACTION_DETAIL);
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
      const lease = await upload.mutateAsync({
        title: title.trim(),
        file,
        folderId: folder,
        extractionDetail: detail,
        onProgress: (p) => setPercent(p.percent),
      });
      toast({
        title: documentTexts.uploadSuccessful,
        description: "Your lease is being analysed. Processing typically takes 1–2 minutes.",
      });
      onOpenChange(false);
      onUploaded(lease);
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
        toast({ title: "Error", description: "Failed to upload lease document", variant: "destructive" });
      }
    }
  };

  return (
    <Sheet open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <SheetContent side="right" className="gap-0 p-0">
        <form onSubmit={submit} noValidate className="flex h-full min-h-0 flex-col">
          <SheetHeader className="border-b">
            <SheetTitle>Upload New Lease</SheetTitle>
            <SheetDescription>We read the PDF and build a cited abstract of its key terms.</SheetDescription>
          </SheetHeader>
          <div className="grid flex-1 content-start gap-5 overflow-y-auto p-4 sm:p-5">
            <FormField label="Lease Title" error={errors.title} required>
              <Input
                value={title}
                maxLength={300}
                placeholder="e.g. Acme Corp — Suite 400"
                disabled={busy}
                onChange={(e) => {
                  setTitle(e.target.value);
                  setTitleTouched(true);
                  if (errors.title) setErrors((s) => ({ ...s, title: undefined }));
                }}
              />
            </FormField>
            <PdfFilePicker
              label="Lease Document (PDF)"
              file={file}
              disabled={busy}
              error={errors.file}
              onFile={(chosen, problem) => {
                setFile(chosen);
                setErrors((s) => ({ ...s, file: problem }));
                // §5: the title defaults to the file name without its extension.
                if (chosen && (!titleTouched || !title.trim())) {
                  setTitle(titleFromFileName(chosen.name));
                  setErrors((s) => ({ ...s, title: undefined }));
                }
              }}
            />
            <FolderPicker value={folder} onChange={setFolder} disabled={busy} />
            <div className="grid gap-2">
              <Label htmlFor="extraction-style">Extraction Style</Label>
              <Select value={detail} onValueChange={(v) => setDetail(v as ExtractionDetail)} disabled={busy}>
                <SelectTrigger id="extraction-style">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="concise">Concise (bullet points)</SelectItem>
                  <SelectItem value="detailed">Detailed (full sentences)</SelectItem>
                </SelectContent>
              </Select>
            </div>
          </div>
          <div className="grid gap-3 border-t p-4 sm:p-5">
            {percent !== null ? <UploadProgress percent={percent} /> : null}
            <Button type="submit" disabled={busy} className="w-full">
              {busy ? "Uploading..." : "Upload Lease"}
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
