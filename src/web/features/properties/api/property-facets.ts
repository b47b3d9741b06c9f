import { useQuery } from "@tanstack/react-query";
import { propertyFacets } from "#shared/contract/properties.ts";
import { propertyKeys } from "#web/features/properties/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function usePropertyFacets() {
  return useQuery({ queryKey: propertyKeys.facets, queryFn: ({ signal }) => apiRequest(propertyFacets, { signal }) });
}
