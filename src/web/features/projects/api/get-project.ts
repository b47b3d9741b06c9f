import { queryOptions, useQuery } from "@tanstack/react-query";
import { getProject } from "#shared/contract/projects.ts";
import { projectKeys } from "#web/features/projects/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function projectQueryOptions(id: string) {
  return queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(getProject, { params: { id }, signal }),
    retry: false,
  });
}

export function useProject(id: string | null) {
  return useQuery({ ...projectQueryOptions(id ?? ""), enabled: !!id });
}
