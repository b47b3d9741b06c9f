import { formatDistanceToNowStrict } from "date-fns";
import { LaptopIcon } from "lucide-react";
import { useState } from "react";
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
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useAccountSessions, useRevokeSessions } from "#web/features/profiles/api/sessions.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** Settings → Sessions: where this account is signed in, and signing out everywhere else. */
export function SessionsCard() {
  const sessions = useAccountSessions();
  const revoke = useRevokeSessions();
  const [confirming, setConfirming] = useState(false);
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;

  const run = async (id?: string) => {
    try {
      const { revoked } = await revoke.mutateAsync(id);
      toast({
        title: "Signed out",
        description: revoked === 1 ? "1 session was signed out." : `${revoked} sessions were signed out.`,
      });
    } catch (error) {
      toast({
        title: "Could not sign out",
        description: isApiError(error) ? error.message : "Please try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LaptopIcon aria-hidden className="size-4 text-primary" /> Sessions
        </CardTitle>
        <CardDescription>Browsers and devices signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending ? (
          <Skeleton className="h-12" />
        ) : sessions.isError ? (
          <p className="text-sm text-destructive">Your sessions could not be loaded.</p>
        ) : (
          <ul className="divide-y text-sm" aria-label="Sessions">
            {items.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="grid gap-0.5">
                  <span className="flex items-center gap-2 font-medium">
                    {s.device}
                    {s.current ? <Badge variant="success">This browser</Badge> : null}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {s.ipAddress ? `${s.ipAddress} · ` : ""}active {formatDistanceToNowStrict(new Date(s.lastSeenAt))}{" "}
                    ago
                  </span>
                </span>
                {s.current ? null : (
                  <Button size="sm" variant="ghost" aria-label={`Sign out ${s.device}`} onClick={() => void run(s.id)}>
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {others > 0 ? (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={revoke.isPending}
            onClick={() => setConfirming(true)}
          >
            Sign out all other sessions
          </Button>
        ) : null}
      </CardContent>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Sign out everywhere else?</AlertDialogTitle>
            <AlertDialogDescription>
              {others === 1 ? "1 other session" : `${others} other sessions`} will be signed out. This browser stays
              signed in.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => void run()}>Sign out others</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
