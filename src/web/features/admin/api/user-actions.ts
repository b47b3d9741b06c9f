import { useMutation, useQueryClient } from "@tanstack/react-query";
import { banUser, extendTrial, revokeUpgrade, setAdmin, unbanUser } from "#shared/contract/admin.ts";
import type { UpgradeType } from "#web/features/admin/api/grant-upgrade.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export type UserAction =
  | { kind: "revoke"; userId: string; upgradeType: UpgradeType }
  | { kind: "extend-trial"; userId: string; days: number }
  | { kind: "set-admin"; userId: string; isAdmin: boolean }
  | { kind: "ban"; userId: string; reason?: string }
  | { kind: "unban"; userId: string };

function run(action: UserAction) {
  const params = { id: action.userId };
  switch (action.kind) {
    case "revoke":
      return apiRequest(revokeUpgrade, { params: { ...params, upgradeType: action.upgradeType } });
    case "extend-trial":
      return apiRequest(extendTrial, { params, body: { days: action.days } });
    case "set-admin":
      return apiRequest(setAdmin, { params, body: { isAdmin: action.isAdmin } });
    case "ban":
      return apiRequest(banUser, { params, body: { reason: action.reason } });
    case "unban":
      return apiRequest(unbanUser, { params });
  }
}

/** One mutation for the row actions of Admin → Users; the list and the audit log refresh after each. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin-users"] });
      void queryClient.invalidateQueries({ queryKey: ["audit-log"] });
    },
  });
}
