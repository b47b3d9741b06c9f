import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ReportId, runReport } from "#shared/contract/reports.ts";
import { reportKeys } from "#web/features/reports/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const REPORT_PAGE_SIZE = 100;

export type RunQuery = {
  page: number;
  from?: string;
  to?: string;
  months?: number;
  property?: string;
  tag?: string;
};

export const runReportQuery = (id: ReportId, q: RunQuery) =>
  queryOptions({
    queryKey: reportKeys.run(id, q as Record<string, string | number>),
    queryFn: ({ signal }) =>
      apiRequest(runReport, {
        params: { reportId: id },
        query: { ...q, pageSize: REPORT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useRunReport = (id: ReportId, q: RunQuery, enabled = true) =>
  useQuery({ ...runReportQuery(id, q), enabled });
