import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { type Feature, guardNavigation } from "#shared/rules/access.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
import { paths } from "#web/app/paths.ts";

type UpgradeContextValue = { openUpgrade: () => void };
const UpgradeContext = createContext<UpgradeContextValue | null>(null);

// The dialog itself (Radix) loads on first use, so signed-out pages do not pay for it.
const UpgradeDialog = lazy(() =>
  import("#web/app/shell/upgrade-dialog-content.tsx").then((m) => ({ default: m.UpgradeDialog })),
);

export function UpgradeDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const value = useMemo(
    () => ({
      openUpgrade: () => {
        setUsed(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <UpgradeContext value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <UpgradeDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
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
