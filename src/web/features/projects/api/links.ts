import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addProjectLink,
  type ProjectLinkType,
  removeProjectLink,
  searchLinkOptions,
  searchProjectOptions,
} from "#shared/contract/projects.ts";
import { projectKeys } from "#web/features/projects/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function linkOptionsQueryOptions(type: ProjectLinkType, q: string) {
  return queryOptions({
    queryKey: projectKeys.linkOptions(type, q),
    queryFn: ({ signal }) => apiRequest(searchLinkOptions, { query: { type, q }, signal }),
  });
}

export function useLinkOptions(type: ProjectLinkType, q: string) {
  return useQuery({ ...linkOptionsQueryOptions(type, q), enabled: q.trim().length > 0 });
}

/** Projects by name (5 results) for association pickers such as the task panel's Project field. */
export function useProjectOptions(q: string) {
  return useQuery({
    queryKey: projectKeys.options(q),
    queryFn: ({ signal }) => apiRequest(searchProjectOptions, { query: { q }, signal }),
    enabled: q.trim().length > 0,
  });
}

export function useLinkMutations(projectId: string) {
  const queryClient = useQueryClient();
  const done = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.activity(projectId) }),
    ]);
  return {
    add: useMutation({
      mutationFn: (body: { type: ProjectLinkType; id: string }) =>
        apiRequest(addProjectLink, { params: { id: projectId }, body }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (link: { type: ProjectLinkType; id: string }) =>
        apiRequest(removeProjectLink, { params: { id: projectId, type: link.type, entityId: link.id } }),
      onSuccess: done,
    }),
  };
}
