import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** A clear offline state: the shell still opens from the service worker, data pages wait for the network. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 bg-amber-100 px-4 py-2 text-center text-amber-950 text-sm">
      You are offline. Data will load again when your connection returns.
    </div>
  );
}
