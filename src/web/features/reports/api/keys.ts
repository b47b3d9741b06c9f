/** Query keys start with "reports". Lease changes also change reports, so they refresh on "documents" events too. */
export const reportKeys = {
  all: ["reports"] as const,
  list: ["reports", "list"] as const,
  run: (id: string, query: Record<string, string | number>) => ["reports", "run", id, query] as const,
  saved: (id: string) => ["reports", "saved", id] as const,
};
