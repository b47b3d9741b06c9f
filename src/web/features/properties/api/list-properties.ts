import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listProperties, type PropertyListQuery } from "#shared/contract/properties.ts";
import { propertyKeys } from "#web/features/properties/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function propertiesQueryOptions(query: PropertyListQuery) {
  return queryOptions({
    queryKey: propertyKeys.list(query),
    queryFn: ({ signal }) => apiRequest(listProperties, { query: query as never, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProperties(query: PropertyListQuery, enabled = true) {
  return useQuery({ ...propertiesQueryOptions(query), enabled });
}
