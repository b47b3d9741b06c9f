// The route table: the one place a feature registers its pages. Each entry is lazy (its own chunk),
// declares who may open it and the subscription feature it needs; the router and the navigation
// (sidebar, mobile menu) read this table, so a nav entry appears as soon as its route exists.
import type { ComponentType } from "react";
import type { Feature } from "#shared/rules/access.ts";
import type { RouteAccess } from "#web/app/route-rules.ts";

export type AppRoute = {
  path: string;
  access: RouteAccess;
  feature?: Feature;
  /** "shell": inside the signed-in app frame (sidebar / mobile bar); "bare": full-page. */
  layout: "shell" | "bare";
  load: () => Promise<ComponentType>;
};

export const appRoutes: AppRoute[] = [
  {
    path: "/auth",
    access: "guest",
    layout: "bare",
    load: () => import("#web/features/auth/pages/auth-page.tsx").then((m) => m.AuthPage),
  },
  {
    path: "/auth/callback",
    access: "public",
    layout: "bare",
    load: () => import("#web/features/auth/pages/auth-callback-page.tsx").then((m) => m.AuthCallbackPage),
  },
  {
    path: "/profile",
    access: "user",
    layout: "shell",
    load: () => import("#web/features/profiles/pages/profile-page.tsx").then((m) => m.ProfilePage),
  },
  {
    path: "/settings",
    access: "user",
    layout: "shell",
    load: () => import("#web/features/subscriptions/pages/settings-page.tsx").then((m) => m.SettingsPage),
  },
  // Contacts (issue 3): /contacts* and /import need the templates feature (§2.3).
  {
    path: "/contacts",
    access: "user",
    feature: "templates",
    layout: "shell",
    load: () => import("#web/features/contacts/pages/contacts-page.tsx").then((m) => m.ContactsPage),
  },
  {
    path: "/contacts/people/:id",
    access: "user",
    feature: "templates",
    layout: "shell",
    load: () => import("#web/features/contacts/pages/person-page.tsx").then((m) => m.PersonPage),
  },
  {
    path: "/contacts/companies/:id",
    access: "user",
    feature: "templates",
    layout: "shell",
    load: () => import("#web/features/contacts/pages/company-page.tsx").then((m) => m.CompanyPage),
  },
  {
    path: "/contacts/tags",
    access: "user",
    feature: "templates",
    layout: "shell",
    load: () => import("#web/features/contacts/pages/manage-tags-page.tsx").then((m) => m.ManageTagsPage),
  },
  {
    path: "/contacts/custom-fields",
    access: "user",
    feature: "templates",
    layout: "shell",
    load: () => import("#web/features/contacts/pages/custom-fields-page.tsx").then((m) => m.CustomFieldsPage),
  },
  {
    path: "/import",
    access: "user",
    feature: "templates",
    layout: "shell",
    load: () => import("#web/features/contacts/pages/import-page.tsx").then((m) => m.ImportPage),
  },
  // Tasks (issue 8): /tasks needs the templates feature (§2.3).
  {
    path: "/tasks",
    access: "user",
    feature: "templates",
    layout: "shell",
    load: () => import("#web/features/tasks/pages/tasks-page.tsx").then((m) => m.TasksPage),
  },
  {
    path: "/share/contact/:token",
    access: "public",
    layout: "bare",
    load: () => import("#web/features/contacts/pages/shared-contact-page.tsx").then((m) => m.SharedContactPage),
  },
  // Projects and checklist templates (issue 8): feature templates (§2.3).
  {
    path: "/projects",
    access: "user",
    feature: "templates",
    layout: "shell",
    load: () => import("#web/features/projects/pages/projects-page.tsx").then((m) => m.ProjectsPage),
  },
  {
    path: "/templates",
    access: "user",
    feature: "templates",
    layout: "shell",
    load: () => import("#web/features/templates/pages/templates-page.tsx").then((m) => m.TemplatesPage),
  },
  {
    path: "/templates/checklist/:id",
    access: "user",
    feature: "templates",
    layout: "shell",
    load: () => import("#web/features/templates/pages/checklist-page.tsx").then((m) => m.ChecklistPage),
  },
  {
    path: "/templates/document/:id",
    access: "user",
    feature: "templates",
    layout: "shell",
    load: () => import("#web/features/templates/pages/document-template-page.tsx").then((m) => m.DocumentTemplatePage),
  },
  {
    path: "/admin/users",
    access: "admin",
    layout: "shell",
    load: () => import("#web/features/admin/pages/admin-users-page.tsx").then((m) => m.AdminUsersPage),
  },
  {
    path: "/articles",
    access: "admin",
    layout: "shell",
    load: () => import("#web/features/help/pages/articles-page.tsx").then((m) => m.ArticlesPage),
  },
  {
    path: "/admin/audit",
    access: "admin",
    layout: "shell",
    load: () => import("#web/features/admin/pages/admin-audit-page.tsx").then((m) => m.AdminAuditPage),
  },
  {
    path: "/admin/deletions",
    access: "admin",
    layout: "shell",
    load: () => import("#web/features/admin/pages/admin-deletions-page.tsx").then((m) => m.AdminDeletionsPage),
  },
  {
    path: "/documents",
    access: "user",
    layout: "shell",
    load: () => import("#web/features/documents/pages/documents-page.tsx").then((m) => m.DocumentsPage),
  },
  {
    path: "/folder/:id",
    access: "user",
    layout: "shell",
    load: () => import("#web/features/documents/pages/documents-page.tsx").then((m) => m.DocumentsPage),
  },
  {
    path: "/leases",
    access: "user",
    layout: "shell",
    load: () => import("#web/features/documents/pages/lease-redirects.tsx").then((m) => m.LeasesRedirect),
  },
  {
    path: "/leases/:id",
    access: "user",
    layout: "shell",
    load: () => import("#web/features/documents/pages/lease-redirects.tsx").then((m) => m.LeaseAliasRedirect),
  },
  {
    path: "/lease/:id",
    access: "user",
    layout: "shell",
    load: () => import("#web/features/documents/pages/lease-page.tsx").then((m) => m.LeasePage),
  },
  {
    path: "/offering-memorandum/:id",
    access: "user",
    layout: "shell",
    load: () => import("#web/features/documents/pages/memorandum-page.tsx").then((m) => m.MemorandumPage),
  },
  {
    path: "/lease-abstract/:id",
    access: "user",
    layout: "bare",
    load: () => import("#web/features/documents/pages/lease-abstract-page.tsx").then((m) => m.LeaseAbstractPage),
  },
  {
    path: "/admin/leases",
    access: "admin",
    layout: "shell",
    load: () => import("#web/features/documents/pages/admin-leases-page.tsx").then((m) => m.AdminLeasesPage),
  },
  // Properties (issue 9): /properties needs the docanalysis feature (§2.3); ?selected={id} opens a record.
  {
    path: "/properties",
    access: "user",
    feature: "docanalysis",
    layout: "shell",
    load: () => import("#web/features/properties/pages/properties-page.tsx").then((m) => m.PropertiesPage),
  },
  {
    path: "/dealrooms",
    access: "user",
    feature: "dealrooms",
    layout: "shell",
    load: () => import("#web/features/dealrooms/pages/dealrooms-page.tsx").then((m) => m.DealroomsPage),
  },
  {
    // §2.1: public; the page itself answers signed-out visitors without a verified link.
    path: "/dealrooms/verify-access",
    access: "public",
    layout: "bare",
    load: () => import("#web/features/dealrooms/pages/verify-access-page.tsx").then((m) => m.VerifyAccessPage),
  },
  {
    // §2.1: open to verified outside visitors too; the server decides (member, owner or guest session).
    path: "/dealrooms/:id",
    access: "public",
    layout: "shell",
    load: () => import("#web/features/dealrooms/pages/dealroom-page.tsx").then((m) => m.DealroomPage),
  },
  {
    path: "/dealrooms/:dealroomId/document/:documentId/edit",
    access: "public",
    layout: "shell",
    load: () => import("#web/features/dealrooms/pages/document-editor-page.tsx").then((m) => m.DocumentEditorPage),
  },
  // Surveys (issue 10): /surveys* need the templates feature (§2.3); the public tour book is open to anyone
  // and exempt from sign-in redirects (§2.1).
  {
    path: "/surveys",
    access: "user",
    feature: "templates",
    layout: "shell",
    load: () => import("#web/features/surveys/pages/surveys-page.tsx").then((m) => m.SurveysPage),
  },
  {
    path: "/surveys/public/:id",
    access: "public",
    layout: "bare",
    load: () => import("#web/features/surveys/pages/public-survey-page.tsx").then((m) => m.PublicSurveyPage),
  },
  {
    path: "/surveys/:id",
    access: "user",
    feature: "templates",
    layout: "shell",
    load: () => import("#web/features/surveys/pages/survey-page.tsx").then((m) => m.SurveyPage),
  },
  // Reports (issue 10): direct in the sidebar (§2.4), no feature gate; each report checks its own data's gate.
  {
    path: "/reports",
    access: "user",
    layout: "shell",
    load: () => import("#web/features/reports/pages/reports-page.tsx").then((m) => m.ReportsPage),
  },
  {
    path: "/reports/:id",
    access: "user",
    layout: "shell",
    load: () => import("#web/features/reports/pages/report-page.tsx").then((m) => m.ReportPage),
  },
  {
    path: "/docusign/callback",
    access: "public",
    layout: "bare",
    load: () => import("#web/features/dealrooms/pages/docusign-callback-page.tsx").then((m) => m.DocusignCallbackPage),
  },
];

const registered = new Set(["/", ...appRoutes.map((r) => r.path)]);

/** Whether a page exists for this path (exact route pattern, e.g. "/contacts"). */
export function hasRoute(path: string): boolean {
  return registered.has(path.split("?")[0] ?? path);
}
