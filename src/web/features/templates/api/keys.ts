/** Query keys start with "checklists". */
export const checklistKeys = {
  all: ["checklists"] as const,
  list: ["checklists", "list"] as const,
  detail: (id: string) => ["checklists", "detail", id] as const,
};

/** Query keys start with "document-templates". */
export const documentTemplateKeys = {
  all: ["document-templates"] as const,
  list: ["document-templates", "list"] as const,
  detail: (id: string) => ["document-templates", "detail", id] as const,
};
