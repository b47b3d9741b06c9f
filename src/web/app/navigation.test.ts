import { describe, expect, it } from "vitest";
import { adminItems, isActivePath, mobileMenuItems, sidebarItems, visibleItems } from "#web/app/navigation.ts";

describe("navigation", () => {
  it("keeps the spec order of the sidebar", () => {
    expect(sidebarItems.map((i) => i.label)).toEqual([
      "Dashboard",
      "Contacts",
      "Tasks",
      "Projects",
      "Surveys",
      "Templates",
      "Doc Insights",
      "Properties",
      "Deal Rooms",
      "Reports",
    ]);
    expect(adminItems.map((i) => i.label)).toEqual(["Users", "Articles", "Lease Admin"]);
  });
  it("guards per spec", () => {
    const guard = Object.fromEntries(sidebarItems.map((i) => [i.label, i.feature ?? null]));
    expect(guard).toMatchObject({
      Contacts: "templates",
      Templates: "templates",
      Properties: "docanalysis",
      "Deal Rooms": "dealrooms",
      Reports: null,
      "Doc Insights": null,
    });
    const mobile = Object.fromEntries(mobileMenuItems.map((i) => [i.label, i.feature ?? null]));
    expect(mobile).toEqual({
      Dashboard: null,
      Contacts: null,
      Tasks: null,
      Projects: "templates",
      "Doc Insights": null,
      Properties: "docanalysis",
      Surveys: "templates",
      "Deal Rooms": "dealrooms",
    });
  });
  it("shows only entries whose route exists, admin entries only to admins", () => {
    const exists = (p: string) => ["/", "/contacts", "/admin/users"].includes(p);
    expect(visibleItems(sidebarItems, false, exists).map((i) => i.id)).toEqual(["dashboard", "contacts"]);
    expect(visibleItems(adminItems, false, exists)).toEqual([]);
    expect(visibleItems(adminItems, true, exists).map((i) => i.id)).toEqual(["admin-users"]);
  });
  it("marks the active entry", () => {
    expect(isActivePath("/", "/profile")).toBe(false);
    expect(isActivePath("/contacts", "/contacts/people/1")).toBe(true);
  });
});
