import { queryOptions, useQuery } from "@tanstack/react-query";
import { buildPath } from "#shared/contract/route.ts";
import { getSharedContact, sharedContactVcardPath } from "#shared/contract/contacts-share.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function sharedContactQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["shared-contact", token],
    queryFn: ({ signal }) => apiRequest(getSharedContact, { params: { token }, signal }),
    retry: false,
  });
}

export function useSharedContact(token: string, enabled: boolean) {
  return useQuery({ ...sharedContactQueryOptions(token), enabled });
}

export function sharedContactVcardUrl(token: string): string {
  return buildPath(sharedContactVcardPath, { token });
}
