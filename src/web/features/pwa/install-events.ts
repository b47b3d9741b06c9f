import { toast } from "sonner";
import { watchForUpdates } from "#web/features/pwa/service-worker-updates.ts";

// Captures the browser's install offer as early as possible (imported by main.tsx) and exposes it to React.
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function listenForInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
}

export const installPromptStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => deferred,
  clear() {
    deferred = null;
    notify();
  },
};

/** How often an open tab asks for a new worker: navigation inside the SPA never reloads the page, which is when
 * browsers check by themselves. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers /sw.js once the page has loaded (production builds only; Vite's dev server has no shell to cache). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then((registration) => {
        watchForUpdates(registration, () => !!navigator.serviceWorker.controller, offerReload);
        setInterval(() => registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      })
      .catch(() => {
        // Without a worker the app still works online; nothing to tell the user.
      });
  });
}

/** A new build's worker waits until the user chooses to reload, so an open form is never swapped underneath them. */
function offerReload(worker: ServiceWorker): void {
  toast("New version available", {
    id: "new-version",
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: "Reload",
      onClick: () => {
        navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
        worker.postMessage("skip-waiting");
      },
    },
  });
}
