import { queryOptions, useQuery } from "@tanstack/react-query";
import { getMapsConfig } from "#shared/contract/maps.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function mapsConfigQueryOptions() {
  return queryOptions({
    queryKey: ["maps-config"],
    queryFn: ({ signal }) => apiRequest(getMapsConfig, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Maps configuration; any failure means plain text entry. */
export function useMapsConfig() {
  return useQuery(mapsConfigQueryOptions());
}
