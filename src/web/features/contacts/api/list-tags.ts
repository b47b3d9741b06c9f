import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import { listTags } from "#shared/contract/contacts-tags.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function tagsQueryOptions(entityType?: ContactEntityType) {
  return queryOptions({
    queryKey: [...contactKeys.tags, entityType ?? "all"],
    queryFn: ({ signal }) => apiRequest(listTags, { query: { entityType }, signal }),
  });
}

export function useTags(entityType?: ContactEntityType, enabled = true) {
  return useQuery({ ...tagsQueryOptions(entityType), enabled });
}
