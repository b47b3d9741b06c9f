import type { HierarchyChoiceInput } from "#shared/contract/properties-create.ts";
import { extractionCallFailedMessage, extractionFallbackMessage } from "#shared/contract/property-extraction.ts";
import type { ExtractionResponse } from "#shared/contract/properties-extract.ts";
import { type BatchInput, useCreateBatch } from "#web/features/properties/api/create-flow.ts";
import type { Extraction } from "#web/features/properties/components/panel/types.ts";
import { createdToast, toCreateBody } from "#web/features/properties/lib/extracted.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

export function batchOf(e: Extraction, choices?: (HierarchyChoiceInput | null)[]): BatchInput {
  return {
    items: e.candidates.map((c, i) => ({
      property: toCreateBody(c.property, i, e.sourceUrl),
      choice: choices?.[i] ?? null,
    })),
    brochureKey: e.brochureKey,
    brochureName: e.brochureName,
    extractImages: e.extractImages,
  };
}

/** §8 wording of a failed extraction answer (error_code first, then the server text). */
export function extractionFailure(r: ExtractionResponse): string {
  return r.error ?? extractionFallbackMessage;
}

/** After extraction: the hierarchy step when an address matches existing properties, else create at once (§4). */
export function useFinishExtraction(onHierarchy: (e: Extraction) => void, onCreated: (ids: string[]) => void) {
  const batch = useCreateBatch();
  const finish = async (e: Extraction): Promise<boolean> => {
    if (e.candidates.some((c) => c.matches.length > 0)) {
      onHierarchy(e);
      return true;
    }
    try {
      const result = await batch.mutateAsync(batchOf(e));
      toast({ title: createdToast(result.created.length, e.from) });
      onCreated(result.created.map((c) => c.id));
      return true;
    } catch (err) {
      toast({
        title: `Failed to create property from ${e.from}`,
        description: isApiError(err) ? err.message : undefined,
        variant: "destructive",
      });
      return false;
    }
  };
  return { finish, pending: batch.isPending };
}

export function callFailedToast(err: unknown, from: "URL" | "PDF") {
  if (isApiError(err) && err.status > 0 && err.status < 500) {
    toast({
      title: from === "URL" ? "URL Extraction Failed" : "Extraction Failed",
      description: err.message,
      variant: "destructive",
    });
    return;
  }
  toast({
    title: from === "URL" ? "URL Extraction Failed" : "Extraction Failed",
    description: from === "URL" ? extractionCallFailedMessage : `Failed to create property from PDF`,
    variant: "destructive",
  });
}
