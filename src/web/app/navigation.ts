// Navigation entries in spec order (§2.4 sidebar, §2.5 mobile menu) with their guards. An entry is
// shown only once its route is registered in routes.ts, so later features appear without edits here.
import {
  BarChart3Icon,
  Building2Icon,
  CheckSquareIcon,
  ClipboardListIcon,
  FileSearchIcon,
  FileTextIcon,
  FolderKanbanIcon,
  HandshakeIcon,
  LayoutDashboardIcon,
  LayoutTemplateIcon,
  type LucideIcon,
  NewspaperIcon,
  UsersIcon,
  UserCogIcon,
} from "lucide-react";
import type { Feature } from "#shared/rules/access.ts";
import { paths } from "#web/app/paths.ts";
import { hasRoute } from "#web/app/routes.ts";

export type NavItem = {
  id: string;
  label: string;
  path: string;
  icon: LucideIcon;
  /** Guarded entry: without this feature it opens the upgrade dialog instead of navigating. */
  feature?: Feature;
  adminOnly?: boolean;
};

export const sidebarItems: NavItem[] = [
  { id: "dashboard", label: "Dashboard", path: paths.home(), icon: LayoutDashboardIcon },
  { id: "contacts", label: "Contacts", path: paths.contacts(), icon: UsersIcon, feature: "templates" },
  { id: "tasks", label: "Tasks", path: paths.tasks(), icon: CheckSquareIcon, feature: "templates" },
  { id: "projects", label: "Projects", path: paths.projects(), icon: FolderKanbanIcon, feature: "templates" },
  { id: "surveys", label: "Surveys", path: paths.surveys(), icon: ClipboardListIcon, feature: "templates" },
  { id: "templates", label: "Templates", path: paths.templates(), icon: LayoutTemplateIcon, feature: "templates" },
  { id: "documents", label: "Doc Insights", path: paths.documents(), icon: FileSearchIcon },
  { id: "properties", label: "Properties", path: paths.properties(), icon: Building2Icon, feature: "docanalysis" },
  { id: "dealrooms", label: "Deal Rooms", path: paths.dealrooms(), icon: HandshakeIcon, feature: "dealrooms" },
  { id: "reports", label: "Reports", path: paths.reports(), icon: BarChart3Icon },
];

export const adminItems: NavItem[] = [
  { id: "admin-users", label: "Users", path: paths.adminUsers(), icon: UserCogIcon, adminOnly: true },
  { id: "articles", label: "Articles", path: paths.articles(), icon: NewspaperIcon, adminOnly: true },
  { id: "admin-leases", label: "Lease Admin", path: paths.adminLeases(), icon: FileTextIcon, adminOnly: true },
];

/** §2.5: the mobile menu has its own order and guards (Contacts and Tasks are unguarded there). */
export const mobileMenuItems: NavItem[] = [
  { id: "dashboard", label: "Dashboard", path: paths.home(), icon: LayoutDashboardIcon },
  { id: "contacts", label: "Contacts", path: paths.contacts(), icon: UsersIcon },
  { id: "tasks", label: "Tasks", path: paths.tasks(), icon: CheckSquareIcon },
  { id: "projects", label: "Projects", path: paths.projects(), icon: FolderKanbanIcon, feature: "templates" },
  { id: "documents", label: "Doc Insights", path: paths.documents(), icon: FileSearchIcon },
  { id: "properties", label: "Properties", path: paths.properties(), icon: Building2Icon, feature: "docanalysis" },
  { id: "surveys", label: "Surveys", path: paths.surveys(), icon: ClipboardListIcon, feature: "templates" },
  { id: "dealrooms", label: "Deal Rooms", path: paths.dealrooms(), icon: HandshakeIcon, feature: "dealrooms" },
];

export function visibleItems(
  items: NavItem[],
  isAdmin: boolean,
  routeExists: (path: string) => boolean = hasRoute,
): NavItem[] {
  return items.filter((item) => routeExists(item.path) && (!item.adminOnly || isAdmin));
}

export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === "/") return pathname === "/";
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
