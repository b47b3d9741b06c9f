import type { TagRef } from "#shared/contract/contacts-common.ts";
import { Badge } from "#web/components/ui/badge.tsx";

export function TagChips({ tags, max = 3 }: { tags: TagRef[]; max?: number }) {
  if (!tags.length) return <span className="text-muted-foreground">—</span>;
  const shown = tags.slice(0, max);
  return (
    <span className="flex min-w-0 flex-wrap gap-1">
      {shown.map((t) => (
        <Badge key={t.id} variant="default" className="max-w-full truncate">
          {t.name}
        </Badge>
      ))}
      {tags.length > max ? <Badge variant="secondary">+{tags.length - max}</Badge> : null}
    </span>
  );
}
