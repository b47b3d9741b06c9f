// EXPLAIN of the generic plan of each captured statement: what PostgreSQL runs for a named prepared statement
// once it keeps a plan (after five runs), which a plain EXPLAIN with the values (a custom plan) does not show.
import type pg from "pg";

type Sent = { text: string; values?: unknown[] };

export async function explainGenericPlans(pool: pg.Pool, sent: Sent[]): Promise<string> {
  const out: string[] = [];
  const client = await pool.connect();
  try {
    await client.query("set plan_cache_mode = force_generic_plan");
    for (const s of sent) {
      // EXPLAIN ANALYZE runs the statement: reads only.
      if (!/^\s*(select|with)\b/i.test(s.text) || /\b(insert|update|delete)\b/i.test(s.text)) continue;
      const args = (s.values ?? []).map((v) => (v === null ? "null" : client.escapeLiteral(String(v))));
      const execute = `explain (analyze, buffers) execute bench_generic${args.length ? `(${args.join(", ")})` : ""}`;
      try {
        await client.query(`prepare bench_generic as ${s.text}`);
        await client.query(execute);
        const { rows } = await client.query(execute);
        out.push(
          `-- generic: ${s.text.replace(/\s+/g, " ").slice(0, 200)}\n${rows.map((r) => r["QUERY PLAN"]).join("\n")}`,
        );
      } catch (error) {
        out.push(`-- generic plan not shown: ${(error as Error).message}`);
      } finally {
        await client.query("deallocate all");
      }
    }
  } finally {
    await client.query("reset plan_cache_mode");
    client.release();
  }
  return out.join("\n\n");
}
