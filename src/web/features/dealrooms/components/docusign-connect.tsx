import { CheckCircle2Icon, PenLineIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { DOCUSIGN_HELP } from "#shared/contract/dealrooms-esign.ts";
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
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { useDocusignAuthorize, useDocusignStatus } from "#web/features/dealrooms/api/docusign.ts";
import { DOCUSIGN_CHANNEL, DOCUSIGN_POPUP_MARKER } from "#web/features/dealrooms/lib/docusign-popup.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** E-signature status for the owner: connect DocuSign in a pop-up (the callback page messages back). */
export function DocusignConnect({ configured }: { configured: boolean }) {
  const status = useDocusignStatus(configured);
  const authorize = useDocusignAuthorize();
  const queryClient = useQueryClient();
  const [help, setHelp] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin && event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; error?: string } | null;
      if (data?.type === "docusign_auth_success") {
        void queryClient.invalidateQueries({ queryKey: dealroomKeys.docusign });
        toast({ title: "DocuSign connected", description: "You can now send room documents for signature." });
      } else if (data?.type === "docusign_auth_error") {
        toast({
          title: "Authentication Error",
          description: data.error ?? "DocuSign could not be connected.",
          variant: "destructive",
        });
      }
    };
    window.addEventListener("message", onMessage);
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(DOCUSIGN_CHANNEL);
    channel?.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("message", onMessage);
      channel?.close();
    };
  }, [queryClient]);

  const connect = async () => {
    try {
      const { url } = await authorize.mutateAsync(`${window.location.pathname}${window.location.search}`);
      localStorage.setItem(DOCUSIGN_POPUP_MARKER, String(Date.now()));
      const popup = window.open(url, "docusign-auth", "popup,width=520,height=720");
      if (!popup) {
        localStorage.removeItem(DOCUSIGN_POPUP_MARKER);
        window.location.assign(url);
      }
    } catch (error) {
      toast({
        title: "Error",
        description: isApiError(error) ? error.message : "DocuSign could not be reached",
        variant: "destructive",
      });
    }
  };

  if (!configured) {
    return (
      <>
        <Button variant="outline" size="sm" onClick={() => setHelp(true)}>
          <PenLineIcon aria-hidden /> E-signature
        </Button>
        <Dialog open={help} onOpenChange={setHelp}>
          <DialogContent className="sm:max-w-md">
            <DialogHeader>
              <DialogTitle>E-signature is not enabled</DialogTitle>
              <DialogDescription>{DOCUSIGN_HELP}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button onClick={() => setHelp(false)}>Got it</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </>
    );
  }
  if (status.data?.connected) {
    return (
      <Badge variant="success" className="gap-1" title={status.data.email ?? undefined}>
        <CheckCircle2Icon aria-hidden className="size-3.5" /> DocuSign: {status.data.accountName ?? "connected"}
      </Badge>
    );
  }
  return (
    <Button variant="outline" size="sm" onClick={connect} disabled={authorize.isPending || status.isPending}>
      <PenLineIcon aria-hidden /> {authorize.isPending ? "Opening DocuSign..." : "Connect DocuSign"}
    </Button>
  );
}
