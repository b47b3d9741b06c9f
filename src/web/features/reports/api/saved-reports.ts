import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createSavedReport,
  deleteSavedReport,
  getSavedReport,
  type ReportFilters,
  type ReportId,
  updateSavedReport,
} from "#shared/contract/reports.ts";
import { reportKeys } from "#web/features/reports/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const savedReportQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.saved(id),
    queryFn: ({ signal }) => apiRequest(getSavedReport, { params: { id }, signal }),
    retry: false,
  });
export const useSavedReport = (id: string, enabled: boolean) => useQuery({ ...savedReportQuery(id), enabled });

export function useCreateSavedReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; reportId: ReportId; filters: ReportFilters }) =>
      apiRequest(createSavedReport, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

export function useUpdateSavedReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; filters?: ReportFilters }) =>
      apiRequest(updateSavedReport, { params: { id }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

export function useDeleteSavedReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteSavedReport, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
