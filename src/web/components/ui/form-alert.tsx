import { AlertCircleIcon, CheckCircle2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#web/lib/utils.ts";

export function FormAlert({ variant = "error", children }: { variant?: "error" | "success"; children: ReactNode }) {
  const Icon = variant === "error" ? AlertCircleIcon : CheckCircle2Icon;
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm",
        variant === "error"
          ? "border-red-200 bg-red-50 text-red-800"
          : "border-emerald-200 bg-emerald-50 text-emerald-800",
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
