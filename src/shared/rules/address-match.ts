// Address matching plan (crm-documents.md §7 'Properties', §9): three reads per address — prefix on street,
// full-text on street, city + street-contains — each limited to 10 rows, merged by id; addresses are processed
// in batches of 5. The reads live in the repository; what they search for and how results merge is here.
import { buildingStreetKey, hasText, normalizeCity } from "#shared/rules/address-normalize.ts";

export const ADDRESS_MATCH_LIMIT = 10;
export const ADDRESS_MATCH_BATCH = 5;

export type AddressQuery = {
  /** Building street key (normalised, unit stripped): "1200 main st". */
  street: string;
  /** Normalised city, or "" when unknown. */
  city: string;
  /** Words for the full-text read. */
  words: string[];
};

/** What to search for, or null when the address has no street to match on (e.g. only spaces). */
export function addressQuery(street: string | null | undefined, city?: string | null): AddressQuery | null {
  if (!hasText(street)) return null;
  const key = buildingStreetKey(street);
  if (!key) return null;
  return { street: key, city: normalizeCity(city), words: key.split(" ").filter(Boolean) };
}

/** Merges the three reads' rows by id, first appearance wins, keeping the read order. */
export function mergeById<T extends { id: string }>(lists: T[][]): T[] {
  const seen = new Map<string, T>();
  for (const list of lists) for (const row of list) if (!seen.has(row.id)) seen.set(row.id, row);
  return [...seen.values()];
}

export function inBatches<T>(items: T[], size = ADDRESS_MATCH_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Whether a candidate row really is the same building: same building street key (units dropped), and the same
 * city when both sides know it. The contains read casts a wide net ("112 main st" contains "12 main st"); this
 * keeps only same-number, same-street rows.
 */
export function sameBuilding(query: AddressQuery, candidate: { streetKey: string | null; cityKey: string | null }) {
  if (!candidate.streetKey) return false;
  if (buildingStreetKey(candidate.streetKey) !== query.street) return false;
  return !query.city || !candidate.cityKey || candidate.cityKey === query.city;
}
