import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type PropertyListQuery, propertyMap } from "#shared/contract/properties.ts";
import { propertyKeys } from "#web/features/properties/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function usePropertyMap(query: Pick<PropertyListQuery, "q" | "type" | "city">, enabled = true) {
  return useQuery({
    queryKey: propertyKeys.map(query),
    queryFn: ({ signal }) => apiRequest(propertyMap, { query: query as never, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
