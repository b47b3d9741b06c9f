// Query keys start with the entity name the server publishes in its SSE events, so a change made
// elsewhere (another tab, an import job) invalidates the right lists.
export const contactKeys = {
  people: ["people"] as const,
  companies: ["companies"] as const,
  tags: ["tags"] as const,
  customFields: ["custom-fields"] as const,
  imports: ["imports"] as const,
};
