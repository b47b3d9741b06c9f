import { queryOptions, useQuery } from "@tanstack/react-query";
import { getChecklist } from "#shared/contract/checklists.ts";
import { checklistKeys } from "#web/features/templates/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function checklistQueryOptions(id: string) {
  return queryOptions({
    queryKey: checklistKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(getChecklist, { params: { id }, signal }),
    retry: false,
  });
}

export function useChecklist(id: string) {
  return useQuery(checklistQueryOptions(id));
}
