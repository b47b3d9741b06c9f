import { UploadIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { WithTooltip } from "#web/components/ui/tooltip.tsx";
import type { UploadFlowMode } from "#web/features/documents/components/document-upload-flow.tsx";
import { LazyDocumentUploadFlow as DocumentUploadFlow } from "#web/features/documents/components/document-upload-flow-lazy.tsx";
import { cn } from "#web/lib/utils.ts";

/** The sidebar's upload entry (§2.4): the document-type choice starts the lease or memorandum upload. */
export function SidebarUploadButton({ collapsed }: { collapsed: boolean }) {
  const [mode, setMode] = useState<UploadFlowMode>(null);
  return (
    <>
      <WithTooltip content="Upload document" disabled={!collapsed}>
        <Button
          variant="outline"
          size={collapsed ? "icon" : "default"}
          className={cn(collapsed ? "mx-auto" : "w-full justify-start")}
          aria-label={collapsed ? "Upload document" : undefined}
          onClick={() => setMode("choose")}
        >
          <UploadIcon aria-hidden /> {collapsed ? null : "Upload document"}
        </Button>
      </WithTooltip>
      <DocumentUploadFlow mode={mode} onModeChange={setMode} />
    </>
  );
}
