import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { pageCountOf, pageWindow } from "#web/lib/page-window.ts";
import { useIsMobile } from "#web/lib/use-media-query.ts";
import { cn } from "#web/lib/utils.ts";

/**
 * Page controls with a page-number window of 5 on desktop and 3 on mobile (§9). Pages are 1-based. A list that
 * counted its rows only so far says so: `totalExact` false reads "1–20 of more than 200".
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalExact = true,
  onPageChange,
  className,
}: {
  page: number;
  pageSize: number;
  total: number;
  totalExact?: boolean;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  const isMobile = useIsMobile();
  const pageCount = pageCountOf(total, pageSize);
  const pages = pageWindow(page, pageCount, isMobile ? 3 : 5);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className={cn("flex flex-wrap items-center justify-between gap-3", className)}>
      <p className="text-sm text-muted-foreground">
        {total === 0 ? "No results" : `${from}–${to} of ${totalExact ? "" : "more than "}${total}`}
      </p>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon-sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          aria-label="Previous page"
        >
          <ChevronLeftIcon aria-hidden />
        </Button>
        {pages.map((p) => (
          <Button
            key={p}
            variant={p === page ? "default" : "ghost"}
            size="icon-sm"
            aria-label={`Page ${p}`}
            aria-current={p === page ? "page" : undefined}
            onClick={() => onPageChange(p)}
          >
            {p}
          </Button>
        ))}
        <Button
          variant="outline"
          size="icon-sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
          aria-label="Next page"
        >
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
