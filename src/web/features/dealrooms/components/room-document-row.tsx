// One document of a deal room in its list: kind, size or 'Room document', version and date, the signature's
// state, and its menu (open, download, send for signature, check the envelope, delete).
import { format } from "date-fns";
import {
  DownloadIcon,
  EllipsisVerticalIcon,
  EyeIcon,
  FileIcon,
  FilePenLineIcon,
  PenLineIcon,
  RefreshCwIcon,
  Trash2Icon,
} from "lucide-react";
import type { DocumentDto } from "#shared/contract/dealrooms-documents.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import { useRefreshSignature } from "#web/features/dealrooms/api/docusign.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

const size = (n: number | null) =>
  n === null
    ? ""
    : n < 1024
      ? `${n} B`
      : n < 1024 * 1024
        ? `${Math.round(n / 1024)} KB`
        : `${(n / 1024 / 1024).toFixed(1)} MB`;
const signatureVariant = { completed: "success", declined: "destructive", voided: "destructive" } as const;
const finishedSignatures = ["completed", "declined", "voided"];

export function RoomDocumentRow({
  dealroomId,
  doc,
  canEdit,
  canSend,
  onOpen,
  onDownload,
  onSign,
  onDelete,
}: {
  dealroomId: string;
  doc: DocumentDto;
  canEdit: boolean;
  /** The owner, with DocuSign configured, may send an unsigned document. */
  canSend: boolean;
  onOpen: () => void;
  onDownload: () => void;
  onSign: () => void;
  onDelete: () => void;
}) {
  const refresh = useRefreshSignature(dealroomId);
  return (
    <li className="flex items-center gap-3 px-3 py-2.5 sm:px-4">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
        {doc.kind === "richtext" ? (
          <FilePenLineIcon aria-hidden className="size-4" />
        ) : (
          <FileIcon aria-hidden className="size-4" />
        )}
      </div>
      <button
        type="button"
        onClick={onOpen}
        className="min-w-0 flex-1 rounded text-left pointer-coarse:min-h-10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="block truncate text-sm font-medium hover:underline">{doc.name}</span>
        <span className="block truncate text-xs text-muted-foreground">
          {doc.kind === "richtext" ? "Room document" : size(doc.sizeBytes)} · v{doc.currentVersion} ·{" "}
          {format(new Date(doc.updatedAt), "MMM d, yyyy")}
        </span>
      </button>
      {doc.signature ? (
        <Badge
          variant={signatureVariant[doc.signature.status as keyof typeof signatureVariant] ?? "warning"}
          className="hidden capitalize sm:inline-flex"
        >
          {doc.signature.status}
        </Badge>
      ) : null}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${doc.name}`}>
            <EllipsisVerticalIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onOpen}>
            {doc.kind === "richtext" ? <FilePenLineIcon aria-hidden /> : <EyeIcon aria-hidden />}
            {doc.kind === "richtext" ? (canEdit ? "Edit" : "Open") : "View"}
          </DropdownMenuItem>
          {doc.kind === "file" ? (
            <DropdownMenuItem onSelect={onDownload}>
              <DownloadIcon aria-hidden /> Download
            </DropdownMenuItem>
          ) : null}
          {canSend && !doc.signature ? (
            <DropdownMenuItem onSelect={onSign}>
              <PenLineIcon aria-hidden /> Send for signature
            </DropdownMenuItem>
          ) : null}
          {doc.signature && !finishedSignatures.includes(doc.signature.status) ? (
            <DropdownMenuItem
              onSelect={() =>
                refresh.mutate(doc.id, {
                  onSuccess: (env) => toast({ title: "Signature status", description: `Envelope is ${env.status}.` }),
                  onError: (error) =>
                    toast({
                      title: "Error",
                      description: isApiError(error) ? error.message : "Status unavailable",
                      variant: "destructive",
                    }),
                })
              }
            >
              <RefreshCwIcon aria-hidden /> Check signature status
            </DropdownMenuItem>
          ) : null}
          {canEdit ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={onDelete}>
                <Trash2Icon aria-hidden /> Delete
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
