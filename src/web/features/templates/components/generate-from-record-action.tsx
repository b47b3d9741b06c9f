import { FileSignatureIcon } from "lucide-react";
import { useState } from "react";
import type { MergeSource } from "#shared/rules/merge-fields.ts";
import { Button } from "#web/components/ui/button.tsx";
import { GenerateDocumentDialog } from "#web/features/templates/components/generate-document-dialog.tsx";
import type { RecordRef } from "#web/features/templates/components/record-picker.tsx";

export type GenerateFromRecordProps = {
  /** The record the page shows: its merge fields need no picker. */
  record: { source: MergeSource; id: string; name: string };
  /** Records the page knows belong with it (a person's company, a project's one lease): pre-chosen, changeable. */
  suggested?: Partial<Record<MergeSource, RecordRef>>;
  label?: string;
  /** Built-in template to select first, e.g. "Renewal notice letter". */
  preferTemplate?: string;
  size?: "sm" | "default";
};

/** 'Generate document' on a record's page: the one generation dialog with that record filled in. */
export function GenerateFromRecordAction({
  record,
  suggested,
  label = "Generate document",
  preferTemplate,
  size = "default",
}: GenerateFromRecordProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)}>
        <FileSignatureIcon aria-hidden /> {label}
      </Button>
      {open ? (
        <GenerateDocumentDialog
          open
          onOpenChange={setOpen}
          fixed={record}
          suggested={suggested}
          preferTemplate={preferTemplate}
        />
      ) : null}
    </>
  );
}
