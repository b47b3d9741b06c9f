import type { Editor } from "@tiptap/react";
import {
  BoldIcon,
  Heading1Icon,
  Heading2Icon,
  ItalicIcon,
  ListIcon,
  ListOrderedIcon,
  MinusIcon,
  QuoteIcon,
  Redo2Icon,
  StrikethroughIcon,
  UnderlineIcon,
  Undo2Icon,
} from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { cn } from "#web/lib/utils.ts";

type Tool = {
  label: string;
  icon: ComponentType<{ className?: string }>;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
};

const tools: (Tool | "sep")[] = [
  { label: "Undo", icon: Undo2Icon, run: (e) => e.chain().focus().undo().run() },
  { label: "Redo", icon: Redo2Icon, run: (e) => e.chain().focus().redo().run() },
  "sep",
  {
    label: "Heading 1",
    icon: Heading1Icon,
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
    active: (e) => e.isActive("heading", { level: 1 }),
  },
  {
    label: "Heading 2",
    icon: Heading2Icon,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive("heading", { level: 2 }),
  },
  "sep",
  {
    label: "Bold",
    icon: BoldIcon,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive("bold"),
  },
  {
    label: "Italic",
    icon: ItalicIcon,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive("italic"),
  },
  {
    label: "Underline",
    icon: UnderlineIcon,
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive("underline"),
  },
  {
    label: "Strikethrough",
    icon: StrikethroughIcon,
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive("strike"),
  },
  "sep",
  {
    label: "Bulleted list",
    icon: ListIcon,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive("bulletList"),
  },
  {
    label: "Numbered list",
    icon: ListOrderedIcon,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive("orderedList"),
  },
  {
    label: "Quote",
    icon: QuoteIcon,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive("blockquote"),
  },
  { label: "Divider", icon: MinusIcon, run: (e) => e.chain().focus().setHorizontalRule().run() },
];

/** The formatting tools of the rich-text editor; `children` adds feature tools at the end (e.g. merge fields). */
export function EditorToolbar({ editor, children }: { editor: Editor; children?: ReactNode }) {
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 px-2 py-1.5"
    >
      {tools.map((tool, i) =>
        tool === "sep" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: separators are positional
          <span key={`sep-${i}`} aria-hidden className="mx-1 h-5 w-px bg-border" />
        ) : (
          <button
            key={tool.label}
            type="button"
            title={tool.label}
            aria-label={tool.label}
            aria-pressed={tool.active ? tool.active(editor) : undefined}
            onMouseDown={(ev) => ev.preventDefault()}
            onClick={() => tool.run(editor)}
            className={cn(
              "inline-flex size-8 pointer-coarse:size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              tool.active?.(editor) && "bg-primary-soft text-primary",
            )}
          >
            <tool.icon className="size-4" />
          </button>
        ),
      )}
      {children ? <div className="ml-auto flex items-center gap-1">{children}</div> : null}
    </div>
  );
}
