import type { ProjectListQuery } from "#shared/contract/projects.ts";
import type { ProjectType } from "#shared/rules/projects.ts";

/** Query keys start with "projects": the server's realtime events for this entity invalidate them all. */
export const projectKeys = {
  all: ["projects"] as const,
  list: (q: Partial<ProjectListQuery>) => ["projects", "list", q] as const,
  board: (type: ProjectType) => ["projects", "board", type] as const,
  detail: (id: string) => ["projects", "detail", id] as const,
  activity: (id: string) => ["projects", "activity", id] as const,
  stages: (type: ProjectType) => ["projects", "stages", type] as const,
  pipeline: ["projects", "pipeline"] as const,
  linkOptions: (type: string, q: string) => ["projects", "link-options", type, q] as const,
  options: (q: string) => ["projects", "options", q] as const,
};
