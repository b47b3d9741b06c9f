import { useInfiniteQuery } from "@tanstack/react-query";
import { listProjectActivity, PROJECT_ACTIVITY_PAGE_SIZE } from "#shared/contract/projects.ts";
import { projectKeys } from "#web/features/projects/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** The project's timeline (its own log and its linked records'), newest first, a keyset page at a time. */
export function useProjectActivity(id: string) {
  return useInfiniteQuery({
    queryKey: projectKeys.activity(id),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(listProjectActivity, {
        params: { id },
        query: { cursor: pageParam, pageSize: PROJECT_ACTIVITY_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
