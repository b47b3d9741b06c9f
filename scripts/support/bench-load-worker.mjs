// The load generator of bench-load.ts, in its own thread: autocannon parsing 50 connections' responses on the
// server's event loop used to be counted as server time (a real client runs elsewhere). Posts back every
// response time, the error counts and the requests/s. Plain JavaScript: Node 20 workers do not get tsx's loader.
import { parentPort, workerData } from "node:worker_threads";
import autocannon from "autocannon";

/** @type {{ url: string, connections: number, seconds: number, headers: Record<string, string>, paths?: string[] }} */
const { url, connections, seconds, headers, paths } = workerData;

let next = 0;
// paths: a new path per request (random pages), taken in turn from a list drawn by the caller.
const requests = paths?.length
  ? [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }]
  : undefined;
/** @type {number[]} */
const times = [];
const instance = autocannon({ url, connections, duration: seconds, headers, requests }, (error, result) => {
  if (error) throw error;
  // Inside a worker autocannon skips its aggregation: requests/s from the completed count and duration.
  parentPort?.postMessage({
    times,
    rps: result.totalCompletedRequests / result.duration,
    total: result.totalCompletedRequests,
    non2xx: result.non2xx,
    errors: result.errors,
  });
});
instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
