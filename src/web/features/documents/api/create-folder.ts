import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createFolder } from "#shared/contract/documents.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; parentFolderId: string | null }) => apiRequest(createFolder, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["folder"] }),
  });
}
