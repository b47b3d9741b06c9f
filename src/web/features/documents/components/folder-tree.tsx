import { ChevronRightIcon, FolderIcon, FolderOpenIcon, HomeIcon } from "lucide-react";
import { type KeyboardEvent, useMemo, useState } from "react";
import { cn } from "#web/lib/utils.ts";

export type TreeFolder = { id: string; name: string; parentFolderId: string | null };

export type FolderNode = { folder: TreeFolder; children: FolderNode[] };
type Node = FolderNode;

export function buildFolderTree(folders: TreeFolder[]): Node[] {
  const byParent = new Map<string | null, TreeFolder[]>();
  const ids = new Set(folders.map((f) => f.id));
  for (const folder of folders) {
    // An orphan (parent not visible to this user) is shown at the root rather than lost.
    const parent = folder.parentFolderId && ids.has(folder.parentFolderId) ? folder.parentFolderId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), folder]);
  }
  const build = (parent: string | null, seen: Set<string>): Node[] =>
    (byParent.get(parent) ?? [])
      .filter((f) => !seen.has(f.id))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((folder) => ({ folder, children: build(folder.id, new Set([...seen, folder.id])) }));
  return build(null, new Set());
}

/**
 * The one tree item that takes Tab focus (roving tabindex): the selected folder when it is shown, else
 * Home (null) — so the tree stays reachable by keyboard when the selection is hidden in a collapsed
 * branch or is not a folder at all (e.g. 'Shared with me').
 */
export function tabStopId(tree: Node[], collapsed: ReadonlySet<string>, selectedId: string | null): string | null {
  const visible = (nodes: Node[]): boolean =>
    nodes.some((n) => n.folder.id === selectedId || (!collapsed.has(n.folder.id) && visible(n.children)));
  return selectedId !== null && visible(tree) ? selectedId : null;
}

/** Ids of a folder and every ancestor, root first. */
export function folderPath(folders: TreeFolder[], id: string | null): TreeFolder[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const path: TreeFolder[] = [];
  let current = id ? byId.get(id) : undefined;
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parentFolderId ? byId.get(current.parentFolderId) : undefined;
  }
  return path;
}

/**
 * A folder picker / navigator with a 'Home' root (folder null). Up/Down/Home/End move, Right/Left expand
 * and collapse (Left on a collapsed or childless folder goes to its parent), Enter or Space selects. `disabledIds` greys out folders that cannot be chosen (e.g. a
 * folder cannot move into itself).
 */
export function FolderTree({
  folders,
  selectedId,
  onSelect,
  disabledIds,
  label = "Folders",
  className,
}: {
  folders: TreeFolder[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  disabledIds?: Set<string>;
  label?: string;
  className?: string;
}) {
  const tree = useMemo(() => buildFolderTree(folders), [folders]);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setCollapsed((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const tabStop = tabStopId(tree, collapsed, selectedId);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="treeitem"]'));
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    const current = items[index];
    const id = current.dataset.folderId ?? null;
    if (event.key === "ArrowDown") items[index + 1]?.focus();
    else if (event.key === "ArrowUp") items[index - 1]?.focus();
    else if (event.key === "Home") items[0]?.focus();
    else if (event.key === "End") items[items.length - 1]?.focus();
    else if (event.key === "ArrowRight" && id && collapsed.has(id)) toggle(id);
    else if (event.key === "ArrowLeft" && id && !collapsed.has(id) && current.getAttribute("aria-expanded") === "true")
      toggle(id);
    else if (event.key === "ArrowLeft" && id) {
      // On a collapsed or childless folder, Left goes to its parent (Home for a top-level folder).
      const parent = folders.find((f) => f.id === id)?.parentFolderId ?? null;
      (items.find((el) => (el.dataset.folderId ?? null) === parent) ?? items[0])?.focus();
    } else if (event.key === "Enter" || event.key === " ") {
      if (current.getAttribute("aria-disabled") !== "true") onSelect(id);
    } else return;
    event.preventDefault();
  };

  const renderNode = (node: Node, depth: number) => {
    const { folder } = node;
    const open = !collapsed.has(folder.id);
    const selected = selectedId === folder.id;
    const disabled = disabledIds?.has(folder.id) ?? false;
    const Icon = open && node.children.length ? FolderOpenIcon : FolderIcon;
    return (
      <li key={folder.id} role="none">
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled once by the tree (roving focus) */}
        <div
          role="treeitem"
          tabIndex={tabStop === folder.id ? 0 : -1}
          aria-selected={selected}
          aria-expanded={node.children.length ? open : undefined}
          aria-disabled={disabled || undefined}
          aria-level={depth + 2}
          data-folder-id={folder.id}
          onClick={() => !disabled && onSelect(folder.id)}
          className={treeItemClass(selected, disabled)}
          style={{ paddingLeft: 8 + (depth + 1) * 16 }}
        >
          {node.children.length ? (
            <button
              type="button"
              tabIndex={-1}
              aria-label={open ? `Collapse ${folder.name}` : `Expand ${folder.name}`}
              onClick={(e) => {
                e.stopPropagation();
                toggle(folder.id);
              }}
              className="-ml-5 rounded p-0.5 text-muted-foreground hover:bg-slate-200"
            >
              <ChevronRightIcon aria-hidden className={cn("size-3.5 transition-transform", open && "rotate-90")} />
            </button>
          ) : null}
          <Icon aria-hidden className={cn("size-4 shrink-0", selected ? "text-primary" : "text-amber-500")} />
          <span className="truncate">{folder.name}</span>
        </div>
        {open && node.children.length ? (
          // biome-ignore lint/a11y/useSemanticElements: a tree's nested level is a role=group list
          <ul role="group">{node.children.map((child) => renderNode(child, depth + 1))}</ul>
        ) : null}
      </li>
    );
  };

  return (
    <div
      role="tree"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={cn("grid gap-0.5 text-sm", className)}
    >
      <ul role="none" className="grid gap-0.5">
        <li role="none">
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled once by the tree (roving focus) */}
          <div
            role="treeitem"
            tabIndex={tabStop === null ? 0 : -1}
            aria-selected={selectedId === null}
            aria-level={1}
            onClick={() => onSelect(null)}
            className={treeItemClass(selectedId === null, false)}
            style={{ paddingLeft: 8 }}
          >
            <HomeIcon
              aria-hidden
              className={cn("size-4 shrink-0", selectedId === null ? "text-primary" : "text-slate-500")}
            />
            <span>Home</span>
          </div>
        </li>
        {tree.map((node) => renderNode(node, 0))}
      </ul>
    </div>
  );
}

const treeItemClass = (selected: boolean, disabled: boolean) =>
  cn(
    "flex h-8 cursor-pointer items-center gap-2 rounded-md pr-2 outline-none select-none focus-visible:ring-2 focus-visible:ring-ring",
    selected ? "bg-primary-soft font-medium text-primary" : "hover:bg-accent",
    disabled && "cursor-not-allowed opacity-40 hover:bg-transparent",
  );
