import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  pageVariant,
  pageWindow,
  prepareStatement,
  runPrepared,
  statementVariants,
} from "#server/platform/prepared-statements.ts";
import { PgDialect } from "drizzle-orm/pg-core";

const render = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query);

describe("prepared statements", () => {
  it("compiles placeholders to $n in order, literal values kept beside them", () => {
    const s = prepareStatement(
      "t.one",
      sql`select * from people where created_by = ${sql.placeholder("userId")} and x = ${5} limit ${sql.placeholder("limit")}`,
    );
    expect(s.text).toBe("select * from people where created_by = $1 and x = $2 limit $3");
    expect(s.params).toHaveLength(3);
    expect(s.params[1]).toBe(5);
  });

  it("refuses a name PostgreSQL would truncate", () => {
    expect(() => prepareStatement("x".repeat(64), sql`select 1`)).toThrow(/longer than 63/);
  });

  it("compiles each variant once and names it by the variant", () => {
    let builds = 0;
    const variants = statementVariants("t.list", (v) => {
      builds++;
      return sql.raw(`select '${v}'`);
    });
    const a = variants("name.asc");
    expect(variants("name.asc")).toBe(a);
    expect(variants("name.desc").name).toBe("t.list:name.desc");
    expect(a.name).toBe("t.list:name.asc");
    expect(builds).toBe(2);
  });

  it("gives the usual first pages literal limits and every other page parameters", () => {
    expect(pageVariant(20, 0)).toBe("first20");
    expect(pageVariant(20, 20)).toBe("page");
    expect(pageVariant(1000, 0)).toBe("page");
    expect(pageVariant(7, 0)).toBe("page");
    expect(render(pageWindow("first20")).sql).toBe("limit 20");
    const window = render(pageWindow("page"));
    expect(window.sql).toBe("limit $1 offset $2");
  });

  it("sends a cached statement under its name and an each-run statement unnamed, values in $n order", async () => {
    const sent: Record<string, unknown>[] = [];
    const query = async (config: Record<string, unknown>) => {
      sent.push(config);
      return { rows: [] };
    };
    const db = { $client: { query } };
    const s = prepareStatement("t.map", sql`select ${sql.placeholder("a")}, ${sql.placeholder("b")}`);
    await runPrepared(db as never, s, { b: 2, a: 1 });
    await runPrepared(db as never, s, { b: 2, a: 1 }, "each-run");
    expect(sent[0]).toEqual({ name: "t.map", text: "select $1, $2", values: [1, 2] });
    expect(sent[1]).toEqual({ text: "select $1, $2", values: [1, 2] });
  });
});
