import { format } from "date-fns";
import { CopyIcon, CrownIcon, MailPlusIcon, UserXIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type AccessLevel, invitableLevels } from "#shared/contract/dealrooms.ts";
import { type InviteBody, inviteBody } from "#shared/contract/dealrooms-sharing.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useInviteMember } from "#web/features/dealrooms/api/invite-member.ts";
import { useMembers } from "#web/features/dealrooms/api/list-members.ts";
import { useRevokeMember, useUpdateMemberLevel } from "#web/features/dealrooms/api/update-member.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

const levelLabel: Record<AccessLevel, string> = {
  viewer: "Viewer",
  commenter: "Commenter",
  editor: "Editor",
  owner: "Owner",
};
const levelHint: Record<(typeof invitableLevels)[number], string> = {
  viewer: "Views and downloads documents",
  commenter: "Views documents (comments coming later)",
  editor: "Uploads, organises and edits documents",
};

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Link copied", description: "Share link has been copied to clipboard" });
  } catch {
    toast({ title: "Error", description: "The link could not be copied.", variant: "destructive" });
  }
}

function InviteDialog({
  dealroomId,
  open,
  onOpenChange,
}: {
  dealroomId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [form, setForm] = useState({
    email: "",
    name: "",
    accessLevel: "viewer" as (typeof invitableLevels)[number],
    expires: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invite = useInviteMember(dealroomId);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const expiresAt = form.expires ? new Date(`${form.expires}T23:59:59`).toISOString() : null;
    const parsed = inviteBody.safeParse({
      email: form.email,
      name: form.name,
      accessLevel: form.accessLevel,
      expiresAt,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const member = await invite.mutateAsync(parsed.data as InviteBody);
      toast({ title: "Invitation sent", description: `${member.email} received an e-mail with the share link.` });
      setForm({ email: "", name: "", accessLevel: "viewer", expires: "" });
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
      toast({
        title: "Error",
        description: isApiError(error) ? error.message : "The invitation could not be sent.",
        variant: "destructive",
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Invite to deal room</DialogTitle>
            <DialogDescription>
              They receive an e-mail with a personal link and confirm their e-mail address to enter.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Email" error={errors.email} required>
            <Input type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
          </FormField>
          <FormField label="Name" error={errors.name} required>
            <Input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          </FormField>
          <FormField label="Access level" hint={levelHint[form.accessLevel]}>
            <Select
              value={form.accessLevel}
              onValueChange={(v) => setForm({ ...form, accessLevel: v as typeof form.accessLevel })}
            >
              <SelectTrigger aria-label="Access level">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {invitableLevels.map((l) => (
                  <SelectItem key={l} value={l}>
                    {levelLabel[l]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField label="Expires (optional)" error={errors.expiresAt} hint="Access ends at the end of this day.">
            <Input
              type="date"
              value={form.expires}
              min={new Date().toISOString().slice(0, 10)}
              onChange={(e) => setForm({ ...form, expires: e.target.value })}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? "Sending..." : "Send invitation"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function MembersPanel({ dealroomId, isOwner }: { dealroomId: string; isOwner: boolean }) {
  const members = useMembers(dealroomId);
  const updateLevel = useUpdateMemberLevel(dealroomId);
  const revoke = useRevokeMember(dealroomId);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<{ id: string; label: string } | null>(null);

  if (members.isPending) return <Skeleton className="h-40 w-full" />;
  if (members.isError) return <p className="text-sm text-destructive">Members could not be loaded.</p>;
  const { owner, items } = members.data;

  return (
    <div className="grid grid-cols-1 gap-4">
      {isOwner ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">People outside your company get access to this room only.</p>
          <Button onClick={() => setInviting(true)}>
            <MailPlusIcon aria-hidden /> Invite
          </Button>
        </div>
      ) : null}
      <ul className="divide-y rounded-xl border bg-background">
        <li className="flex items-center gap-3 px-4 py-3">
          <CrownIcon aria-hidden className="size-4 text-amber-600" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{owner.name}</p>
            <p className="truncate text-xs text-muted-foreground">{owner.email}</p>
          </div>
          <Badge>Owner</Badge>
        </li>
        {items.map((m) => {
          const label = m.name || m.email || "Member";
          return (
            <li key={m.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{label}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {m.email}
                  {m.expiresAt
                    ? ` · ${m.expired ? "expired" : "expires"} ${format(new Date(m.expiresAt), "MMM d, yyyy")}`
                    : ""}
                </p>
              </div>
              <Badge variant={m.status === "active" ? "success" : m.status === "revoked" ? "destructive" : "warning"}>
                {m.status === "active" ? "Verified" : m.status === "revoked" ? "Revoked" : "Invited"}
              </Badge>
              {isOwner && m.status !== "revoked" ? (
                <div className="flex items-center gap-1">
                  <Select
                    value={m.accessLevel}
                    onValueChange={(v) =>
                      updateLevel.mutate(
                        { memberId: m.id, accessLevel: v as (typeof invitableLevels)[number] },
                        {
                          onError: () =>
                            toast({
                              title: "Error",
                              description: "The access level could not be changed.",
                              variant: "destructive",
                            }),
                        },
                      )
                    }
                  >
                    <SelectTrigger aria-label={`Access level of ${label}`} className="h-8 w-32">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {invitableLevels.map((l) => (
                        <SelectItem key={l} value={l}>
                          {levelLabel[l]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  {m.shareUrl ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Copy link of ${label}`}
                      onClick={() => void copy(m.shareUrl as string)}
                    >
                      <CopyIcon aria-hidden />
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Revoke access of ${label}`}
                    onClick={() => setRevoking({ id: m.id, label })}
                  >
                    <UserXIcon aria-hidden />
                  </Button>
                </div>
              ) : (
                <Badge variant="outline">{levelLabel[m.accessLevel]}</Badge>
              )}
            </li>
          );
        })}
      </ul>
      {items.length === 0 ? <p className="text-sm text-muted-foreground">Nobody else has been invited yet.</p> : null}
      <InviteDialog dealroomId={dealroomId} open={inviting} onOpenChange={setInviting} />
      <Dialog open={!!revoking} onOpenChange={(o) => !o && setRevoking(null)}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Revoke access</DialogTitle>
            <DialogDescription>{revoking?.label} loses access at once and their link stops working.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={() =>
                revoking &&
                revoke.mutate(revoking.id, {
                  onSuccess: () => {
                    toast({ title: "Access revoked" });
                    setRevoking(null);
                  },
                  onError: () =>
                    toast({ title: "Error", description: "Access could not be revoked.", variant: "destructive" }),
                })
              }
            >
              Revoke
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
