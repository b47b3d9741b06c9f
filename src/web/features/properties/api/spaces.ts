import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createSpace, deleteSpace, type SpaceCreate, updateSpace } from "#shared/contract/properties-parts.ts";
import { propertyKeys } from "#web/features/properties/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useSaveSpace(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ spaceId, body }: { spaceId?: string; body: SpaceCreate }) =>
      spaceId
        ? apiRequest(updateSpace, { params: { id: propertyId, spaceId }, body: body as never })
        : apiRequest(createSpace, { params: { id: propertyId }, body: body as never }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

export function useDeleteSpace(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spaceId: string) => apiRequest(deleteSpace, { params: { id: propertyId, spaceId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
