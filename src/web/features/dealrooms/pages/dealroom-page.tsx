import { format } from "date-fns";
import { EllipsisVerticalIcon, HandshakeIcon, PencilIcon, ShieldCheckIcon, Trash2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useAuth } from "#web/app/auth-provider.tsx";
import { paths } from "#web/app/paths.ts";
import { DealroomHeaderActions, RoomSearchButton } from "#web/app/record-slots.tsx";
import { BrandMark, BrandName } from "#web/app/shell/brand.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageContainer } from "#web/components/ui/page-header.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { useDealroom } from "#web/features/dealrooms/api/get-dealroom.ts";
import { ActivityPanel } from "#web/features/dealrooms/components/activity-panel.tsx";
import { DeleteDealroomDialog } from "#web/features/dealrooms/components/delete-dealroom-dialog.tsx";
import { DocumentsPanel } from "#web/features/dealrooms/components/documents-panel.tsx";
import { DocusignConnect } from "#web/features/dealrooms/components/docusign-connect.tsx";
import { MembersPanel } from "#web/features/dealrooms/components/members-panel.tsx";
import { RenameDealroomDialog } from "#web/features/dealrooms/components/rename-dealroom-dialog.tsx";
import { useDealroomAccessGate } from "#web/features/dealrooms/lib/access-gate.ts";
import { toast } from "#web/lib/toast.ts";
import { BackLink } from "#web/components/ui/back-link.tsx";

export type DealroomLocationState = {
  accessVerified?: boolean;
  isPublicAccess?: boolean;
  token?: string;
  userEmail?: string;
  userName?: string;
  accessLevel?: string;
};

/** The top bar an outside visitor sees instead of the app shell, with a search of the room's documents. */
function GuestBar({ email, roomId }: { email: string; roomId: string }) {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <BrandMark className="size-7" />
        <BrandName className="hidden sm:inline" />
        <span className="ml-auto flex min-w-0 items-center gap-2 text-xs text-muted-foreground">
          <ShieldCheckIcon aria-hidden className="size-4 shrink-0 text-emerald-600" />
          <span className="truncate">Guest access · {email}</span>
        </span>
        <RoomSearchButton roomId={roomId} />
      </div>
    </header>
  );
}

/** /dealrooms/{id}: the room's documents, members and activity for owners, members and verified guests. */
export function DealroomPage() {
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const state = (location.state ?? {}) as DealroomLocationState;
  const room = useDealroom(id);
  // The tab lives in the address: it survives reloads and the shell's desktop/mobile switch.
  const tab = params.get("tab") ?? "documents";
  const setTab = (next: string) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (next === "documents") n.delete("tab");
        else n.set("tab", next);
        return n;
      },
      { replace: true },
    );
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const docusignConnected = params.get("docusign_connected") === "true";

  // Back from DocuSign without a pop-up (§4.7): say so once.
  useEffect(() => {
    if (docusignConnected)
      toast({ title: "DocuSign connected", description: "You can now send room documents for signature." });
  }, [docusignConnected]);

  // §2.1: a refused room goes through the access gate (token in the address or stored), else sign-in.
  const gate = useDealroomAccessGate(id, room.error);

  if (room.isPending || gate.kind !== "stay") {
    return (
      <div className="flex min-h-[60vh] items-center justify-center" role="status">
        <Spinner className="size-6" />
      </div>
    );
  }
  if (room.isError) {
    return (
      <PageContainer>
        <EmptyState
          icon={HandshakeIcon}
          title="Deal room not found"
          description="It may have been deleted, or you no longer have access. Ask the owner for a new invitation."
          action={
            auth.signedIn ? (
              <Button asChild variant="outline">
                <Link to={paths.dealrooms()}>Back to Deal Rooms</Link>
              </Button>
            ) : undefined
          }
        />
      </PageContainer>
    );
  }

  const dealroom = room.data;
  const level = dealroom.viewer.accessLevel;
  const isOwner = level === "owner";
  const canEdit = isOwner || level === "editor";
  const isVisitor = dealroom.viewer.kind === "visitor";
  const showShellLinks = auth.signedIn && !isVisitor;

  return (
    <>
      {!auth.signedIn ? <GuestBar email={dealroom.viewer.email} roomId={dealroom.id} /> : null}
      <PageContainer>
        {showShellLinks ? (
          <BackLink to={paths.dealrooms()} className="mb-3">
            Deal Rooms
          </BackLink>
        ) : null}
        {state.accessVerified ? (
          <p
            className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
            role="status"
          >
            Access verified{state.userName ? ` — welcome, ${state.userName}` : ""}. You have {level} access to this deal
            room.
          </p>
        ) : null}
        <header className="mb-6 flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="min-w-0 text-2xl font-semibold tracking-tight wrap-anywhere text-slate-900">
                {dealroom.name}
              </h1>
              <Badge variant={isOwner ? "default" : "secondary"} className="capitalize">
                {level}
              </Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              {isOwner
                ? `Updated ${format(new Date(dealroom.updatedAt), "MMM d, yyyy h:mm a")}`
                : `Shared by ${[dealroom.owner.firstName, dealroom.owner.lastName].filter(Boolean).join(" ") || dealroom.owner.email}`}
            </p>
          </div>
          {isOwner && !isVisitor ? (
            <div className="flex flex-wrap items-center gap-2">
              <DealroomHeaderActions dealroom={dealroom} />
              <DocusignConnect configured={dealroom.docusignConfigured} />
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="icon" aria-label="Deal room actions">
                    <EllipsisVerticalIcon aria-hidden />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem onSelect={() => setRenaming(true)}>
                    <PencilIcon aria-hidden /> Rename
                  </DropdownMenuItem>
                  <DropdownMenuItem
                    onSelect={() => setDeleting(true)}
                    className="text-destructive focus:text-destructive"
                  >
                    <Trash2Icon aria-hidden /> Delete
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </div>
          ) : null}
        </header>

        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="mb-4">
            <TabsTrigger value="documents">Documents</TabsTrigger>
            <TabsTrigger value="members">Members</TabsTrigger>
            {canEdit ? <TabsTrigger value="activity">Activity</TabsTrigger> : null}
          </TabsList>
          <TabsContent value="documents">
            <DocumentsPanel
              dealroomId={id}
              canEdit={canEdit}
              isOwner={isOwner && !isVisitor}
              isPublicAccess={isVisitor}
              docusignConfigured={dealroom.docusignConfigured}
            />
          </TabsContent>
          <TabsContent value="members">
            <MembersPanel dealroomId={id} isOwner={isOwner && !isVisitor} />
          </TabsContent>
          {canEdit ? (
            <TabsContent value="activity">
              <ActivityPanel dealroomId={id} />
            </TabsContent>
          ) : null}
        </Tabs>
      </PageContainer>
      <RenameDealroomDialog
        room={renaming ? dealroom : null}
        variant="room"
        onOpenChange={(o) => !o && setRenaming(false)}
      />
      <DeleteDealroomDialog
        room={deleting ? dealroom : null}
        onOpenChange={(o) => !o && setDeleting(false)}
        onDeleted={() => navigate(paths.dealrooms(), { replace: true })}
      />
    </>
  );
}
