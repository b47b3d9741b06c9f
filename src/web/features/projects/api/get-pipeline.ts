import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPipeline } from "#shared/contract/projects.ts";
import { projectKeys } from "#web/features/projects/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function pipelineQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.pipeline,
    queryFn: ({ signal }) => apiRequest(getPipeline, { signal }),
  });
}

export function usePipeline(enabled = true) {
  return useQuery({ ...pipelineQueryOptions(), enabled });
}
