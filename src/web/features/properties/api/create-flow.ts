import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PropertyCreate } from "#shared/contract/properties.ts";
import {
  type AddressMatchDto,
  createPropertiesBatch,
  type HierarchyChoiceInput,
  matchAddresses,
} from "#shared/contract/properties-create.ts";
import {
  type ExtractionResponse,
  extractPropertyPdfPath,
  extractPropertyUrl,
} from "#shared/contract/properties-extract.ts";
import { propertyKeys } from "#web/features/properties/api/keys.ts";
import { postFile } from "#web/lib/upload.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** §7 address match for one address (the manual step). */
export function fetchAddressMatches(street: string, city: string | null): Promise<AddressMatchDto[]> {
  return apiRequest(matchAddresses, { body: { addresses: [{ street, city }] } }).then((r) => r.matches[0] ?? []);
}

export function extractFromUrl(url: string): Promise<ExtractionResponse> {
  return apiRequest(extractPropertyUrl, { body: { url } });
}

export function extractFromPdf(file: File, onProgress?: (p: number) => void): Promise<ExtractionResponse> {
  return postFile<ExtractionResponse>(extractPropertyPdfPath, file, { onProgress });
}

export type BatchInput = {
  items: { property: PropertyCreate; choice?: HierarchyChoiceInput | null }[];
  brochureKey?: string;
  brochureName?: string;
  extractImages?: boolean;
};

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchInput) => apiRequest(createPropertiesBatch, { body: body as never }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
