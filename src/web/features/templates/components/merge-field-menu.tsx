import type { Editor } from "@tiptap/react";
import { BracesIcon } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import { MERGE_FIELD_NODE, mergeFieldCatalogue } from "#shared/rules/merge-fields.ts";

const groups = [...new Set(mergeFieldCatalogue.map((f) => f.group))];

/** The merge-field picker of the template editor: inserts {{field}} as a chip at the cursor. */
export function MergeFieldMenu({ editor }: { editor: Editor }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <BracesIcon aria-hidden /> Insert field
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[60vh] w-72 overflow-y-auto">
        {groups.map((group) => (
          <DropdownMenuGroup key={group}>
            <DropdownMenuLabel className="text-xs font-semibold text-muted-foreground">{group}</DropdownMenuLabel>
            {mergeFieldCatalogue
              .filter((f) => f.group === group)
              .map((f) => (
                <DropdownMenuItem
                  key={f.key}
                  onSelect={() =>
                    editor
                      .chain()
                      .focus()
                      .insertContent([
                        { type: MERGE_FIELD_NODE, attrs: { field: f.key, missing: false } },
                        { type: "text", text: " " },
                      ])
                      .run()
                  }
                >
                  <span className="grid min-w-0">
                    <span className="truncate">{f.label}</span>
                    <span className="truncate font-mono text-xs text-muted-foreground">{`{{${f.key}}}`}</span>
                  </span>
                </DropdownMenuItem>
              ))}
          </DropdownMenuGroup>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
