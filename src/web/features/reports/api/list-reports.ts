import { queryOptions, useQuery } from "@tanstack/react-query";
import { listReports } from "#shared/contract/reports.ts";
import { reportKeys } from "#web/features/reports/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const reportsQuery = () =>
  queryOptions({ queryKey: reportKeys.list, queryFn: ({ signal }) => apiRequest(listReports, { signal }) });

export const useReports = () => useQuery(reportsQuery());
