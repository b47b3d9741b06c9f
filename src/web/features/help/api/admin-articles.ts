import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createArticle,
  deleteArticle,
  type HelpArticleInput,
  listAdminArticles,
  updateArticle,
} from "#shared/contract/help.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export type ArticleFilters = { q?: string; status?: "published" | "draft" };

export function adminArticlesQueryOptions(filters: ArticleFilters) {
  return queryOptions({
    queryKey: ["admin-articles", filters],
    queryFn: ({ signal }) =>
      apiRequest(listAdminArticles, { query: { q: filters.q || undefined, status: filters.status }, signal }),
  });
}

export function useAdminArticles(filters: ArticleFilters) {
  return useQuery(adminArticlesQueryOptions(filters));
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ["admin-articles"] });
    void queryClient.invalidateQueries({ queryKey: ["help-articles"] });
  };
}

export function useSaveArticle() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id?: string; values: Partial<HelpArticleInput> }) =>
      input.id
        ? apiRequest(updateArticle, { params: { id: input.id }, body: input.values })
        : apiRequest(createArticle, { body: input.values as HelpArticleInput }),
    onSuccess: invalidate,
  });
}

export function useDeleteArticle() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteArticle, { params: { id } }),
    onSuccess: invalidate,
  });
}
