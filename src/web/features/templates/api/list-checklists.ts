import { queryOptions, useQuery } from "@tanstack/react-query";
import { listChecklists } from "#shared/contract/checklists.ts";
import { checklistKeys } from "#web/features/templates/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function checklistsQueryOptions() {
  return queryOptions({
    queryKey: checklistKeys.list,
    queryFn: ({ signal }) => apiRequest(listChecklists, { signal }),
  });
}

/** The user's checklist templates (our built-ins are copied to them on first use). */
export function useChecklists(enabled = true) {
  return useQuery({ ...checklistsQueryOptions(), enabled });
}
