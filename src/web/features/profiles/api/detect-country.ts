import { queryOptions, useQuery } from "@tanstack/react-query";
import { detectCountry } from "#shared/contract/profiles.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const DEFAULT_COUNTRY = "US";

export function detectCountryQueryOptions() {
  return queryOptions({
    queryKey: ["detect-country"],
    // §9: fall back to US whenever detection fails or answers nothing usable.
    queryFn: async ({ signal }) => {
      try {
        const result = await apiRequest(detectCountry, { signal });
        return result.success && /^[A-Z]{2}$/.test(result.country_code) ? result.country_code : DEFAULT_COUNTRY;
      } catch {
        return DEFAULT_COUNTRY;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDetectedCountry(options: { enabled?: boolean } = {}) {
  return useQuery({ ...detectCountryQueryOptions(), enabled: options.enabled ?? true });
}
