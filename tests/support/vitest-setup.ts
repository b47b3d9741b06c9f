// Runs in every test file. A query sent to a pg client still busy with another fails the test it happened in
// (pg 9 turns it into an error; pg 8 printed one anonymous DeprecationWarning per CI run for a long time).
import { afterAll, afterEach, expect } from "vitest";
import { isConcurrentQueryWarning, type Overlap, trackQueryOverlap } from "./pg-overlap.ts";

const overlaps: (Overlap & { test: string })[] = [];
const testName = () => expect.getState().currentTestName ?? "(outside a test: a hook or the file's set-up)";

const stopTracking = trackQueryOverlap((o) => overlaps.push({ ...o, test: testName() }));
// Backstop for what the counter cannot see (queries submitted as objects without a callback).
const onWarning = (w: Error) => {
  if (isConcurrentQueryWarning(w)) overlaps.push({ message: w.message, stack: w.stack ?? "", test: testName() });
};
process.on("warning", onWarning);

/** The overlaps seen so far, removed from the list (the guard's own test provokes some on purpose). */
export function takeOverlaps() {
  return overlaps.splice(0);
}

function failOnOverlap() {
  if (overlaps.length === 0) return;
  const found = takeOverlaps();
  const lines = found.slice(0, 3).map((o) => `- in "${o.test}": ${o.message}\n${o.stack}`);
  if (found.length > 3) lines.push(`… and ${found.length - 3} more`);
  throw new Error(`A query was sent to a pg client that had not answered the previous one:\n${lines.join("\n")}`);
}

afterEach(failOnOverlap);
// Test files share a worker's modules (isolate: false): the next file's set-up wraps pg afresh, so this file's
// wrapper and listener go when it ends.
afterAll(() => {
  try {
    failOnOverlap();
  } finally {
    stopTracking();
    process.off("warning", onWarning);
  }
});
