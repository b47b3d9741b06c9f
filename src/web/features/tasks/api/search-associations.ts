import { useQuery } from "@tanstack/react-query";
import { type AssociationType, searchTaskAssociations } from "#shared/contract/tasks.ts";
import { taskKeys } from "#web/features/tasks/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export type { AssociationType };

/** §7/§9: 5 results per type; blank text does not search. */
export function useAssociationSearch(type: AssociationType, q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: taskKeys.associations(type, text),
    queryFn: ({ signal }) => apiRequest(searchTaskAssociations, { query: { type, q: text }, signal }),
    enabled: text.length > 0,
    staleTime: 30_000,
  });
}
