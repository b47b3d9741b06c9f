import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useAuth } from "#web/app/auth-provider.tsx";
import { AccountDeletionBanner } from "#web/app/shell/account-deletion-banner.tsx";
import { ImpersonationBanner } from "#web/app/shell/impersonation-banner.tsx";
import { MobileTopBar } from "#web/app/shell/mobile-nav.tsx";
import { Sidebar } from "#web/app/shell/sidebar.tsx";
import { readSidebarExpanded, writeSidebarExpanded } from "#web/app/shell/sidebar-state.ts";
import { FullPageSpinner } from "#web/components/ui/spinner.tsx";
import { TooltipProvider } from "#web/components/ui/tooltip.tsx";
import { useIsMobile } from "#web/lib/use-media-query.ts";

/** The signed-in frame: sidebar on desktop, top bar + slide-in menu below 768 px (§2.4, §2.5). */
export function AppShell({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const { transition } = useAuth();
  const [expanded, setExpanded] = useState(() => readSidebarExpanded());

  const toggle = useCallback(() => {
    setExpanded((value) => {
      writeSidebarExpanded(!value);
      return !value;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const switching = transition === "impersonating" || transition === "returning";
  return (
    <TooltipProvider delayDuration={300}>
      {/* One tree whose frame changes: crossing the phone breakpoint (rotating, resizing) swaps only the
          bar, so the page under <main> stays mounted with its typed text, open sheets and scroll. */}
      <div className={isMobile ? "flex min-h-dvh flex-col" : "flex min-h-dvh"}>
        {isMobile ? <MobileTopBar /> : <Sidebar expanded={expanded} onToggle={toggle} />}
        <div className="flex min-w-0 flex-1 flex-col">
          <ImpersonationBanner />
          <AccountDeletionBanner />
          <main id="main" className="flex-1">
            {children}
          </main>
        </div>
      </div>
      {switching ? (
        <div className="fixed inset-0 z-[60] bg-white/70 backdrop-blur-sm">
          <FullPageSpinner label="Switching account" />
        </div>
      ) : null}
    </TooltipProvider>
  );
}
