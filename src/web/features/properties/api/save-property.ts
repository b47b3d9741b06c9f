import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  createProperty,
  deleteProperty,
  type PropertyCreate,
  type PropertyUpdate,
  updateProperty,
} from "#shared/contract/properties.ts";
import { propertyKeys } from "#web/features/properties/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all });
}

export function useCreateProperty() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PropertyCreate) => apiRequest(createProperty, { body: body as never }),
    onSuccess: invalidate,
  });
}

export function useUpdateProperty(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PropertyUpdate) => apiRequest(updateProperty, { params: { id }, body: body as never }),
    onSuccess: invalidate,
  });
}

export function useDeleteProperty() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteProperty, { params: { id } }),
    onSuccess: invalidate,
  });
}
