import { PgDialect } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { people } from "#server/db/schema/contacts.ts";
import { listOrder } from "#server/db/list-totals.ts";

const render = (parts: ReturnType<typeof listOrder>) => new PgDialect().sqlToQuery(sql.join(parts, sql`, `)).sql;

describe("listOrder", () => {
  const keys = [sql`lower(${people.lastName})`];
  it("keeps nulls last and ties by id ascending for an ascending sort", () => {
    expect(render(listOrder(keys, { descending: false, notNull: true, id: people.id }))).toBe(
      'lower("people"."last_name") asc nulls last, "people"."id" asc',
    );
  });
  it("reads a never-null key's index backwards for a descending sort", () => {
    expect(render(listOrder(keys, { descending: true, notNull: true, id: people.id }))).toBe(
      'lower("people"."last_name") desc nulls first, "people"."id" desc',
    );
  });
  it("keeps nulls last for a nullable key in both directions", () => {
    expect(render(listOrder([sql`${people.email}`], { descending: true, notNull: false, id: people.id }))).toBe(
      '"people"."email" desc nulls last, "people"."id" asc',
    );
  });
});
