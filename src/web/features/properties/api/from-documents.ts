import { useMutation, useQueryClient } from "@tanstack/react-query";
import { propertyFromLease, propertyFromMemorandum } from "#shared/contract/properties-create.ts";
import { propertyKeys } from "#web/features/properties/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** 'Create property' from an analysed memorandum (answers the already-linked one when there is one). */
export function useCreatePropertyFromMemorandum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memorandumId: string) => apiRequest(propertyFromMemorandum, { body: { memorandumId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

/** Link a lease's premises to a property as a leased space (matched by address, or created). */
export function useLinkLeasePremises() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { leaseId: string; propertyId?: string | null }) =>
      apiRequest(propertyFromLease, { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
