import { MailIcon, Trash2Icon, UserPlusIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { DocumentType, InviteAccessLevel } from "#shared/contract/documents.ts";
import type { AccessDto } from "#shared/contract/documents-sharing.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#web/components/ui/alert-dialog.tsx";
import { Avatar, AvatarFallback } from "#web/components/ui/avatar.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useInviteToDocument } from "#web/features/documents/api/invite-to-document.ts";
import { useDocumentAccess } from "#web/features/documents/api/list-document-access.ts";
import { useRevokeDocumentAccess } from "#web/features/documents/api/revoke-document-access.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

const levelLabel: Record<string, string> = {
  owner: "Owner",
  editor: "Can edit",
  viewer: "Can view",
  commenter: "Can comment",
};

/** Owner-only: invite by e-mail as viewer or editor, see who has access, revoke. */
export function SharingPanel({ type, documentId }: { type: DocumentType; documentId: string }) {
  const access = useDocumentAccess(type, documentId);
  const invite = useInviteToDocument(type, documentId);
  const revoke = useRevokeDocumentAccess(type, documentId);
  const [email, setEmail] = useState("");
  const [level, setLevel] = useState<InviteAccessLevel>("viewer");
  const [error, setError] = useState<string>();
  const [revoking, setRevoking] = useState<AccessDto | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError("Please enter a valid email address");
      return;
    }
    try {
      await invite.mutateAsync({ email: value, accessLevel: level });
      toast({ title: "Invitation sent", description: `${value} will get an e-mail with a link to this document.` });
      setEmail("");
      setError(undefined);
    } catch (err) {
      if (isApiError(err) && err.fields.email) setError(err.fields.email);
      else
        toast({
          title: "Could not send the invitation",
          description: isApiError(err) && err.status < 500 ? err.message : "Please try again.",
          variant: "destructive",
        });
    }
  };

  return (
    <div className="grid min-w-0 gap-5">
      <form onSubmit={submit} noValidate className="grid min-w-0 gap-3 rounded-lg border p-3">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <UserPlusIcon aria-hidden className="size-4 text-primary" /> Invite people
        </p>
        <div className="flex min-w-0 gap-2">
          <Input
            type="email"
            aria-label="Email"
            placeholder="colleague@example.com"
            className="min-w-0 flex-1"
            value={email}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "invite-email-error" : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError(undefined);
            }}
          />
          <Select value={level} onValueChange={(v) => setLevel(v as InviteAccessLevel)}>
            <SelectTrigger aria-label="Access level" className="w-28 shrink-0">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="viewer">Viewer</SelectItem>
              <SelectItem value="editor">Editor</SelectItem>
            </SelectContent>
          </Select>
        </div>
        {error ? (
          <p id="invite-email-error" role="alert" className="text-xs font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={invite.isPending} className="justify-self-start">
          <MailIcon aria-hidden /> {invite.isPending ? "Sending..." : "Send invitation"}
        </Button>
      </form>

      <section aria-label="People with access" className="grid min-w-0 gap-2">
        <h3 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">People with access</h3>
        {access.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : access.isError ? (
          <p className="text-sm text-muted-foreground">Could not load who has access.</p>
        ) : (
          <ul className="min-w-0 divide-y rounded-lg border">
            {(access.data ?? []).map((row) => {
              const name = row.user?.name || row.user?.email || row.inviteEmail || "Invited";
              return (
                <li key={row.id} className="flex min-w-0 items-center gap-2 px-3 py-2.5 [&>span]:shrink-0">
                  <Avatar>
                    <AvatarFallback className="bg-slate-200 text-slate-700">
                      {name.slice(0, 1).toUpperCase()}
                    </AvatarFallback>
                  </Avatar>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{name}</p>
                    <p className="truncate text-xs text-muted-foreground">{row.user?.email ?? row.inviteEmail}</p>
                  </div>
                  {row.status === "pending" ? <Badge variant="warning">Pending</Badge> : null}
                  <Badge variant={row.accessLevel === "owner" ? "default" : "secondary"}>
                    {levelLabel[row.accessLevel] ?? row.accessLevel}
                  </Badge>
                  {row.accessLevel === "owner" ? null : (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Revoke access for ${name}`}
                      onClick={() => setRevoking(row)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <AlertDialog open={!!revoking} onOpenChange={(o) => !o && setRevoking(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Revoke access?</AlertDialogTitle>
            <AlertDialogDescription>
              {revoking
                ? `${revoking.user?.email ?? revoking.inviteEmail} will no longer be able to open this document.`
                : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={async () => {
                if (!revoking) return;
                try {
                  await revoke.mutateAsync(revoking.id);
                  toast({ title: "Access revoked" });
                } catch {
                  toast({ title: "Could not revoke access", description: "Please try again.", variant: "destructive" });
                }
              }}
            >
              Revoke
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
