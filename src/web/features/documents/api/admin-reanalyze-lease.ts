import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminReanalyzeLease } from "#shared/contract/documents-admin.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useAdminReanalyzeLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(adminReanalyzeLease, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.adminLeases() }),
  });
}
