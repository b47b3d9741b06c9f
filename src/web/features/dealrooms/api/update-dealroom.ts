import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateDealroom } from "#shared/contract/dealrooms.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useRenameDealroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiRequest(updateDealroom, { params: { id }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealroomKeys.all }),
  });
}
