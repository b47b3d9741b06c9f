// When a new build's service worker has installed and waits beside the one controlling this page, the page is
// told once per worker, however it got there: installed while the page was open, or already waiting when the
// page loaded (the user ignored the prompt and reloaded, or another tab found the update).

type Worker = Pick<ServiceWorker, "state" | "addEventListener">;
export type WatchedRegistration = {
  installing: Worker | null;
  waiting: Worker | null;
  addEventListener: (type: "updatefound", listener: () => void) => void;
};

export function watchForUpdates<W extends Worker>(
  registration: WatchedRegistration & { installing: W | null; waiting: W | null },
  isControlled: () => boolean,
  onWaiting: (worker: W) => void,
): void {
  const offered = new WeakSet<W>();
  const offer = (worker: W) => {
    // No controller means this is the first install, not an update.
    if (offered.has(worker) || !isControlled()) return;
    offered.add(worker);
    onWaiting(worker);
  };
  const track = (worker: W | null) => {
    if (!worker) return;
    if (worker.state === "installed") return offer(worker);
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  };
  if (registration.waiting) offer(registration.waiting);
  track(registration.installing);
  registration.addEventListener("updatefound", () => track(registration.installing));
}
