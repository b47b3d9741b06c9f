// Global search: the per-type reads run in parallel; a failed read yields an empty list for that type
// (spec shell §8 'silent failures'). Types the user's plan does not open are not searched.
import * as repo from "#server/features/search/search.repository.ts";
import type { AppContext } from "#server/platform/http.ts";
import type { SearchResultDto } from "#shared/contract/search.ts";
import { mergeSearchResults, parseSearchTerm, type SearchResultType } from "#shared/rules/search.ts";

export function createSearchService(ctx: Pick<AppContext, "db" | "access" | "log">) {
  const { db, access, log } = ctx;
  const read = async (type: SearchResultType, rows: Promise<{ id: string; title: string }[]>) => {
    try {
      return (await rows).map((row): SearchResultDto => ({ id: row.id, title: row.title, type }));
    } catch (err) {
      log.warn({ err, type }, "search read failed");
      return [];
    }
  };

  return {
    async search(userId: string, q: string | undefined): Promise<SearchResultDto[]> {
      const term = parseSearchTerm(q);
      if (!term) return [];
      const { templates: contacts, dealrooms: rooms, docanalysis } = await access.grantedFeatures(userId);
      const lists = await Promise.all([
        read("lease", repo.searchLeases(db, userId, term)),
        read("offering_memorandum", repo.searchOfferingMemorandums(db, userId, term)),
        contacts
          ? read(
              "person",
              repo
                .searchPeople(db, userId, term)
                .then((rows) => rows.map((p) => ({ id: p.id, title: `${p.firstName} ${p.lastName}`.trim() }))),
            )
          : [],
        contacts ? read("company", repo.searchCompanies(db, userId, term)) : [],
        contacts ? read("project", repo.searchProjects(db, userId, term)) : [],
        contacts ? read("task", repo.searchTasks(db, userId, term)) : [],
        rooms ? read("dealroom", repo.searchDealrooms(db, userId, term)) : [],
        docanalysis ? read("property", repo.searchProperties(db, userId, term)) : [],
        contacts ? read("survey", repo.searchSurveys(db, userId, term)) : [],
      ]);
      return mergeSearchResults(lists);
    },
  };
}
