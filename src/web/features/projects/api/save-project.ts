import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  createProject,
  deleteProject,
  type ProjectCreate,
  type ProjectDto,
  type ProjectUpdate,
  updateProject,
} from "#shared/contract/projects.ts";
import { boardQueryOptions } from "#web/features/projects/api/get-board.ts";
import { projectKeys } from "#web/features/projects/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectCreate) => apiRequest(createProject, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProjectUpdate }) =>
      apiRequest(updateProject, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** Moves a card to another stage; the board shows the move at once and rolls back on failure. */
export function useMoveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ project, stageId }: { project: ProjectDto; stageId: string }) =>
      apiRequest(updateProject, { params: { id: project.id }, body: { stageId } }),
    onMutate: async ({ project, stageId }) => {
      const key = boardQueryOptions(project.type).queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (board) => {
        if (!board) return board;
        const target = board.columns.find((c) => c.id === stageId);
        const moved = { ...project, stageId, stageName: target?.name ?? project.stageName };
        const value = project.estimatedCommission ?? 0;
        return {
          ...board,
          columns: board.columns.map((c) =>
            c.id === project.stageId
              ? {
                  ...c,
                  count: c.count - 1,
                  totalCommission: Math.round((c.totalCommission - value) * 100) / 100,
                  projects: c.projects.filter((p) => p.id !== project.id),
                }
              : c.id === stageId
                ? {
                    ...c,
                    count: c.count + 1,
                    totalCommission: Math.round((c.totalCommission + value) * 100) / 100,
                    projects: [...c.projects, moved],
                  }
                : c,
          ),
        };
      });
      return { previous, key };
    },
    onError: (_err, _vars, context) => {
      if (context) queryClient.setQueryData(context.key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tasks }: { id: string; tasks: "delete" | "keep" }) =>
      apiRequest(deleteProject, { params: { id }, query: { tasks } }),
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ["tasks"] });
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
