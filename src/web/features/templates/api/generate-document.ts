import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  generatedPdfPath,
  generateDocument,
  generateIntoDealroom,
  type MergeSourcesInput,
} from "#shared/contract/document-templates.ts";
import { buildPath } from "#shared/contract/route.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** Preview: the template filled from the chosen records; nothing is stored. */
export function useGenerateDocument() {
  return useMutation({
    mutationFn: ({ id, sources }: { id: string; sources: MergeSourcesInput }) =>
      apiRequest(generateDocument, { params: { id }, body: sources }),
  });
}

/** The generated document becomes a room document; the room's document list refreshes. */
export function useGenerateIntoDealroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sources, dealroomId }: { id: string; sources: MergeSourcesInput; dealroomId: string }) =>
      apiRequest(generateIntoDealroom, { params: { id }, body: { ...sources, dealroomId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["dealrooms"] }),
  });
}

/** The download link of the generated PDF (a GET the browser saves as a file). */
export function generatedPdfUrl(id: string, sources: MergeSourcesInput): string {
  const query = new URLSearchParams(
    Object.entries(sources).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""),
  );
  const qs = query.toString();
  return `${buildPath(generatedPdfPath, { id })}${qs ? `?${qs}` : ""}`;
}
