import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type InviteBody, inviteMember } from "#shared/contract/dealrooms-sharing.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useInviteMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => apiRequest(inviteMember, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealroomKeys.members(id) }),
  });
}
