import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateFolder } from "#shared/contract/documents.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useUpdateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; parentFolderId?: string | null }) =>
      apiRequest(updateFolder, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["folder"] }),
  });
}
