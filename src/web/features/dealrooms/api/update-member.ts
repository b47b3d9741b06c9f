import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { invitableLevels } from "#shared/contract/dealrooms.ts";
import { revokeMember, updateMember } from "#shared/contract/dealrooms-sharing.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useUpdateMemberLevel(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, accessLevel }: { memberId: string; accessLevel: (typeof invitableLevels)[number] }) =>
      apiRequest(updateMember, { params: { id, memberId }, body: { accessLevel } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealroomKeys.members(id) }),
  });
}

export function useRevokeMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => apiRequest(revokeMember, { params: { id, memberId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealroomKeys.members(id) }),
  });
}
