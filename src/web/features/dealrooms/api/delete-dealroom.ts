import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteDealroom } from "#shared/contract/dealrooms.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useDeleteDealroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteDealroom, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: dealroomKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: dealroomKeys.all });
    },
  });
}
