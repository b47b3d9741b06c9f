import { SmartphoneIcon } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";

/**
 * Shown when a phone-only feature (the business-card scanner) is opened on a desktop (§2.5). `onChoosePhoto`
 * adds 'Upload a photo': the same recognition on a picture of the card (issue 14).
 */
export function MobileFeatureDialog({
  open,
  onOpenChange,
  onChoosePhoto,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoosePhoto?: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <div className="mb-2 flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary max-sm:mx-auto">
            <SmartphoneIcon aria-hidden className="size-5" />
          </div>
          <DialogTitle>Mobile Feature</DialogTitle>
          <DialogDescription>
            The business card scanner is available on mobile devices only. Open Leasedesk on your phone to scan cards
            with your camera.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {onChoosePhoto ? (
            <Button
              variant="outline"
              onClick={() => {
                onOpenChange(false);
                onChoosePhoto();
              }}
            >
              Upload a photo
            </Button>
          ) : null}
          <Button onClick={() => onOpenChange(false)}>Got it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
