// Every client route path (spec §2.1–2.2). Build links with these, never with string literals.
export type AuthView = "sign_in" | "sign_up" | "forgot_password" | "update_password";

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") search.set(k, v);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const paths = {
  home: () => "/",
  auth: (opts: { view?: AuthView; redirect?: string } = {}) =>
    withQuery("/auth", { view: opts.view, redirect: opts.redirect }),
  authCallback: () => "/auth/callback",
  profile: (opts: { enrol?: "mfa" } = {}) => withQuery("/profile", { enrol: opts.enrol }),
  settings: () => "/settings",
  adminUsers: () => "/admin/users",
  adminAudit: () => "/admin/audit",
  adminDeletions: () => "/admin/deletions",
  adminLeases: () => "/admin/leases",
  articles: () => "/articles",
  documents: (selected?: string) => withQuery("/documents", { selected }),
  folder: (id: string) => `/folder/${encodeURIComponent(id)}`,
  contacts: () => "/contacts",
  person: (id: string) => `/contacts/people/${encodeURIComponent(id)}`,
  company: (id: string) => `/contacts/companies/${encodeURIComponent(id)}`,
  import: () => "/import",
  tasks: (selected?: string) => withQuery("/tasks", { selected }),
  projects: (selected?: string) => withQuery("/projects", { selected }),
  leases: () => "/leases",
  lease: (id: string) => `/lease/${encodeURIComponent(id)}`,
  offeringMemorandum: (id: string) => `/offering-memorandum/${encodeURIComponent(id)}`,
  leaseAbstract: (id: string) => `/lease-abstract/${encodeURIComponent(id)}`,
  properties: (selected?: string) => withQuery("/properties", { selected }),
  templates: () => "/templates",
  templateChecklist: (id: string) => `/templates/checklist/${encodeURIComponent(id)}`,
  templateDocument: (id: string) => `/templates/document/${encodeURIComponent(id)}`,
  reports: () => "/reports",
  report: (id: string) => `/reports/${encodeURIComponent(id)}`,
  dealrooms: () => "/dealrooms",
  /** selected: a room document to open (global search results). */
  dealroom: (id: string, selected?: string) => withQuery(`/dealrooms/${encodeURIComponent(id)}`, { selected }),
  dealroomDocumentEdit: (dealroomId: string, documentId: string) =>
    `/dealrooms/${encodeURIComponent(dealroomId)}/document/${encodeURIComponent(documentId)}/edit`,
  dealroomVerifyAccess: () => "/dealrooms/verify-access",
  docusignCallback: () => "/docusign/callback",
  surveys: (selected?: string) => withQuery("/surveys", { selected }),
  survey: (id: string) => `/surveys/${encodeURIComponent(id)}`,
  publicSurvey: (id: string) => `/surveys/public/${encodeURIComponent(id)}`,
  shareContact: (token: string) => `/share/contact/${encodeURIComponent(token)}`,
} as const;

/** Pages that must never bounce a visitor to sign-in, even right after a sign-out (§2.1, §4.3). */
export function isShareContactPath(pathname: string): boolean {
  return pathname.startsWith("/share/contact/");
}
