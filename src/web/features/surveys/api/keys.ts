/** Query keys start with "surveys": the server's realtime events for this entity invalidate them all. */
export const surveyKeys = {
  all: ["surveys"] as const,
  list: (q: { page: number; q: string }) => ["surveys", "list", q] as const,
  detail: (id: string) => ["surveys", "detail", id] as const,
  activity: (id: string) => ["surveys", "activity", id] as const,
  publicView: (token: string) => ["surveys", "public", token] as const,
};
