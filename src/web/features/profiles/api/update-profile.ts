import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ProfileUpdate, updateProfile } from "#shared/contract/profiles.ts";
import { profileQueryKey } from "#web/features/profiles/api/get-profile.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => apiRequest(updateProfile, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: ["session"] });
    },
  });
}
