import { toast } from "sonner";

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

/** Registers /sw.js once the page has loaded (production builds only; Vite's dev server has no shell to cache). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then((registration) => registration.addEventListener("updatefound", () => offerUpdate(registration)))
      .catch(() => {
        // Without a worker the app still works online; nothing to tell the user.
      });
  });
}

/** A new build's worker waits until the user chooses to reload, so an open form is never swapped underneath them. */
function offerUpdate(registration: ServiceWorkerRegistration): void {
  const worker = registration.installing;
  if (!worker) return;
  worker.addEventListener("statechange", () => {
    // No controller yet means the first install, not an update.
    if (worker.state !== "installed" || !navigator.serviceWorker.controller) return;
    toast("New version available", {
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: "Reload",
        onClick: () => {
          navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
          worker.postMessage("skip-waiting");
        },
      },
    });
  });
}
