// A failed import (cut off, or stopped by an error) can be started again with its own mapping and settings:
// the server resumes after the last saved batch, so no row is written twice.
import { useQueryClient } from "@tanstack/react-query";
import { PlayIcon } from "lucide-react";
import { toast } from "sonner";
import type { ImportJobDto } from "#shared/contract/contacts-import.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { importQueryOptions, useCommitImport } from "#web/features/contacts/api/imports.ts";
import { isApiError } from "#web/lib/api-client.ts";

export function ResumeImportButton({ job }: { job: ImportJobDto }) {
  const commit = useCommitImport(job.id);
  const queryClient = useQueryClient();
  async function resume() {
    try {
      const queued = await commit.mutateAsync({
        mapping: job.mapping,
        duplicateMode: job.duplicateMode ?? "skip",
        tags: job.tags,
      });
      queryClient.setQueryData(importQueryOptions(job.id).queryKey, queued);
    } catch (err) {
      toast.error(isApiError(err) ? err.message : "Could not start the import again");
    }
  }
  return (
    <Button onClick={() => void resume()} disabled={commit.isPending}>
      {commit.isPending ? <Spinner className="size-4" /> : <PlayIcon aria-hidden />} Resume import
    </Button>
  );
}
