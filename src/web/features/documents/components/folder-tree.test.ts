import { describe, expect, it } from "vitest";
import { buildFolderTree, folderPath, tabStopId } from "#web/features/documents/components/folder-tree.tsx";

const folders = [
  { id: "a", name: "Clients", parentFolderId: null },
  { id: "b", name: "Acme", parentFolderId: "a" },
  { id: "c", name: "2024", parentFolderId: "b" },
  { id: "d", name: "Archive", parentFolderId: null },
  { id: "o", name: "Orphan", parentFolderId: "gone" },
];

describe("buildFolderTree / folderPath", () => {
  it("nests by parent, sorts by name and keeps orphans at the root", () => {
    const tree = buildFolderTree(folders);
    expect(tree.map((n) => n.folder.name)).toEqual(["Archive", "Clients", "Orphan"]);
    expect(tree[1].children[0].children[0].folder.name).toBe("2024");
    expect(folderPath(folders, "c").map((f) => f.name)).toEqual(["Clients", "Acme", "2024"]);
    expect(folderPath(folders, null)).toEqual([]);
  });
});

describe("tabStopId", () => {
  const tree = buildFolderTree(folders);
  it("is the selected folder while it is shown", () => {
    expect(tabStopId(tree, new Set(), "c")).toBe("c");
    expect(tabStopId(tree, new Set(["c"]), "c")).toBe("c"); // collapsing the item itself keeps it shown
  });
  it("falls back to Home when the selection is hidden or is not a folder", () => {
    expect(tabStopId(tree, new Set(["a"]), "c")).toBeNull();
    expect(tabStopId(tree, new Set(["b"]), "c")).toBeNull();
    expect(tabStopId(tree, new Set(), "__shared__")).toBeNull();
    expect(tabStopId(tree, new Set(), null)).toBeNull();
  });
});
