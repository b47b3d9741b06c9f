import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteFolder } from "#shared/contract/documents.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteFolder, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["folder"] }),
  });
}
