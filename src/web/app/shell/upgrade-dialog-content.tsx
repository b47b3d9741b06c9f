import { SparklesIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";

/** §2.11 'Upgrade Your Account'. */
export function UpgradeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <div className="mb-2 flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary max-sm:mx-auto">
            <SparklesIcon aria-hidden className="size-5" />
          </div>
          <DialogTitle>Upgrade Your Account</DialogTitle>
          <DialogDescription>
            To access all features including adding and viewing leases, you need an active subscription
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              navigate(paths.settings());
            }}
          >
            Upgrade Now
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
