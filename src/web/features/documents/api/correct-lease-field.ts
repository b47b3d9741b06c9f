import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeaseFieldKey } from "#shared/contract/lease-abstract.ts";
import { correctLeaseField } from "#shared/contract/documents-leases.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useCorrectLeaseField(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value, reset }: { key: LeaseFieldKey; value?: string | null; reset?: boolean }) =>
      apiRequest(correctLeaseField, {
        params: { id: leaseId, key },
        body: reset ? { reset: true } : { value: value ?? null },
      }),
    onSuccess: (lease) => queryClient.setQueryData(documentKeys.lease(leaseId), lease),
  });
}
