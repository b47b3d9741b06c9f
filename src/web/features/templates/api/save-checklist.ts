import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ApplyChecklistBody,
  applyChecklist,
  type ChecklistInput,
  createChecklist,
  deleteChecklist,
  saveChecklist,
} from "#shared/contract/checklists.ts";
import { checklistKeys } from "#web/features/templates/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useCreateChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChecklistInput) => apiRequest(createChecklist, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistKeys.all }),
  });
}

export function useSaveChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ChecklistInput }) =>
      apiRequest(saveChecklist, { params: { id }, body }),
    onSuccess: (data) => {
      queryClient.setQueryData(checklistKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: ["projects"] });
      return queryClient.invalidateQueries({ queryKey: checklistKeys.list });
    },
  });
}

export function useDeleteChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteChecklist, { params: { id } }),
    onSuccess: (_d, id) => {
      queryClient.removeQueries({ queryKey: checklistKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ["projects"] });
      return queryClient.invalidateQueries({ queryKey: checklistKeys.list });
    },
  });
}

/** Applying creates tasks: the project, its board and the task lists refresh. */
export function useApplyChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApplyChecklistBody }) =>
      apiRequest(applyChecklist, { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["tasks"] });
      return queryClient.invalidateQueries({ queryKey: ["projects"] });
    },
  });
}
