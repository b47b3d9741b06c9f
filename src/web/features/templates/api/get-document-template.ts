import { queryOptions, useQuery } from "@tanstack/react-query";
import { getDocumentTemplate } from "#shared/contract/document-templates.ts";
import { documentTemplateKeys } from "#web/features/templates/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function documentTemplateQueryOptions(id: string) {
  return queryOptions({
    queryKey: documentTemplateKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(getDocumentTemplate, { params: { id }, signal }),
  });
}

export function useDocumentTemplate(id: string) {
  return useQuery(documentTemplateQueryOptions(id));
}
