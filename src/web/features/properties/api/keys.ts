// Query keys start with "properties", the entity the server publishes in its SSE events (a geocoding job
// finishing, another tab's change) so every properties query is invalidated together.
export const propertyKeys = {
  all: ["properties"] as const,
  list: (query: unknown) => ["properties", "list", query] as const,
  map: (query: unknown) => ["properties", "map", query] as const,
  facets: ["properties", "facets"] as const,
  detail: (id: string) => ["properties", "detail", id] as const,
  linkCandidates: (type: string, q: string) => ["properties", "link-candidates", type, q] as const,
};
