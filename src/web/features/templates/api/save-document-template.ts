import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  createDocumentTemplate,
  type DocumentTemplateInput,
  deleteDocumentTemplate,
  saveDocumentTemplate,
} from "#shared/contract/document-templates.ts";
import { documentTemplateKeys } from "#web/features/templates/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useCreateDocumentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentTemplateInput) => apiRequest(createDocumentTemplate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentTemplateKeys.list }),
  });
}

export function useSaveDocumentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DocumentTemplateInput }) =>
      apiRequest(saveDocumentTemplate, { params: { id }, body }),
    onSuccess: (data) => {
      queryClient.setQueryData(documentTemplateKeys.detail(data.id), data);
      return queryClient.invalidateQueries({ queryKey: documentTemplateKeys.list });
    },
  });
}

export function useDeleteDocumentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteDocumentTemplate, { params: { id } }),
    onSuccess: (_d, id) => {
      queryClient.removeQueries({ queryKey: documentTemplateKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: documentTemplateKeys.list });
    },
  });
}
