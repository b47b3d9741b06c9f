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
  {
    path: "/admin/users",
    access: "admin",
    layout: "shell",
    load: () => import("#web/features/admin/pages/admin-users-page.tsx").then((m) => m.AdminUsersPage),
  },
];

const registered = new Set(["/", ...appRoutes.map((r) => r.path)]);

/** Whether a page exists for this path (exact route pattern, e.g. "/contacts"). */
export function hasRoute(path: string): boolean {
  return registered.has(path.split("?")[0] ?? path);
}
