// Realtime: services publish with Postgres NOTIFY; every web process LISTENs and relays to its SSE clients.
import type { FastifyInstance, FastifyReply } from "fastify";
import pg from "pg";
import type { Logger } from "pino";
import type { AppEvent } from "#shared/contract/platform.ts";

const CHANNEL = "app_events";
type Envelope = { userIds: string[]; event: AppEvent };

export type Events = {
  /** Sends an event to every open browser tab of these users, across all web processes. */
  publish: (userIds: string | string[], event: AppEvent) => Promise<void>;
  subscribe: (userId: string, listener: (event: AppEvent) => void) => () => void;
  /**
   * Listens to another NOTIFY channel on the same connection. `live(true)` once it listens (after every
   * reconnect: notifications sent while disconnected are lost), `live(false)` when the connection is lost.
   */
  watch: (
    channel: string,
    handlers: { message: (payload: string | undefined) => void; live: (on: boolean) => void },
  ) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export function createEvents(opts: { databaseUrl: string; pool: pg.Pool; log: Logger }): Events {
  const listeners = new Map<string, Set<(event: AppEvent) => void>>();
  let client: pg.Client | null = null;
  let stopped = false;
  const watchers = new Map<string, { message: (payload: string | undefined) => void; live: (on: boolean) => void }>();

  const dispatch = (payload: string | undefined) => {
    if (!payload) return;
    try {
      const envelope = JSON.parse(payload) as Envelope;
      for (const userId of envelope.userIds) {
        for (const listener of listeners.get(userId) ?? []) listener(envelope.event);
      }
    } catch (err) {
      opts.log.warn({ err }, "bad event payload");
    }
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: opts.databaseUrl });
    c.on("notification", (msg) => {
      if (msg.channel === CHANNEL) dispatch(msg.payload);
      else watchers.get(msg.channel)?.message(msg.payload);
    });
    c.on("error", (err) => {
      opts.log.warn({ err }, "event listener lost its connection; reconnecting");
      for (const w of watchers.values()) w.live(false);
      client = null;
      if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000);
    });
    // However the connection ends, what it no longer hears must not be trusted.
    c.on("end", () => {
      if (client !== c && client !== null) return; // an old connection, already replaced
      for (const w of watchers.values()) w.live(false);
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    for (const channel of watchers.keys()) await c.query(`LISTEN ${channel}`);
    client = c;
    for (const w of watchers.values()) w.live(true);
  };

  return {
    async publish(userIds, event) {
      const envelope: Envelope = { userIds: Array.isArray(userIds) ? userIds : [userIds], event };
      await opts.pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(envelope)]);
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    watch(channel, handlers) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      watchers.set(channel, handlers);
    },
    start: connect,
    async stop() {
      stopped = true;
      for (const w of watchers.values()) w.live(false);
      await client?.end().catch(() => {});
    },
  };
}

/** GET /api/events for the signed-in user (Server-Sent Events). */
export function streamEvents(reply: FastifyReply, events: Events, userId: string): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  res.write("retry: 3000\n\n");
  const unsubscribe = events.subscribe(userId, (event) => {
    res.write(`data: ${JSON.stringify(event)}\n\n`);
  });
  // Comments keep proxies from closing an idle stream.
  const heartbeat = setInterval(() => res.write(": ping\n\n"), 25_000);
  res.on("close", () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}

export function registerEventsRoute(
  app: FastifyInstance,
  events: Events,
  requireUserId: (req: import("fastify").FastifyRequest) => Promise<string>,
): void {
  app.get("/api/events", { schema: { hide: true } }, async (request, reply) => {
    const userId = await requireUserId(request);
    streamEvents(reply, events, userId);
  });
}
