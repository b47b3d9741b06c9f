import { SparklesIcon } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { type Feature, guardNavigation } from "#shared/rules/access.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
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

type UpgradeContextValue = { openUpgrade: () => void };
const UpgradeContext = createContext<UpgradeContextValue | null>(null);

export function UpgradeDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const value = useMemo(() => ({ openUpgrade: () => setOpen(true) }), []);
  return (
    <UpgradeContext value={value}>
      {children}
      <Dialog open={open} onOpenChange={setOpen}>
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
            <Button variant="outline" onClick={() => setOpen(false)}>
              Not now
            </Button>
            <Button
              onClick={() => {
                setOpen(false);
                navigate(paths.settings());
              }}
            >
              Upgrade Now
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </UpgradeContext>
  );
}

export function useUpgradeDialog(): UpgradeContextValue {
  const value = useContext(UpgradeContext);
  if (!value) throw new Error("useUpgradeDialog must be used inside <UpgradeDialogProvider>");
  return value;
}

/**
 * §4.2 navigation guard for entries that need a feature: signed out → sign-in; feature missing →
 * upgrade dialog; otherwise navigate. Returns true when it navigated.
 */
export function useGuardedNavigate(): (path: string, feature?: Feature) => boolean {
  const { signedIn, subscription } = useAuth();
  const { openUpgrade } = useUpgradeDialog();
  const navigate = useNavigate();
  return useCallback(
    (path: string, feature?: Feature) => {
      const decision = guardNavigation({ signedIn, feature, subscription: subscription ?? null });
      if (decision === "sign-in") {
        navigate(paths.auth({ view: "sign_in", redirect: path }));
        return false;
      }
      if (decision === "upgrade") {
        openUpgrade();
        return false;
      }
      navigate(path);
      return true;
    },
    [signedIn, subscription, openUpgrade, navigate],
  );
}
