import { BarChart3Icon, ChevronRightIcon, FileSignatureIcon } from "lucide-react";
import { useNavigate } from "react-router";
import type { DocumentType } from "#shared/contract/documents.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
import { paths } from "#web/app/paths.ts";
import { useUpgradeDialog } from "#web/app/shell/upgrade-dialog.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#web/components/ui/dialog.tsx";
import { DocumentUploadForm } from "#web/features/documents/components/document-upload-form.tsx";

/** Which step of the upload flow is open: the type picker, one of the two upload forms, or none. */
export type UploadFlowMode = "choose" | DocumentType | null;

/** Adding and viewing leases needs an active subscription or a running trial (§2.11). */
export function useCanUseLeases(): boolean {
  const { subscription } = useAuth();
  return !!subscription && (subscription.active || subscription.isTrialActive);
}

/**
 * Upload entry point shared by the sidebar, the mobile Quick Add and Doc Insights: 'Select Document
 * Type' (Lease / Offering Memorandum), then the lease panel or the memorandum dialog; after a
 * successful upload it opens the new document's page.
 */
export function DocumentUploadFlow({
  mode,
  onModeChange,
  folderId = null,
}: {
  mode: UploadFlowMode;
  onModeChange: (mode: UploadFlowMode) => void;
  folderId?: string | null;
}) {
  const navigate = useNavigate();
  const { openUpgrade } = useUpgradeDialog();
  const canUseLeases = useCanUseLeases();

  const choose = (type: DocumentType) => {
    if (type === "lease" && !canUseLeases) {
      onModeChange(null);
      openUpgrade();
      return;
    }
    onModeChange(type);
  };

  return (
    <>
      <Dialog open={mode === "choose"} onOpenChange={(open) => !open && onModeChange(null)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Select Document Type</DialogTitle>
            <DialogDescription>What are you uploading?</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <TypeChoice
              icon={FileSignatureIcon}
              title="Lease"
              description="Abstract parties, dates, rent, options and critical dates."
              onClick={() => choose("lease")}
            />
            <TypeChoice
              icon={BarChart3Icon}
              title="Offering Memorandum"
              description="Extract price, cap rate, NOI, the rent roll and consistency checks."
              onClick={() => choose("offering_memorandum")}
            />
          </div>
        </DialogContent>
      </Dialog>
      {(["lease", "offering_memorandum"] as const).map((type) => (
        <DocumentUploadForm
          key={type}
          type={type}
          open={mode === type}
          onOpenChange={(open) => !open && onModeChange(null)}
          folderId={folderId}
          onUploaded={(doc) => navigate(doc.type === "lease" ? paths.lease(doc.id) : paths.offeringMemorandum(doc.id))}
          onUpgradeNeeded={openUpgrade}
        />
      ))}
    </>
  );
}

function TypeChoice({
  icon: Icon,
  title,
  description,
  onClick,
}: {
  icon: typeof FileSignatureIcon;
  title: string;
  description: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="group flex items-center gap-3 rounded-lg border p-3.5 text-left transition-colors outline-none hover:border-primary/40 hover:bg-primary-soft/60 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="text-sm font-semibold">{title}</span>
        <span className="text-xs text-muted-foreground">{description}</span>
      </span>
      <ChevronRightIcon
        aria-hidden
        className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
      />
    </button>
  );
}
