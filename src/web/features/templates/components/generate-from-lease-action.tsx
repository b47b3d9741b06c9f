import { FileSignatureIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { GenerateDocumentDialog } from "#web/features/templates/components/generate-document-dialog.tsx";

/** 'Generate letter' beside a lease's critical dates: a renewal notice (or any template) filled from the lease. */
export function GenerateFromLeaseAction({ leaseId }: { leaseId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <FileSignatureIcon aria-hidden /> Generate letter
      </Button>
      {open ? (
        <GenerateDocumentDialog
          open
          onOpenChange={setOpen}
          fixed={{ source: "lease", id: leaseId, name: "this lease" }}
          preferTemplate="Renewal notice letter"
        />
      ) : null}
    </>
  );
}
