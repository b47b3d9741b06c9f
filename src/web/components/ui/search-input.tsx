import { SearchIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/utils.ts";

/** A search box with its magnifier; `containerClassName` sizes the wrapper in its layout. */
export function SearchInput({
  containerClassName,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { containerClassName?: string }) {
  return (
    <div className={cn("relative", containerClassName)}>
      <SearchIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className={cn("pl-9", className)} {...props} />
    </div>
  );
}
