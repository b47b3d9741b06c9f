import { queryOptions, useQuery } from "@tanstack/react-query";
import { getBoard } from "#shared/contract/projects.ts";
import type { ProjectType } from "#shared/rules/projects.ts";
import { projectKeys } from "#web/features/projects/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function boardQueryOptions(type: ProjectType) {
  return queryOptions({
    queryKey: projectKeys.board(type),
    queryFn: ({ signal }) => apiRequest(getBoard, { query: { type }, signal }),
  });
}

export function useBoard(type: ProjectType) {
  return useQuery(boardQueryOptions(type));
}
