import { queryOptions, useQuery } from "@tanstack/react-query";
import { getShareLinkAccess } from "#shared/contract/dealrooms-sharing.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** get_share_link_access + get_dealroom_by_id for the access gate. */
export function shareLinkAccessQueryOptions(token: string) {
  return queryOptions({
    queryKey: dealroomKeys.shareLink(token),
    queryFn: ({ signal }) => apiRequest(getShareLinkAccess, { params: { token }, signal }),
    staleTime: 0,
    retry: 1,
  });
}

export function useShareLinkAccess(token: string | null) {
  return useQuery({ ...shareLinkAccessQueryOptions(token ?? ""), enabled: !!token });
}
