/** Query keys start with "checklists". */
export const checklistKeys = {
  all: ["checklists"] as const,
  list: ["checklists", "list"] as const,
  detail: (id: string) => ["checklists", "detail", id] as const,
};
