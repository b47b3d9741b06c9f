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
import type { ActivityDto } from "#shared/contract/dealrooms.ts";
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

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** "what" of one activity row, in words. */
export function describeActivity(a: ActivityDto): string {
  const d = a.details;
  const name = str(d.name);
  switch (a.actionType) {
    case "created":
      if (a.entityType === "dealroom") return `created the deal room ${name}`.trim();
      if (a.entityType === "folder")
        return d.template ? `added the ${str(d.template)} folders` : `created the folder ${name}`;
      return `created the document ${name}`;
    case "renamed":
      return `renamed ${a.entityType === "dealroom" ? "the deal room" : "a document"} from "${str(d.old_name)}" to "${str(d.new_name)}"`;
    case "uploaded":
      return `uploaded ${name}${Number(d.version) > 1 ? ` (version ${str(d.version)})` : ""}`;
    case "viewed":
      return `viewed ${name}`;
    case "downloaded":
      return `downloaded ${name}${d.format === "pdf" ? " as PDF" : ""}`;
    case "invited":
      return `invited ${str(d.name)} (${str(d.email)}) as ${str(d.access_level)}`;
    case "verified":
      return `verified access as ${str(d.name)} (${str(d.email)})`;
    case "revoked":
      return `revoked the access of ${str(d.name) || str(d.email)}`;
    case "signed":
      return `received the signed copy of ${name}`;
    case "edited":
      if (a.entityType === "member")
        return `changed ${str(d.email)} from ${str(d.old_access_level)} to ${str(d.new_access_level)}`;
      return `edited ${name}${d.version ? ` (version ${str(d.version)})` : ""}`;
    case "deleted":
      return `deleted the ${a.entityType} ${name}`;
    case "sent_for_signature":
      return `sent ${name} for signature`;
    case "restored":
      return `restored ${name} to version ${str(d.from_version)}`;
    default:
      return a.actionType;
  }
}

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
