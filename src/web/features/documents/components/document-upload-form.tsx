// The one upload form for both document types (§2, §4.8, §5, §8): title (defaults to the file name), PDF,
// folder, and for a lease the extraction style; progress while uploading, then the new document is reported
// to the parent. A lease opens in the right-hand 'Upload New Lease' panel, a memorandum in a dialog.
import { type FormEvent, useEffect, useState } from "react";
import {
  DEFAULT_EXTRACTION_DETAIL,
  type DocumentType,
  documentTexts,
  type ExtractionDetail,
} from "#shared/contract/documents.ts";
import type { LeaseDto } from "#shared/contract/documents-leases.ts";
import type { OfferingMemorandumDto } from "#shared/contract/documents-memoranda.ts";
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
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { useUploadLease } from "#web/features/documents/api/upload-lease.ts";
import { useUploadMemorandum } from "#web/features/documents/api/upload-offering-memorandum.ts";
import { ExtractionStyleSelect } from "#web/features/documents/components/extraction-style-select.tsx";
import { FolderPicker } from "#web/features/documents/components/folder-picker.tsx";
import { PdfFilePicker } from "#web/features/documents/components/pdf-file-picker.tsx";
import { UploadProgress } from "#web/features/documents/components/upload-progress.tsx";
import { titleFromFileName } from "#web/features/documents/lib/format.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

type Errors = { title?: string; file?: string };

/** What differs between the two types is words only, plus the lease's extraction style. */
const texts: Record<
  DocumentType,
  {
    heading: string;
    description: string;
    titleLabel: string;
    placeholder: string;
    fileLabel: string;
    submit: string;
    analysing: string;
    /** The description of the generic failure toast. */
    failure: (error: unknown) => string;
  }
> = {
  lease: {
    heading: "Upload New Lease",
    description: "We read the PDF and build a cited abstract of its key terms.",
    titleLabel: "Lease Title",
    placeholder: "e.g. Acme Corp — Suite 400",
    fileLabel: "Lease Document (PDF)",
    submit: "Upload Lease",
    analysing: "Your lease is being analysed. Processing typically takes 1–2 minutes.",
    failure: () => "Failed to upload lease document",
  },
  offering_memorandum: {
    heading: "Upload Offering Memorandum",
    description: "We extract pricing, income, the rent roll and check the numbers add up.",
    titleLabel: "Document Title",
    placeholder: "e.g. Harbor View Office OM",
    fileLabel: "Offering Memorandum (PDF)",
    submit: "Upload Document",
    analysing: "Your memorandum is being analysed. Processing typically takes 1–2 minutes.",
    failure: (error) =>
      isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : "Failed to upload document",
  },
};

export function DocumentUploadForm({
  type,
  open,
  onOpenChange,
  folderId,
  onUploaded,
  onUpgradeNeeded,
}: {
  type: DocumentType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folderId: string | null;
  onUploaded: (doc: LeaseDto | OfferingMemorandumDto) => void;
  onUpgradeNeeded: () => void;
}) {
  const t = texts[type];
  const uploadLease = useUploadLease();
  const uploadMemorandum = useUploadMemorandum();
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

  const busy = uploadLease.isPending || uploadMemorandum.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!file) next.file = documentTexts.selectFile;
    if (!title.trim()) next.title = documentTexts.enterTitle;
    setErrors(next);
    if (next.file || next.title || !file) return;
    setPercent(0);
    try {
      const input = {
        title: title.trim(),
        file,
        folderId: folder,
        onProgress: (p: { percent: number }) => setPercent(p.percent),
      };
      const doc =
        type === "lease"
          ? await uploadLease.mutateAsync({ ...input, extractionDetail: detail })
          : await uploadMemorandum.mutateAsync(input);
      toast({ title: documentTexts.uploadSuccessful, description: t.analysing });
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
        toast({ title: "Error", description: t.failure(error), variant: "destructive" });
      }
    }
  };

  const fields = (
    <>
      <FormField label={t.titleLabel} error={errors.title} required>
        <Input
          value={title}
          maxLength={300}
          placeholder={t.placeholder}
          disabled={busy}
          onChange={(e) => {
            setTitle(e.target.value);
            setTitleTouched(true);
            if (errors.title) setErrors((s) => ({ ...s, title: undefined }));
          }}
        />
      </FormField>
      <PdfFilePicker
        label={t.fileLabel}
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
      {type === "lease" ? (
        <ExtractionStyleSelect id="extraction-style" value={detail} onChange={setDetail} disabled={busy} />
      ) : null}
    </>
  );
  const progress = percent !== null ? <UploadProgress percent={percent} /> : null;
  const submitLabel = busy ? "Uploading..." : t.submit;
  // A running upload cannot be dismissed: closing would hide its progress and its outcome.
  const onShellChange = (next: boolean) => !busy && onOpenChange(next);

  if (type === "lease")
    return (
      <Sheet open={open} onOpenChange={onShellChange}>
        <SheetContent side="right" className="gap-0 p-0">
          <form onSubmit={submit} noValidate className="flex h-full min-h-0 flex-col">
            <SheetHeader className="border-b">
              <SheetTitle>{t.heading}</SheetTitle>
              <SheetDescription>{t.description}</SheetDescription>
            </SheetHeader>
            <div className="grid flex-1 content-start gap-5 overflow-y-auto p-4 sm:p-5">{fields}</div>
            <div className="grid gap-3 border-t p-4 sm:p-5">
              {progress}
              <Button type="submit" disabled={busy} className="w-full">
                {submitLabel}
              </Button>
            </div>
          </form>
        </SheetContent>
      </Sheet>
    );
  return (
    <Dialog open={open} onOpenChange={onShellChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <form onSubmit={submit} noValidate className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{t.heading}</DialogTitle>
            <DialogDescription>{t.description}</DialogDescription>
          </DialogHeader>
          {fields}
          {progress}
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
