// Named prepared statements for hot reads (decision 0044). A list request used to rebuild its SQL with the
// query builder (~12 % of the process's CPU per request) and PostgreSQL parsed and analysed the text on every
// run. Here a statement's text is compiled once per process from drizzle `sql` with `sql.placeholder(…)`
// parameters; node-postgres prepares it once per pooled connection under its name, and later runs send only
// the name and the values (Bind/Execute).
import { fillPlaceholders, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Db } from "#server/db/client.ts";

const dialect = new PgDialect();

export type PreparedStatement = {
  /** Unique per text: node-postgres refuses a second text under a name it has prepared. */
  readonly name: string;
  readonly text: string;
  /** Literal values and placeholders, in $n order. */
  readonly params: unknown[];
};

// PostgreSQL truncates identifiers past 63 bytes; two truncated names would collide.
const MAX_NAME = 63;

/** Compiles `query` (placeholders by name) to a statement named `name`. */
export function prepareStatement(name: string, query: SQL | SQLWrapper): PreparedStatement {
  if (name.length > MAX_NAME) throw new Error(`Statement name longer than ${MAX_NAME} characters: ${name}`);
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  return { name, text, params };
}

/**
 * Statements that vary by a few options (sort, direction, which filters), compiled on first use per variant
 * and kept for the process's life: the variant key is part of the name, so every text has its own.
 */
export function statementVariants(prefix: string, build: (variant: string) => SQL) {
  const compiled = new Map<string, PreparedStatement>();
  return (variant: string): PreparedStatement => {
    let statement = compiled.get(variant);
    if (!statement) {
      statement = prepareStatement(`${prefix}:${variant}`, build(variant));
      compiled.set(variant, statement);
    }
    return statement;
  };
}

// Page sizes the web asks for; other sizes (the CSV export's 1,000) take the parameter form.
const FIRST_PAGE_SIZES = new Set([10, 20, 25, 50, 100]);

/**
 * The page part of a list statement's variant. With LIMIT/OFFSET as parameters PostgreSQL's generic plan
 * assumes a tenth of the rows are wanted, is never cheaper than a custom plan for page 1, and page 1 was
 * planned again on every run (~0.5 ms of PostgreSQL CPU). The first page of the usual sizes is its own
 * variant with literals: its generic plan is the custom one, reused after five runs. Deeper pages keep
 * parameters (the planner then weighs a generic plan against custom ones, as for any prepared statement).
 */
export function pageVariant(limit: number, offset: number): string {
  return offset === 0 && FIRST_PAGE_SIZES.has(limit) ? `first${limit}` : "page";
}

/** LIMIT/OFFSET for a variant from pageVariant: literals for a first page, else the limit/offset placeholders. */
export function pageWindow(variant: string): SQL {
  const first = /^first(\d+)$/.exec(variant);
  if (first) return sql.raw(`limit ${Number(first[1])}`);
  return sql`limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}`;
}

/**
 * How PostgreSQL plans a statement. "cached" (the default): prepared once per connection under its name, and
 * after five runs PostgreSQL may keep a generic plan. "each-run": sent unnamed, so every run is planned with its
 * values — for a statement whose best plan depends on the values' magnitude, where the generic plan's default
 * selectivities pick the wrong index (the map's bounds: a generic plan sorted every pin of a longitude band,
 * twice the work of the custom plan; decision 0044).
 */
export type PlanMode = "cached" | "each-run";

/** Runs a statement on the pool with the named values; rows come back as node-postgres parses them. */
export async function runPrepared<Row extends Record<string, unknown>>(
  db: Db,
  statement: PreparedStatement,
  values: Record<string, unknown>,
  plan: PlanMode = "cached",
): Promise<Row[]> {
  const config: pg.QueryConfig = {
    ...(plan === "cached" ? { name: statement.name } : {}),
    text: statement.text,
    values: fillPlaceholders(statement.params, values),
  };
  const result = await db.$client.query<Row>(config);
  return result.rows;
}
