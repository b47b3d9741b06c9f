import { describe, expect, it } from "vitest";
import {
  type ExistingMatch,
  isValidParent,
  type NewPropertyInput,
  planHierarchy,
} from "#shared/rules/property-hierarchy.ts";

const item = (addressKey: string, extra: Partial<NewPropertyInput> = {}): NewPropertyInput => ({
  addressKey,
  buildingName: null,
  street: "1 Main St",
  ...extra,
});
const match = (id: string, extra: Partial<ExistingMatch> = {}): ExistingMatch => ({
  id,
  parentPropertyId: null,
  hasChildren: false,
  topLevelId: id,
  ...extra,
});

describe("planHierarchy (§4)", () => {
  it("creates one property directly when it has no match", () => {
    expect(planHierarchy([item("1 main st|austin")], new Map())).toEqual({
      decisions: [{ kind: "none" }],
      autoParents: [],
    });
  });

  it("creates an auto parent 'Building with N units', type Other, for several new ones at one address", () => {
    const plan = planHierarchy(
      [item("k", { buildingName: "Tower One" }), item("k"), item("k"), item("other")],
      new Map(),
    );
    expect(plan.autoParents).toEqual([
      { name: "Tower One", description: "Building with 3 units", propertyType: "Other", template: 0 },
    ]);
    expect(plan.decisions).toEqual([
      { kind: "auto", group: 0 },
      { kind: "auto", group: 0 },
      { kind: "auto", group: 0 },
      { kind: "none" },
    ]);
  });

  it("names the auto parent from the street address when there is no building name", () => {
    const plan = planHierarchy([item("k", { street: "9 Elm St" }), item("k")], new Map());
    expect(plan.autoParents[0]?.name).toBe("9 Elm St");
  });

  it("attaches to the existing top-level parent when existing properties form a hierarchy", () => {
    const matches = new Map([["k", [match("child", { parentPropertyId: "mid", topLevelId: "root" })]]]);
    const plan = planHierarchy([item("k"), item("k")], matches);
    expect(plan.decisions).toEqual([
      { kind: "existing", id: "root" },
      { kind: "existing", id: "root" },
    ]);
    expect(plan.autoParents).toEqual([]);
  });

  it("attaches to a matched parent that has children", () => {
    const plan = planHierarchy([item("k")], new Map([["k", [match("p", { hasChildren: true })]]]));
    expect(plan.decisions).toEqual([{ kind: "existing", id: "p" }]);
  });

  it("creates standalone properties when existing matches have no hierarchy", () => {
    const plan = planHierarchy([item("k"), item("k")], new Map([["k", [match("a"), match("b")]]]));
    expect(plan.decisions).toEqual([{ kind: "none" }, { kind: "none" }]);
    expect(plan.autoParents).toEqual([]);
  });

  it("lets a manual per-item choice override the rules", () => {
    const matches = new Map([["k", [match("c", { parentPropertyId: "root", topLevelId: "root" })]]]);
    const plan = planHierarchy(
      [
        item("k", { choice: { kind: "standalone" } }),
        item("k", { choice: { kind: "child", parentId: "chosen" } }),
        item("k"),
      ],
      matches,
    );
    expect(plan.decisions).toEqual([
      { kind: "none" },
      { kind: "existing", id: "chosen" },
      { kind: "existing", id: "root" },
    ]);
  });

  it("does not group properties without an address", () => {
    expect(planHierarchy([item(""), item("")], new Map()).autoParents).toEqual([]);
  });
});

describe("isValidParent", () => {
  it("refuses itself and its descendants", () => {
    const below = new Set(["child", "grandchild"]);
    expect(isValidParent("p", "p", below)).toBe(false);
    expect(isValidParent("p", "grandchild", below)).toBe(false);
    expect(isValidParent("p", "other", below)).toBe(true);
    expect(isValidParent("p", null, below)).toBe(true);
  });
});
