import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CustomFieldCreate,
  type CustomFieldUpdate,
  createCustomField,
  deleteCustomField,
  updateCustomField,
} from "#shared/contract/contacts-custom-fields.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

function useInvalidateFields() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: contactKeys.customFields });
    // A rename moves stored values to the new key.
    void queryClient.invalidateQueries({ queryKey: contactKeys.people });
    void queryClient.invalidateQueries({ queryKey: contactKeys.companies });
  };
}

export function useCreateCustomField() {
  const invalidate = useInvalidateFields();
  return useMutation({
    mutationFn: (body: CustomFieldCreate) => apiRequest(createCustomField, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateCustomField() {
  const invalidate = useInvalidateFields();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CustomFieldUpdate }) =>
      apiRequest(updateCustomField, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteCustomField() {
  const invalidate = useInvalidateFields();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteCustomField, { params: { id } }),
    onSuccess: invalidate,
  });
}
