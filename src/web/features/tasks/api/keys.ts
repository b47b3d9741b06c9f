// Query keys start with "tasks", the entity the server publishes in its SSE events.
export const taskKeys = {
  all: ["tasks"] as const,
  statuses: ["tasks", "statuses"] as const,
  list: (query: object) => ["tasks", "list", query] as const,
  detail: (id: string) => ["tasks", "detail", id] as const,
  associations: (type: string, q: string) => ["tasks", "associations", type, q] as const,
};

/** The browser's time zone, sent so "today" is the user's day. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
