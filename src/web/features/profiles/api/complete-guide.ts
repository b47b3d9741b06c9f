import { useMutation, useQueryClient } from "@tanstack/react-query";
import { completeGuide } from "#shared/contract/profiles.ts";
import { profileQueryKey } from "#web/features/profiles/api/get-profile.ts";
import { apiRequest } from "#web/lib/api-client.ts";

const STORAGE_KEY = "completed-guides";

/** Guides already completed on this device (kept locally too, §4.8, so they stay hidden while offline). */
export function locallyCompletedGuides(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export function useCompleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guide: string) => {
      const local = locallyCompletedGuides();
      if (!local.includes(guide)) localStorage.setItem(STORAGE_KEY, JSON.stringify([...local, guide]));
      return apiRequest(completeGuide, { body: { guide } });
    },
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
