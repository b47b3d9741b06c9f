import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createDealroom } from "#shared/contract/dealrooms.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useCreateDealroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest(createDealroom, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealroomKeys.all }),
  });
}
