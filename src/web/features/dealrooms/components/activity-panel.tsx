import { format, formatDistanceToNow } from "date-fns";
import {
  DownloadIcon,
  EyeIcon,
  FilePenLineIcon,
  HistoryIcon,
  MailPlusIcon,
  PencilIcon,
  PenLineIcon,
  PlusCircleIcon,
  SendIcon,
  ShieldCheckIcon,
  Trash2Icon,
  UploadIcon,
  UserXIcon,
} from "lucide-react";
import { useState } from "react";
import { describeActivity } from "#shared/rules/dealroom-activity.ts";
import { Pagination } from "#web/components/ui/pagination.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { ACTIVITY_PAGE_SIZE, useActivity } from "#web/features/dealrooms/api/list-activity.ts";

const icons = {
  created: PlusCircleIcon,
  renamed: PencilIcon,
  uploaded: UploadIcon,
  viewed: EyeIcon,
  downloaded: DownloadIcon,
  invited: MailPlusIcon,
  verified: ShieldCheckIcon,
  revoked: UserXIcon,
  signed: PenLineIcon,
  edited: FilePenLineIcon,
  deleted: Trash2Icon,
  sent_for_signature: SendIcon,
  restored: HistoryIcon,
} as const;

export function ActivityPanel({ dealroomId }: { dealroomId: string }) {
  const [page, setPage] = useState(1);
  const activity = useActivity(dealroomId, page);
  if (activity.isPending) return <Skeleton className="h-48 w-full" />;
  if (activity.isError) return <p className="text-sm text-destructive">The activity log could not be loaded.</p>;
  const { items, total } = activity.data;
  return (
    <div className="grid grid-cols-1 gap-4">
      <ol className="divide-y rounded-xl border bg-background" aria-label="Activity log">
        {items.map((a) => {
          const Icon = icons[a.actionType] ?? HistoryIcon;
          return (
            <li key={a.id} className="flex gap-3 px-4 py-3 text-sm">
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1">
                <p className="break-words">
                  <span className="font-medium">{a.actor}</span>
                  {a.actorKind === "visitor" ? <span className="text-xs text-muted-foreground"> (guest)</span> : null}{" "}
                  {describeActivity(a)}
                </p>
                <time
                  dateTime={a.createdAt}
                  title={format(new Date(a.createdAt), "PPpp")}
                  className="text-xs text-muted-foreground"
                >
                  {formatDistanceToNow(new Date(a.createdAt), { addSuffix: true })}
                </time>
              </div>
            </li>
          );
        })}
      </ol>
      {total > ACTIVITY_PAGE_SIZE ? (
        <Pagination page={page} pageSize={ACTIVITY_PAGE_SIZE} total={total} onPageChange={setPage} />
      ) : null}
    </div>
  );
}
