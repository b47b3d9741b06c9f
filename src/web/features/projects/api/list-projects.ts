import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listProjects, type ProjectListQuery } from "#shared/contract/projects.ts";
import { projectKeys } from "#web/features/projects/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const PROJECTS_PAGE_SIZE = 20;

export function projectsQueryOptions(q: Omit<ProjectListQuery, "pageSize">) {
  return queryOptions({
    queryKey: projectKeys.list(q),
    queryFn: ({ signal }) =>
      apiRequest(listProjects, { query: { ...q, pageSize: PROJECTS_PAGE_SIZE, q: q.q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProjects(q: Omit<ProjectListQuery, "pageSize">) {
  return useQuery(projectsQueryOptions(q));
}
