import type { z } from "zod";
import {
  addSurveyRow,
  deleteSurveyRow,
  reorderSurveyRows,
  type rowCreate,
  type rowUpdate,
  revokeSurveyShare,
  saveSurveyRowProperty,
  shareSurvey,
  updateSurveyRow,
} from "#shared/contract/surveys.ts";
import { useSurveyMutation } from "#web/features/surveys/api/surveys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const useAddRow = (id: string) =>
  useSurveyMutation(id, (body: z.input<typeof rowCreate>) => apiRequest(addSurveyRow, { params: { id }, body }));

export const useUpdateRow = (id: string) =>
  useSurveyMutation(id, ({ rowId, ...body }: z.input<typeof rowUpdate> & { rowId: string }) =>
    apiRequest(updateSurveyRow, { params: { id, rowId }, body }),
  );

export const useDeleteRow = (id: string) =>
  useSurveyMutation(id, (rowId: string) => apiRequest(deleteSurveyRow, { params: { id, rowId } }));

export const useReorderRows = (id: string) =>
  useSurveyMutation(id, (rowIds: string[]) => apiRequest(reorderSurveyRows, { params: { id }, body: { rowIds } }));

export const useShareSurvey = (id: string) =>
  useSurveyMutation(id, (expiresAt: string | null) => apiRequest(shareSurvey, { params: { id }, body: { expiresAt } }));

export const useRevokeShare = (id: string) =>
  useSurveyMutation(id, () => apiRequest(revokeSurveyShare, { params: { id } }));

export const useSaveRowProperty = (id: string) =>
  useSurveyMutation(id, (rowId: string) => apiRequest(saveSurveyRowProperty, { params: { id, rowId } }));
