// The user's properties and their spaces, for adding survey rows (read through the properties contract).
import { useQuery } from "@tanstack/react-query";
import { getProperty, listProperties } from "#shared/contract/properties.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const usePropertyOptions = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: ["properties", "survey-picker", q],
    queryFn: ({ signal }) =>
      apiRequest(listProperties, { query: { page: 1, pageSize: 50, q: q || undefined }, signal }),
    enabled,
  });

export const usePropertySpaces = (id: string | null) =>
  useQuery({
    queryKey: ["properties", "survey-picker-detail", id],
    queryFn: ({ signal }) => apiRequest(getProperty, { params: { id: id as string }, signal }),
    enabled: !!id,
  });
