import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addPropertyLink,
  type LinkType,
  linkCandidates,
  removePropertyLink,
} from "#shared/contract/properties-parts.ts";
import { propertyKeys } from "#web/features/properties/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useLinkCandidates(type: LinkType, q: string, enabled: boolean) {
  return useQuery({
    queryKey: propertyKeys.linkCandidates(type, q),
    queryFn: ({ signal }) => apiRequest(linkCandidates, { query: { type, q: q || undefined }, signal }),
    enabled,
  });
}

export function useAddLink(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { entityType: LinkType; entityId: string }) =>
      apiRequest(addPropertyLink, { params: { id: propertyId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
  });
}

export function useRemoveLink(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => apiRequest(removePropertyLink, { params: { id: propertyId, linkId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
  });
}
