import { useMutation } from "@tanstack/react-query";
import { verifySharedAccess } from "#shared/contract/dealrooms-sharing.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** verify-shared-access: on success the server sets the room's guest cookie. */
export function useVerifyAccess() {
  return useMutation({
    mutationFn: (body: { token: string; email: string; name: string }) =>
      apiRequest(verifySharedAccess, {
        body: { ...body, entityType: "dealroom", redirectOrigin: window.location.origin },
      }),
  });
}
