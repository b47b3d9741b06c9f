import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, type To } from "react-router";
import { cn } from "#web/lib/utils.ts";

/** The "← Parent" link above a record's page; as tall as a thumb on touch screens. */
export function BackLink({ to, children, className }: { to: To; children: ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground pointer-coarse:min-h-10",
        className,
      )}
    >
      <ArrowLeftIcon aria-hidden className="size-4" /> {children}
    </Link>
  );
}
