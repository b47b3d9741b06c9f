import {
  Building2Icon,
  CheckSquareIcon,
  FileTextIcon,
  HomeIcon,
  type LucideIcon,
  PlusIcon,
  UserPlusIcon,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import type { UploadFlowMode } from "#web/features/documents/components/document-upload-flow.tsx";
import { LazyDocumentUploadFlow as DocumentUploadFlow } from "#web/features/documents/components/document-upload-flow-lazy.tsx";
import { lazyPanel } from "#web/lib/lazy-panel.tsx";

// Each form's code loads when it first opens (the menu opening warms them): the frame stays light.
const AddPersonSheet = lazyPanel(() =>
  import("#web/features/contacts/components/add-person-sheet.tsx").then((m) => m.AddPersonSheet),
);
const AddCompanySheet = lazyPanel(() =>
  import("#web/features/contacts/components/add-company-sheet.tsx").then((m) => m.AddCompanySheet),
);
const TaskPanel = lazyPanel(
  () => import("#web/features/tasks/components/task-panel.tsx").then((m) => m.TaskPanel),
  (props) => props.mode !== null,
);
const AddPropertyPanel = lazyPanel(() =>
  import("#web/features/properties/components/add-property-panel.tsx").then((m) => m.AddPropertyPanel),
);
const preloadForms = () => {
  for (const panel of [AddPersonSheet, AddCompanySheet, TaskPanel, AddPropertyPanel, DocumentUploadFlow])
    panel.preload();
};

/**
 * §2.5 mobile Quick Add. Each entry opens its own form; features add their entry here in the spec's
 * order (Person, Company, Task, Property, Document). `render` mounts the entry's dialog, `open` shows it.
 */
type QuickAddItem = {
  id: "person" | "company" | "task" | "property" | "document";
  label: string;
  icon: LucideIcon;
  render: (props: { open: boolean; onClose: () => void }) => ReactNode;
};

function DocumentQuickAdd({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Document opens the document-type picker, which leads to the lease panel or the memorandum dialog.
  const [mode, setMode] = useState<UploadFlowMode>(null);
  const current = open && mode === null ? "choose" : mode;
  return (
    <DocumentUploadFlow
      mode={current}
      onModeChange={(next) => {
        setMode(next);
        if (next === null) onClose();
      }}
    />
  );
}

export const quickAddItems: QuickAddItem[] = [
  {
    id: "person",
    label: "Person",
    icon: UserPlusIcon,
    render: ({ open, onClose }) => <AddPersonSheet open={open} onOpenChange={(o) => !o && onClose()} />,
  },
  {
    id: "company",
    label: "Company",
    icon: Building2Icon,
    render: ({ open, onClose }) => <AddCompanySheet open={open} onOpenChange={(o) => !o && onClose()} />,
  },
  {
    id: "task",
    label: "Task",
    icon: CheckSquareIcon,
    render: ({ open, onClose }) => <TaskPanel mode={open ? { kind: "create" } : null} onClose={onClose} />,
  },
  {
    id: "property",
    label: "Property",
    icon: HomeIcon,
    render: ({ open, onClose }) => <AddPropertyPanel open={open} onOpenChange={(o) => !o && onClose()} />,
  },
  { id: "document", label: "Document", icon: FileTextIcon, render: (props) => <DocumentQuickAdd {...props} /> },
];

export function QuickAddMenu() {
  const [active, setActive] = useState<QuickAddItem["id"] | null>(null);
  return (
    <>
      <DropdownMenu onOpenChange={(open) => open && preloadForms()}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Quick Add">
            <PlusIcon aria-hidden className="!size-5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel className="text-xs text-muted-foreground">Quick Add</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {quickAddItems.map((item) => (
            <DropdownMenuItem key={item.id} onSelect={() => setActive(item.id)}>
              <item.icon aria-hidden /> {item.label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {quickAddItems.map((item) => (
        <span key={item.id}>{item.render({ open: active === item.id, onClose: () => setActive(null) })}</span>
      ))}
    </>
  );
}
