import { useState, useSyncExternalStore } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { useIsMobile, useMediaQuery } from "#web/lib/use-media-query.ts";
import { toast } from "#web/lib/toast.ts";
import { installPromptStore } from "./install-events.ts";
import { DISMISSED_KEY, installPromptKind, isIosUserAgent, parseDismissedAt } from "./install-prompt-rules.ts";

const PRODUCT = "Leasedesk";

function readDismissedAt(): number | null {
  try {
    return parseDismissedAt(localStorage.getItem(DISMISSED_KEY));
  } catch {
    return null;
  }
}

/** §2.13 install card: bottom right, mobile only; 'Not now' / 'Install', or the iOS steps with 'Got it'. */
export function InstallPrompt() {
  const isMobile = useIsMobile();
  const isStandalone = useMediaQuery("(display-mode: standalone)");
  const deferred = useSyncExternalStore(installPromptStore.subscribe, installPromptStore.get, () => null);
  const [dismissedAt, setDismissedAt] = useState(readDismissedAt);
  const kind = installPromptKind({
    isMobile,
    isStandalone: isStandalone || (navigator as Navigator & { standalone?: boolean }).standalone === true,
    isIos: isIosUserAgent(navigator.userAgent),
    canPrompt: deferred !== null,
    dismissedAt,
    now: Date.now(),
  });
  if (!kind) return null;

  const dismiss = () => {
    const now = Date.now();
    try {
      localStorage.setItem(DISMISSED_KEY, String(now));
    } catch {
      // Private mode: the card simply hides for this visit.
    }
    setDismissedAt(now);
  };

  const install = async () => {
    if (!deferred) return;
    toast({ title: "App installation started" });
    await deferred.prompt();
    const choice = await deferred.userChoice;
    installPromptStore.clear();
    if (choice.outcome === "accepted") toast({ title: "Thank you for installing our app!" });
    else dismiss();
  };

  return (
    <section
      aria-labelledby="install-prompt-title"
      className="fixed right-3 bottom-3 left-3 z-40 rounded-lg border bg-background p-4 shadow-lg sm:left-auto sm:w-80"
    >
      <h2 id="install-prompt-title" className="font-semibold">
        Install {PRODUCT}
      </h2>
      {kind === "prompt" ? (
        <>
          <p className="mt-1 text-muted-foreground text-sm">Add {PRODUCT} to your home screen for quick access.</p>
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="outline" className="min-h-10" onClick={dismiss}>
              Not now
            </Button>
            <Button className="min-h-10" onClick={() => void install()}>
              Install
            </Button>
          </div>
        </>
      ) : (
        <>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            <li>Tap the Share button</li>
            <li>Scroll down and tap 'Add to Home Screen'</li>
            <li>Tap 'Add'</li>
          </ol>
          <div className="mt-3 flex justify-end">
            <Button className="min-h-10" onClick={dismiss}>
              Got it
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
