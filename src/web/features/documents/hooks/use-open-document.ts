// Opening a document from Doc Insights: a lease needs the Leases feature (else the upgrade dialog), and
// ?selected={id} (§2.2, e.g. from search) opens that record, whatever its type.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { DocumentListItem } from "#shared/contract/documents.ts";
import { paths } from "#web/app/paths.ts";
import { useUpgradeDialog } from "#web/app/shell/upgrade-dialog.tsx";
import { leaseQueryOptions } from "#web/features/documents/api/get-lease.ts";
import { memorandumQueryOptions } from "#web/features/documents/api/get-offering-memorandum.ts";
import { useCanUseLeases } from "#web/features/documents/components/document-upload-flow.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

export function useOpenDocument(listed: DocumentListItem[] | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get("selected");
  const { openUpgrade } = useUpgradeDialog();
  const canUseLeases = useCanUseLeases();

  const open = (doc: Pick<DocumentListItem, "id" | "type">) => {
    if (doc.type === "lease") {
      if (!canUseLeases) {
        openUpgrade();
        return;
      }
      navigate(paths.lease(doc.id));
    } else navigate(paths.offeringMemorandum(doc.id));
  };

  // The selected record's type is found by asking for a memorandum, then a lease.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per selected id
  useEffect(() => {
    if (!selected) return;
    let cancelled = false;
    const clear = () => {
      const next = new URLSearchParams(searchParams);
      next.delete("selected");
      setSearchParams(next, { replace: true });
    };
    (async () => {
      const known = listed?.find((d) => d.id === selected);
      if (known) return open(known);
      try {
        await queryClient.fetchQuery(memorandumQueryOptions(selected));
        if (!cancelled) navigate(paths.offeringMemorandum(selected), { replace: true });
      } catch {
        try {
          await queryClient.fetchQuery(leaseQueryOptions(selected));
          if (!cancelled) navigate(paths.lease(selected), { replace: true });
        } catch (error) {
          if (cancelled) return;
          if (isApiError(error) && error.code === "FEATURE_REQUIRED") openUpgrade();
          else
            toast({ title: "Document not found", description: "It may have been deleted or is not shared with you." });
          clear();
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [selected]);

  return { open, canUseLeases, openUpgrade };
}
