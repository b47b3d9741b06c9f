// Finds queries sent to a pg client that has not answered the previous one (a Promise.all inside a transaction,
// a fire-and-forget query on a pooled client). pg 8 only queues them and warns once per process; pg 9 removes the
// queue. Tests use this to fail where it happens rather than leave one anonymous warning in the CI log.
import pg from "pg";

export type Overlap = { message: string; stack: string };

type QueryFn = (...args: unknown[]) => unknown;
type Counted = { __inFlight?: number };

const CONCURRENT_WARNING = "already executing a query";

/** True for the DeprecationWarning pg 8 prints when a query is queued behind a busy client. */
export function isConcurrentQueryWarning(warning: Error): boolean {
  return warning.name === "DeprecationWarning" && warning.message.includes(CONCURRENT_WARNING);
}

/**
 * Counts each client's unanswered queries by wrapping `Client.prototype.query` (through its public forms only:
 * a callback argument or the returned promise) and calls `report` when a query is sent while another is unanswered.
 * Returns the function that restores the original.
 */
export function trackQueryOverlap(report: (overlap: Overlap) => void, Client = pg.Client): () => void {
  const proto = Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  proto.query = function (this: Counted, ...args: unknown[]) {
    const inFlight = this.__inFlight ?? 0;
    if (inFlight > 0) {
      const first = args[0] as string | { text?: string; name?: string } | undefined;
      const text = typeof first === "string" ? first : (first?.name ?? first?.text ?? "");
      const stack = new Error("overlapping query").stack ?? "";
      report({ message: `query sent while ${inFlight} unanswered on the same client: ${text.slice(0, 120)}`, stack });
    }
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      this.__inFlight = (this.__inFlight ?? 1) - 1;
    };
    // pg calls a callback given as the last argument (query(text, cb), query(text, values, cb)).
    const cbAt = args.length > 1 && typeof args[args.length - 1] === "function" ? args.length - 1 : -1;
    if (cbAt > 0) {
      const cb = args[cbAt] as (...r: unknown[]) => unknown;
      args[cbAt] = (...r: unknown[]) => {
        done();
        return cb(...r);
      };
    }
    this.__inFlight = inFlight + 1;
    let result: unknown;
    try {
      result = original.apply(this, args);
    } catch (err) {
      done();
      throw err;
    }
    if (cbAt < 0) {
      if (result && typeof (result as Promise<unknown>).then === "function") {
        (result as Promise<unknown>).then(done, done);
      } else {
        done(); // a submittable without a callback: not tracked (pg's own warning still covers it)
      }
    }
    return result;
  };
  return () => {
    proto.query = original;
  };
}
