import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { downloadAccountExport, listAccountExports, requestAccountExport } from "#shared/contract/account-data.ts";
import { apiRequest } from "#web/lib/api-client.ts";

// The entity name of the server's "account.export.ready" event: SSE invalidates this key when a zip is ready.
const key = ["account_export"] as const;

export function useAccountExports() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest(listAccountExports, { signal }),
    // The ready event arrives over SSE; polling while one is pending covers a dropped stream.
    refetchInterval: (query) => (query.state.data?.items.some((e) => e.status === "pending") ? 5000 : false),
  });
}

export function useRequestAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(requestAccountExport),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const accountExportUrl = (id: string) => apiRequest(downloadAccountExport, { params: { id } });
