// Shapes of one endpoint measured the same way in every list bench: BENCH_CONNECTIONS (default 50, the list goal's
// condition; 1 measures one request at a time), one signed-in user, a path per request (random pages differ per
// request). Prints the table, returns the worst p99.
import { type LoadFigures, measure, printLoadTable } from "./bench-load.ts";

export const SHAPE_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export async function measureShapes(
  title: string,
  base: string,
  cookie: string,
  shapes: [string, () => string][],
): Promise<number> {
  const rows: [string, LoadFigures][] = [];
  for (const [shape, path] of shapes) {
    // 2,000 paths drawn up front, taken in turn (a random page differs per request).
    const paths = Array.from({ length: 2000 }, path);
    rows.push([
      shape,
      await measure(`${base}${path()}`, { headers: { cookie }, paths, connections: SHAPE_CONNECTIONS }),
    ]);
  }
  printLoadTable(title, rows);
  const worst = Math.max(...rows.filter(([s]) => !s.startsWith("baseline")).map(([, f]) => f.p99));
  console.log(`\nworst p99 ${worst} ms — target < 50 ms: ${worst < 50 ? "met" : "NOT met"}`);
  return worst;
}
