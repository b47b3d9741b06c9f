// The actions a lease page and a memorandum page share: re-running the analysis and downloading the PDF,
// with the toasts of §8.
import type { DocumentType, ExtractionDetail } from "#shared/contract/documents.ts";
import { fetchDownloadUrl } from "#web/features/documents/api/get-document-file-url.ts";
import { useReanalyzeDocument } from "#web/features/documents/api/reanalyze-document.ts";
import { toast } from "#web/lib/toast.ts";

export function useDocumentActions(type: DocumentType, id: string) {
  const reanalyze = useReanalyzeDocument();

  const rerun = async (extractionDetail?: ExtractionDetail) => {
    try {
      await reanalyze.mutateAsync({ type, id, extractionDetail });
      toast({ title: "Analysis restarted", description: "Processing typically takes 1–2 minutes." });
    } catch {
      toast({
        title: "Processing Error",
        description: "There was an issue starting the document analysis. Please try again later.",
        variant: "destructive",
      });
    }
  };

  const download = async () => {
    try {
      const { url } = await fetchDownloadUrl(type, id);
      window.location.assign(url);
    } catch {
      toast({ title: "Download failed", description: "Please try again.", variant: "destructive" });
    }
  };

  return { rerun, rerunning: reanalyze.isPending, download };
}
