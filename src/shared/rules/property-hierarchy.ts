// Hierarchy decisions for new properties (crm-documents.md §4 'Property creation', §9 auto parent 'Other'):
// - a manual per-item choice (child of a parent, or standalone) wins;
// - several new properties at the same normalised address with no existing match → an auto-created parent
//   (named from the building name or street address, description 'Building with N units', type 'Other');
// - existing properties at the address that already form a hierarchy → attach to its top-level parent;
// - existing ones without hierarchy → standalone.

export const AUTO_PARENT_TYPE = "Other";

export type HierarchyChoice = { kind: "standalone" } | { kind: "child"; parentId: string };

export type NewPropertyInput = {
  /** Normalised building address (street key + city), "" when the property has no address. */
  addressKey: string;
  buildingName: string | null;
  street: string | null;
  choice?: HierarchyChoice | null;
};

export type ExistingMatch = {
  id: string;
  parentPropertyId: string | null;
  /** True when some property names this one as its parent. */
  hasChildren: boolean;
  /** The root of this property's hierarchy (itself when it has no parent). */
  topLevelId: string;
};

export type ParentDecision = { kind: "none" } | { kind: "existing"; id: string } | { kind: "auto"; group: number };

export type AutoParent = { name: string; description: string; propertyType: string; template: number };

export type HierarchyPlan = { decisions: ParentDecision[]; autoParents: AutoParent[] };

export function autoParentDescription(units: number): string {
  return `Building with ${units} units`;
}

export function planHierarchy(items: NewPropertyInput[], matches: Map<string, ExistingMatch[]>): HierarchyPlan {
  const decisions: ParentDecision[] = items.map(() => ({ kind: "none" }));
  const autoParents: AutoParent[] = [];
  const groups = new Map<string, number[]>();
  items.forEach((item, i) => {
    if (item.choice?.kind === "child") decisions[i] = { kind: "existing", id: item.choice.parentId };
    else if (item.choice?.kind === "standalone") decisions[i] = { kind: "none" };
    else if (item.addressKey) groups.set(item.addressKey, [...(groups.get(item.addressKey) ?? []), i]);
  });
  for (const [key, members] of groups) {
    const existing = matches.get(key) ?? [];
    if (existing.length > 0) {
      const inHierarchy = existing.find((m) => m.parentPropertyId !== null || m.hasChildren);
      if (inHierarchy) for (const i of members) decisions[i] = { kind: "existing", id: inHierarchy.topLevelId };
      continue;
    }
    if (members.length < 2) continue;
    const first = items[members[0] as number] as NewPropertyInput;
    const group = autoParents.length;
    autoParents.push({
      name: (first.buildingName?.trim() || first.street?.trim() || "Building") as string,
      description: autoParentDescription(members.length),
      propertyType: AUTO_PARENT_TYPE,
      template: members[0] as number,
    });
    for (const i of members) decisions[i] = { kind: "auto", group };
  }
  return { decisions, autoParents };
}

/**
 * A parent may not be the property itself or any of its descendants (a parent that is a child of its own
 * child would make a cycle). `descendants` are the ids below `propertyId`.
 */
export function isValidParent(propertyId: string, parentId: string | null, descendants: ReadonlySet<string>) {
  if (parentId === null) return true;
  return parentId !== propertyId && !descendants.has(parentId);
}
