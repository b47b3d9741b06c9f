import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyFolderTemplate, createFolder } from "#shared/contract/dealrooms-documents.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useCreateFolder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest(createFolder, { params: { id }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealroomKeys.folders(id) }),
  });
}

/** The 'Real Estate Transaction' folder template (adds the folders that are missing). */
export function useApplyFolderTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(applyFolderTemplate, { params: { id }, body: { template: "real_estate_transaction" } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealroomKeys.folders(id) }),
  });
}
