import type { QueryClient } from "@tanstack/react-query";
import { type AppEvent, appEvent } from "#shared/contract/platform.ts";

/**
 * Listens to /api/events (Server-Sent Events) and invalidates the queries of the changed entity.
 * Query keys start with the entity name the server uses, e.g. ["profile"], ["leases", …].
 * EventSource reconnects by itself on network errors; when the server closes the stream for good
 * (e.g. 401 after sign-out) we retry with a growing delay, and stop when the caller disposes.
 * Events sent before the stream was listening are not replayed, so each time it opens, the queries
 * read before that moment are refetched once: a job that finished while the page loaded, or while
 * the stream was down, still shows.
 */
export function connectEvents(queryClient: QueryClient, onEvent?: (event: AppEvent) => void): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let delay = 1000;
  let disposed = false;

  const open = () => {
    if (disposed) return;
    source = new EventSource("/api/events", { withCredentials: true });
    source.onopen = () => {
      delay = 1000;
      void queryClient.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt > 0 });
    };
    source.onmessage = (message) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(message.data);
      } catch {
        return;
      }
      const result = appEvent.safeParse(parsed);
      if (!result.success) return;
      const event = result.data;
      void queryClient.invalidateQueries({ queryKey: [event.entity] });
      // The subscription view derives from the profile (trial, tier), so it follows profile changes.
      if (event.entity === "profile" || event.entity === "payments") {
        void queryClient.invalidateQueries({ queryKey: ["subscription"] });
      }
      onEvent?.(event);
    };
    source.onerror = () => {
      if (source?.readyState === EventSource.CLOSED) {
        source.close();
        retryTimer = setTimeout(open, delay);
        delay = Math.min(delay * 2, 30_000);
      }
    };
  };
  open();
  return () => {
    disposed = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
