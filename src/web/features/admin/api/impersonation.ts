import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  getImpersonation,
  listAccountViews,
  listAuditLog,
  startImpersonation,
  stopImpersonation,
} from "#shared/contract/impersonation.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const impersonationQueryKey = ["impersonation"] as const;

export function startImpersonationRequest(userId: string, reason: string) {
  return apiRequest(startImpersonation, { body: { userId, reason } });
}

export function stopImpersonationRequest() {
  return apiRequest(stopImpersonation);
}

/** Whose account this session views, by whom and until when (null when it is not an impersonation). */
export function useCurrentImpersonation(enabled: boolean) {
  return useQuery({
    queryKey: impersonationQueryKey,
    queryFn: ({ signal }) => apiRequest(getImpersonation, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export type AuditQuery = { page: number; pageSize: number; action?: string };

export function auditLogQueryOptions(input: AuditQuery) {
  return queryOptions({
    queryKey: ["audit-log", input],
    queryFn: ({ signal }) =>
      apiRequest(listAuditLog, { query: { ...input, action: input.action || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(input: AuditQuery) {
  return useQuery(auditLogQueryOptions(input));
}

export function useAccountViews() {
  return useQuery({ queryKey: ["account-views"], queryFn: ({ signal }) => apiRequest(listAccountViews, { signal }) });
}
