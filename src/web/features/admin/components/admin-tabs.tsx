import { NavLink } from "react-router";
import { paths } from "#web/app/paths.ts";
import { cn } from "#web/lib/utils.ts";

const tabs = [
  { to: paths.adminUsers(), label: "Users" },
  { to: paths.adminAudit(), label: "Audit log" },
  { to: paths.adminDeletions(), label: "Deletions" },
];

/** Admin → Users, its audit log and pending account deletions. */
export function AdminTabs() {
  return (
    <nav aria-label="Admin" className="mb-4 flex gap-1 border-b">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-medium pointer-coarse:py-2.5",
              isActive
                ? "border-primary text-primary"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
