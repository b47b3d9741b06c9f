import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type MapBounds, type PropertyListQuery, propertyMap } from "#shared/contract/properties.ts";
import { propertyKeys } from "#web/features/properties/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** The pins in `bounds` (null: the first view — every pin's box and the count without coordinates). */
export function usePropertyMap(
  filters: Pick<PropertyListQuery, "q" | "type" | "city">,
  bounds: MapBounds | null,
  enabled = true,
) {
  const query = { ...filters, ...bounds };
  return useQuery({
    queryKey: propertyKeys.map(query),
    queryFn: ({ signal }) => apiRequest(propertyMap, { query: query as never, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
