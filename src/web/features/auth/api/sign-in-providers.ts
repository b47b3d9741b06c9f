import { useQuery } from "@tanstack/react-query";
import { listSignInProviders } from "#shared/contract/identities.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** The third-party sign-in providers this server is configured for (none → no buttons). */
export function useSignInProviders() {
  return useQuery({
    queryKey: ["sign-in-providers"],
    queryFn: ({ signal }) => apiRequest(listSignInProviders, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
