import { CopyIcon, Share2Icon } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { useAuth } from "#web/app/auth-provider.tsx";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
} from "#web/components/ui/drawer.tsx";
import { toast } from "#web/lib/toast.ts";

export function shareContactUrl(origin: string, userId: string): string {
  return `${origin}${paths.shareContact(userId)}`;
}

async function copyLink(url: string) {
  await navigator.clipboard.writeText(url);
  toast({ title: "Link copied", description: "Share link has been copied to clipboard" });
}

/** Share Your Contact (shell §2.7): QR of {origin}/share/contact/{userId}, Copy Link, Share Contact. */
export function ShareContactDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { sessionUser, profile } = useAuth();
  const userId = profile?.id ?? sessionUser?.id ?? "";
  const url = shareContactUrl(window.location.origin, userId);
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : "";
  const title = name || "Your Contact";

  const onCopy = async () => {
    try {
      await copyLink(url);
    } catch {
      toast({ title: "Error", description: "Failed to share contact", variant: "destructive" });
    }
  };
  const onShare = async () => {
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title, text: `${title} — contact card`, url });
        toast({ title: "Shared", description: "Contact has been shared" });
      } else {
        await copyLink(url);
      }
    } catch (e) {
      // The user closing the share sheet is not an error.
      if ((e as DOMException)?.name === "AbortError") return;
      toast({ title: "Error", description: "Failed to share contact", variant: "destructive" });
    }
  };

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent>
        <div className="mx-auto w-full max-w-sm">
          <DrawerHeader>
            <DrawerTitle>Share Your Contact</DrawerTitle>
            <DrawerDescription>
              Let others scan this QR code to view and save your contact information
            </DrawerDescription>
          </DrawerHeader>
          <div className="grid justify-items-center gap-3 px-4">
            <div className="rounded-2xl border bg-white p-4 shadow-sm">
              {userId ? (
                <QRCodeSVG
                  value={url}
                  size={240}
                  level="H"
                  marginSize={0}
                  aria-label="QR code of your contact link"
                  role="img"
                />
              ) : (
                <div className="size-60" />
              )}
            </div>
            <p className="text-lg font-semibold" data-testid="share-contact-name">
              {title}
            </p>
            <p className="max-w-full truncate text-xs text-muted-foreground" data-testid="share-contact-url">
              {url}
            </p>
          </div>
          <DrawerFooter className="grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={() => void onCopy()} disabled={!userId}>
              <CopyIcon aria-hidden /> Copy Link
            </Button>
            <Button onClick={() => void onShare()} disabled={!userId}>
              <Share2Icon aria-hidden /> Share Contact
            </Button>
          </DrawerFooter>
        </div>
      </DrawerContent>
    </Drawer>
  );
}
