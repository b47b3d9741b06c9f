import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getPublicSurvey, recordPublicView, sendPublicFeedback, type Verdict } from "#shared/contract/surveys.ts";
import { surveyKeys } from "#web/features/surveys/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const usePublicSurvey = (token: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: surveyKeys.publicView(token),
    queryFn: ({ signal }) => apiRequest(getPublicSurvey, { params: { token }, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });

export const recordView = (token: string, visitorName: string | null) =>
  apiRequest(recordPublicView, { params: { token }, body: { visitorName } });

export function useSendFeedback(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      rowId: string;
      verdict: Verdict;
      reason: "too_expensive" | "too_small" | "location" | "condition" | "other" | null;
      comment: string | null;
      visitorName: string | null;
    }) => apiRequest(sendPublicFeedback, { params: { token }, body }),
    onSuccess: (data) => qc.setQueryData(surveyKeys.publicView(token), data),
  });
}
