import { useQuery } from "@tanstack/react-query";
import { getProperty } from "#shared/contract/properties.ts";
import { propertyKeys } from "#web/features/properties/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useProperty(id: string | null) {
  return useQuery({
    queryKey: propertyKeys.detail(id ?? ""),
    queryFn: ({ signal }) => apiRequest(getProperty, { params: { id: id as string }, signal }),
    enabled: Boolean(id),
  });
}
