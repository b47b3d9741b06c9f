import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createStage, deleteStage, listStages, reorderStages, updateStage } from "#shared/contract/projects.ts";
import type { ProjectType } from "#shared/rules/projects.ts";
import { projectKeys } from "#web/features/projects/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function stagesQueryOptions(type: ProjectType) {
  return queryOptions({
    queryKey: projectKeys.stages(type),
    queryFn: ({ signal }) => apiRequest(listStages, { query: { type }, signal }),
  });
}

export function useStages(type: ProjectType, enabled = true) {
  return useQuery({ ...stagesQueryOptions(type), enabled });
}

export function useStageMutations() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: projectKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: { type: ProjectType; name: string }) => apiRequest(createStage, { body }),
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: string; name?: string; checklistTemplateId?: string | null }) =>
        apiRequest(updateStage, { params: { id }, body }),
      onSuccess: done,
    }),
    reorder: useMutation({
      mutationFn: (body: { type: ProjectType; ids: string[] }) => apiRequest(reorderStages, { body }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest(deleteStage, { params: { id } }),
      onSuccess: done,
    }),
  };
}
