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
  const invalidate = vi.spyOn(client, "invalidateQueries").mockResolvedValue();
  const dispose = connectEvents(client);
  return { client, invalidate, dispose, source: () => TestEventSource.made.at(-1) as TestEventSource };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("connectEvents", () => {
  it("invalidates the changed entity's queries on an event", () => {
    const { invalidate, source, dispose } = setup();
    source().open();
    source().onmessage?.({ data: JSON.stringify({ type: "properties.updated", entity: "properties", id: "p1" }) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["properties"] });
    dispose();
  });

  it("refetches nothing on the first connection, everything after a reconnection", () => {
    const { invalidate, source, dispose } = setup();
    source().open();
    expect(invalidate).not.toHaveBeenCalled();
    // A network error: the browser's EventSource reconnects by itself and opens again.
    source().readyState = TestEventSource.CONNECTING;
    source().onerror?.();
    source().open();
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith();
    dispose();
  });

  it("after the server closes the stream, opens a new one later and catches up", () => {
    vi.useFakeTimers();
    const { invalidate, source, dispose } = setup();
    source().open();
    const first = source();
    first.readyState = TestEventSource.CLOSED;
    first.onerror?.();
    expect(TestEventSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(TestEventSource.made).toHaveLength(2);
    source().open();
    expect(invalidate).toHaveBeenCalledWith();
    dispose();
  });

  it("ignores a malformed event", () => {
    const { invalidate, source, dispose } = setup();
    source().open();
    source().onmessage?.({ data: "{not json" });
    source().onmessage?.({ data: JSON.stringify({ entity: 5 }) });
    expect(invalidate).not.toHaveBeenCalled();
    dispose();
  });
});
