import { useMutation } from "@tanstack/react-query";
import { processBusinessCard } from "#shared/contract/contacts-scanner.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** process-business-card: a JPEG data URL in, the recognised person and company out. */
export function useProcessBusinessCard() {
  return useMutation({
    mutationFn: (imageBase64: string) => apiRequest(processBusinessCard, { body: { imageBase64 } }),
  });
}
