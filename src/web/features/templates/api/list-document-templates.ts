import { queryOptions, useQuery } from "@tanstack/react-query";
import { listDocumentTemplates } from "#shared/contract/document-templates.ts";
import { documentTemplateKeys } from "#web/features/templates/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function documentTemplatesQueryOptions() {
  return queryOptions({
    queryKey: documentTemplateKeys.list,
    queryFn: ({ signal }) => apiRequest(listDocumentTemplates, { signal }),
  });
}

/** The user's document templates (our built-in letters are copied to them on first use). */
export function useDocumentTemplates(enabled = true) {
  return useQuery({ ...documentTemplatesQueryOptions(), enabled });
}
