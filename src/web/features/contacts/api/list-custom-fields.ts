import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CustomFieldEntityType } from "#shared/contract/contacts-common.ts";
import { listCustomFields } from "#shared/contract/contacts-custom-fields.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function customFieldsQueryOptions(entityType: CustomFieldEntityType) {
  return queryOptions({
    queryKey: [...contactKeys.customFields, entityType],
    queryFn: ({ signal }) => apiRequest(listCustomFields, { query: { entityType }, signal }),
  });
}

export function useCustomFields(entityType: CustomFieldEntityType, enabled = true) {
  return useQuery({ ...customFieldsQueryOptions(entityType), enabled });
}
