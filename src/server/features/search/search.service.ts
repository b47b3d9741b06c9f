// Global search (spec shell §2.6, §5, §7.5; decision 0024). Each feature contributes a provider for its types;
// the providers the user's plan opens run as one statement (one round trip): each type reads its best 10, the
// union is ordered by rank then title and cut to 10. If that statement fails, each type is read on its own so
// a failing type yields an empty list and the others still answer (§8 'silent failures').
import * as repo from "#server/features/search/search.repository.ts";
import type { AppContext } from "#server/platform/http.ts";
import type { SearchProvider, SearchRead } from "#server/platform/search.ts";
import type { SearchResultDto } from "#shared/contract/search.ts";
import { mergeSearchResults, parseSearchTerm, type SearchResultType } from "#shared/rules/search.ts";

export function createSearchService(ctx: Pick<AppContext, "db" | "access" | "log">, providers: SearchProvider[]) {
  const { db, access, log } = ctx;
  const toDto = (row: repo.SearchRow): SearchResultDto => ({
    id: row.id,
    title: row.title,
    type: row.type,
    ...(row.parent_id ? { parentId: row.parent_id } : {}),
  });

  async function eachOnItsOwn(reads: SearchRead[]) {
    const lists = await Promise.all(
      reads.map(({ type, read }) =>
        repo.readTypes(db, [{ type, read }]).catch((err: unknown) => {
          log.warn({ err, type }, "search read failed");
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
      const reads = providers
        .filter((p) => (p.feature === null || granted[p.feature]) && (!only || p.type === only))
        .map((p) => ({ type: p.type, read: p.read(userId, term) }));
      try {
        return (await repo.readTypes(db, reads)).map(toDto);
      } catch (err) {
        log.warn({ err }, "search statement failed; reading each type on its own");
        return (await eachOnItsOwn(reads)).map(toDto);
      }
    },
  };
}
