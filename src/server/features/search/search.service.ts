// Global search (spec shell §2.6, §5, §7.5; decisions 0024, 0045). Each feature contributes a provider for its
// types; the providers the user's plan opens are read together: each type's best 10, ordered by rank then title
// and cut to 10 (one statement, a second only when the term must also be looked for inside words). If that
// fails, each type is read on its own so a failing type yields an empty list and the others still answer
// (§8 'silent failures').
import * as repo from "#server/features/search/search.repository.ts";
import type { AppContext } from "#server/platform/http.ts";
import type { SearchProvider, SearchType } from "#server/platform/search.ts";
import type { SearchResultDto } from "#shared/contract/search.ts";
import { mergeSearchResults, parseSearchTerm, type SearchResultType, type SearchTerm } from "#shared/rules/search.ts";

export function createSearchService(ctx: Pick<AppContext, "db" | "access" | "log">, providers: SearchProvider[]) {
  const { db, access, log } = ctx;
  const toDto = (row: repo.SearchRow): SearchResultDto => ({
    id: row.id,
    title: row.title,
    type: row.type,
    ...(row.parent_id ? { parentId: row.parent_id } : {}),
  });

  async function eachOnItsOwn(types: SearchType[], userId: string, term: SearchTerm) {
    const lists = await Promise.all(
      types.map((t) =>
        repo.readTypes(db, [t], userId, term).catch((err: unknown) => {
          log.warn({ err, type: t.type }, "search read failed");
          return [];
        }),
      ),
    );
    return mergeSearchResults(lists);
  }

  return {
    /** `only`: one type (a record picker); the others are not read. */
    async search(userId: string, q: string | undefined, only?: SearchResultType): Promise<SearchResultDto[]> {
      const term = parseSearchTerm(q);
      if (!term) return [];
      const granted = await access.grantedFeatures(userId);
      const types: SearchType[] = providers.filter(
        (p) => (p.feature === null || granted[p.feature]) && (!only || p.type === only),
      );
      try {
        return (await repo.readTypes(db, types, userId, term)).map(toDto);
      } catch (err) {
        log.warn({ err }, "search statement failed; reading each type on its own");
        return (await eachOnItsOwn(types, userId, term)).map(toDto);
      }
    },
  };
}
