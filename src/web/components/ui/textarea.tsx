import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils.ts";
import { inputClass } from "#web/components/ui/input.tsx";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(inputClass, "min-h-20 h-auto py-2", className)} {...props} />;
}
