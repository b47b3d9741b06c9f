import { useInfiniteQuery } from "@tanstack/react-query";
import { BOARD_COLUMN_LIMIT, listProjects } from "#shared/contract/projects.ts";
import type { ProjectType } from "#shared/rules/projects.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/**
 * A board column's cards past the first page the board sent: pages 2, 3, … of the stage in the board's order.
 * Under the "projects" key, so a move or any project event refetches them with the board.
 */
export function useStageMore(type: ProjectType, stageId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ["projects", "stage-more", type, stageId],
    initialPageParam: 2,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(listProjects, {
        query: { type, stageId, sort: "position", page: pageParam, pageSize: BOARD_COLUMN_LIMIT },
        signal,
      }),
    getNextPageParam: (last, all) => ((all.length + 1) * BOARD_COLUMN_LIMIT < last.total ? all.length + 2 : undefined),
    enabled,
  });
}
