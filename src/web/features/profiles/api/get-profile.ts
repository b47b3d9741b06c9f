import { queryOptions, useQuery } from "@tanstack/react-query";
import { getProfile } from "#shared/contract/profiles.ts";
import { profileQueryKey } from "#web/features/profiles/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export { profileQueryKey };

export function fetchProfile(signal?: AbortSignal) {
  return apiRequest(getProfile, { signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => fetchProfile(signal),
  });
}

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled: options.enabled ?? true });
}
