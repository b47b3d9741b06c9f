import { FileUpIcon, LinkIcon, PencilLineIcon } from "lucide-react";
import type { PanelStep } from "#web/features/properties/components/panel/types.ts";

const choices = [
  { step: "manual", label: "Enter Manually", hint: "Type a name and address", icon: PencilLineIcon },
  { step: "url", label: "Input from URL", hint: "Read a listing page", icon: LinkIcon },
  { step: "pdf", label: "Upload PDF", hint: "Read a flyer or brochure", icon: FileUpIcon },
] as const;

export function SelectStep({ onChoose }: { onChoose: (step: PanelStep) => void }) {
  return (
    <div className="grid gap-3">
      <h3 className="font-medium">How would you like to create a property?</h3>
      {choices.map(({ step, label, hint, icon: Icon }) => (
        <button
          key={step}
          type="button"
          onClick={() => onChoose(step)}
          className="flex items-center gap-3 rounded-lg border p-3 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Icon aria-hidden className="size-5 text-primary" />
          <span className="grid">
            <span className="font-medium">{label}</span>
            <span className="text-sm text-muted-foreground">{hint}</span>
          </span>
        </button>
      ))}
      <p className="rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground">
        Tip: properties can also be added by emailing brochures to your properties mailbox. The properties mailbox is
        not set up on this server yet; upload the PDF here instead.
      </p>
    </div>
  );
}
