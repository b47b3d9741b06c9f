import { describe, expect, it } from "vitest";
import { watchForUpdates } from "./service-worker-updates.ts";

class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
  }
}

function watch(registration: FakeRegistration, controlled = true) {
  const offered: FakeWorker[] = [];
  watchForUpdates(
    registration,
    () => controlled,
    (w) => offered.push(w),
  );
  return offered;
}

describe("watchForUpdates", () => {
  it("offers a worker found while the page is open once it has installed", () => {
    const registration = new FakeRegistration();
    const offered = watch(registration);
    const next = new FakeWorker("installing");
    registration.find(next);
    expect(offered).toEqual([]);
    next.moveTo("installed");
    next.moveTo("installed");
    expect(offered).toEqual([next]);
  });

  it("offers a worker already waiting when the page loads, and the one installing, once each", () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker("installed");
    const installing = new FakeWorker("installing");
    registration.waiting = waiting;
    registration.installing = installing;
    const offered = watch(registration);
    registration.dispatchEvent(new Event("updatefound"));
    installing.moveTo("installed");
    expect(offered).toEqual([waiting, installing]);
  });

  it("says nothing on the first install (no worker controls the page yet) or when installing fails", () => {
    const registration = new FakeRegistration();
    const offered = watch(registration, false);
    const first = new FakeWorker("installing");
    registration.find(first);
    first.moveTo("installed");
    expect(offered).toEqual([]);

    const other = new FakeRegistration();
    const broken = new FakeWorker("installing");
    const none = watch(other);
    other.find(broken);
    broken.moveTo("redundant");
    expect(none).toEqual([]);
  });
});
