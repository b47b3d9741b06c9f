import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { connectEvents } from "#web/lib/events.ts";

/** A minimal EventSource: the test opens, errors and messages it by hand. */
class TestEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static made: TestEventSource[] = [];
  readyState = TestEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    TestEventSource.made.push(this);
  }
  open() {
    this.readyState = TestEventSource.OPEN;
    this.onopen?.();
  }
  close() {
    this.readyState = TestEventSource.CLOSED;
  }
}

function setup() {
  TestEventSource.made = [];
  vi.stubGlobal("EventSource", TestEventSource);
  const client = new QueryClient();
  const dispose = connectEvents(client);
  const invalidated = (key: string[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { client, invalidated, dispose, source: () => TestEventSource.made.at(-1) as TestEventSource };
}

/** A query that has been read (has data) and one still waiting for its first answer. */
function seed(client: QueryClient) {
  client.setQueryData(["properties", "p1"], { id: "p1" });
  client.getQueryCache().build(client, { queryKey: ["tasks"] });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("connectEvents", () => {
  it("invalidates the changed entity's queries on an event", () => {
    const { client, invalidated, source, dispose } = setup();
    source().open();
    client.setQueryData(["properties", "p1"], { id: "p1" });
    client.setQueryData(["tasks"], []);
    source().onmessage?.({ data: JSON.stringify({ type: "properties.updated", entity: "properties", id: "p1" }) });
    expect(invalidated(["properties", "p1"])).toBe(true);
    expect(invalidated(["tasks"])).toBe(false);
    dispose();
  });

  it("when the stream opens, refetches what was read before it listened, not what is still loading", () => {
    const { client, invalidated, source, dispose } = setup();
    seed(client);
    source().open();
    expect(invalidated(["properties", "p1"])).toBe(true);
    expect(invalidated(["tasks"])).toBe(false);
    dispose();
  });

  it("after a network error the reopened stream catches up on what it may have missed", () => {
    const { client, invalidated, source, dispose } = setup();
    source().open();
    client.setQueryData(["properties", "p1"], { id: "p1" });
    expect(invalidated(["properties", "p1"])).toBe(false);
    // The browser's EventSource reconnects by itself and opens again.
    source().readyState = TestEventSource.CONNECTING;
    source().onerror?.();
    source().open();
    expect(invalidated(["properties", "p1"])).toBe(true);
    dispose();
  });

  it("after the server closes the stream, opens a new one later and catches up", () => {
    vi.useFakeTimers();
    const { client, invalidated, source, dispose } = setup();
    source().open();
    client.setQueryData(["properties", "p1"], { id: "p1" });
    const first = source();
    first.readyState = TestEventSource.CLOSED;
    first.onerror?.();
    expect(TestEventSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(TestEventSource.made).toHaveLength(2);
    source().open();
    expect(invalidated(["properties", "p1"])).toBe(true);
    dispose();
  });

  it("ignores a malformed event", () => {
    const { client, invalidated, source, dispose } = setup();
    source().open();
    client.setQueryData(["properties", "p1"], { id: "p1" });
    source().onmessage?.({ data: "{not json" });
    source().onmessage?.({ data: JSON.stringify({ entity: 5 }) });
    expect(invalidated(["properties", "p1"])).toBe(false);
    dispose();
  });
});
