import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { grantUpgrade } from "#shared/contract/admin.ts";
import type { upgradeType } from "#shared/contract/subscriptions.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export type UpgradeType = z.infer<typeof upgradeType>;

export function useGrantUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; upgradeType: UpgradeType }) =>
      apiRequest(grantUpgrade, { params: { id: input.userId }, body: { upgradeType: input.upgradeType } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin-users"] }),
  });
}
