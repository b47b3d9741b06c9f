import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  createSurvey,
  deleteSurvey,
  getSurvey,
  listSurveys,
  type SurveyCreate,
  type SurveyDto,
  surveyActivity,
  type surveyUpdate,
  updateSurvey,
} from "#shared/contract/surveys.ts";
import { surveyKeys } from "#web/features/surveys/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const SURVEYS_PAGE_SIZE = 20;

export const surveysQuery = (q: { page: number; q: string }) =>
  queryOptions({
    queryKey: surveyKeys.list(q),
    queryFn: ({ signal }) =>
      apiRequest(listSurveys, { query: { page: q.page, pageSize: SURVEYS_PAGE_SIZE, q: q.q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
export const useSurveys = (q: { page: number; q: string }) => useQuery(surveysQuery(q));

export const surveyQuery = (id: string) =>
  queryOptions({
    queryKey: surveyKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(getSurvey, { params: { id }, signal }),
    retry: false,
  });
export const useSurvey = (id: string) => useQuery(surveyQuery(id));

export const useSurveyActivity = (id: string) =>
  useQuery({
    queryKey: surveyKeys.activity(id),
    queryFn: ({ signal }) => apiRequest(surveyActivity, { params: { id }, signal }),
  });

/** Every survey mutation answers with the whole survey: it becomes the detail query's data. */
export function useSurveyMutation<V>(id: string, fn: (v: V) => Promise<SurveyDto>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (survey) => {
      qc.setQueryData(surveyKeys.detail(id), survey);
      void qc.invalidateQueries({ queryKey: ["surveys", "list"] });
    },
  });
}

export function useCreateSurvey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyCreate) => apiRequest(createSurvey, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}

export const useUpdateSurvey = (id: string) =>
  useSurveyMutation(id, (body: z.input<typeof surveyUpdate>) => apiRequest(updateSurvey, { params: { id }, body }));

export function useDeleteSurvey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteSurvey, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
