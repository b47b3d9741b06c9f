import { queryOptions, useQuery } from "@tanstack/react-query";
import { getProfile } from "#shared/contract/profiles.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const profileQueryKey = ["profile"] as const;

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => apiRequest(getProfile, { signal }),
  });
}

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled: options.enabled ?? true });
}
