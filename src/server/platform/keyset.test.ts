import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { people } from "#server/db/schema/contacts.ts";
import { AppError } from "#server/platform/errors.ts";
import {
  encodeCursor,
  type ListSort,
  listOrder,
  pageCursor,
  parseSeekVariant,
  seekCondition,
  seekFromCursor,
  seekValues,
  seekVariant,
  numberKey,
  textKey,
  timeKey,
  uuidKey,
} from "#server/platform/keyset.ts";

const dialect = new PgDialect();
const render = (parts: ReturnType<typeof listOrder>) => dialect.sqlToQuery(sql.join(parts, sql`, `)).sql;
const byName: ListSort = { keys: [textKey(sql`lower(${people.lastName})`)], notNull: true };
const byEmail: ListSort = { keys: [textKey(sql`${people.email}`)] };
const byUpdated: ListSort = { keys: [timeKey(sql`${people.updatedAt}`)], notNull: true };
// An index on (owner, updated_at DESC NULLS LAST, id): descending is its forward read (properties).
const byUpdatedDescIndex: ListSort = { keys: [timeKey(sql`${people.updatedAt}`)], notNull: true, descIndex: true };
const bySize: ListSort = { keys: [numberKey(sql`${people.email}`)] };
const ID = "1716aaaa-4a44-464f-b91a-b2d748a8d4f0";
// Two nullable keys, the second a uuid (properties by parent: the parent's name, then the parent's id).
const byParent: ListSort = { keys: [textKey(sql`${people.email}`), uuidKey(sql`${people.companyId}`)] };

describe("listOrder", () => {
  it("keeps nulls last and ties by id ascending for an ascending sort", () => {
    expect(render(listOrder(byName, { descending: false, id: people.id }))).toBe(
      'lower("people"."last_name") asc nulls last, "people"."id" asc',
    );
  });
  it("reads a never-null key's index backwards for a descending sort", () => {
    expect(render(listOrder(byName, { descending: true, id: people.id }))).toBe(
      'lower("people"."last_name") desc nulls first, "people"."id" desc',
    );
  });
  it("keeps nulls last for a nullable key in both directions", () => {
    expect(render(listOrder(byEmail, { descending: true, id: people.id }))).toBe(
      '"people"."email" desc nulls last, "people"."id" asc',
    );
  });
  it("mirrors every term when read backwards", () => {
    expect(render(listOrder(byEmail, { descending: false, id: people.id, backward: true }))).toBe(
      '"people"."email" desc nulls first, "people"."id" desc',
    );
    expect(render(listOrder(byName, { descending: true, id: people.id, backward: true }))).toBe(
      'lower("people"."last_name") asc nulls last, "people"."id" asc',
    );
  });
});

describe("a descending index (descIndex)", () => {
  it("orders descending as the index's forward read, ties by id ascending, and mirrors it ascending", () => {
    expect(render(listOrder(byUpdatedDescIndex, { descending: true, id: people.id }))).toBe(
      '"people"."updated_at" desc nulls last, "people"."id" asc',
    );
    expect(render(listOrder(byUpdatedDescIndex, { descending: false, id: people.id }))).toBe(
      '"people"."updated_at" asc nulls first, "people"."id" desc',
    );
    expect(render(listOrder(byUpdatedDescIndex, { descending: true, id: people.id, backward: true }))).toBe(
      '"people"."updated_at" asc nulls first, "people"."id" desc',
    );
  });
  it("starts the index range at the cursor's keys and tests the id only on ties", () => {
    const cond = (descending: boolean, backward: boolean) =>
      dialect.sqlToQuery(seekCondition(byUpdatedDescIndex, { descending, backward, nulls: [false], id: people.id }))
        .sql;
    expect(cond(true, false)).toBe(
      '(("people"."updated_at") <= ($1::timestamptz) and (("people"."updated_at") < ($2::timestamptz) or "people"."id" > $3::uuid))',
    );
    expect(cond(true, true)).toBe(
      '(("people"."updated_at") >= ($1::timestamptz) and (("people"."updated_at") > ($2::timestamptz) or "people"."id" < $3::uuid))',
    );
    expect(cond(false, false)).toBe(
      '(("people"."updated_at") >= ($1::timestamptz) and (("people"."updated_at") > ($2::timestamptz) or "people"."id" < $3::uuid))',
    );
  });
});

describe("seekCondition", () => {
  const cond = (sort: ListSort, opts: { descending: boolean; backward: boolean; nulls: boolean[] }) =>
    dialect.sqlToQuery(seekCondition(sort, { ...opts, id: people.id })).sql;
  it("compares one row value for a never-null sort, so the index range starts at the cursor", () => {
    expect(cond(byName, { descending: false, backward: false, nulls: [false] })).toBe(
      '(lower("people"."last_name"), "people"."id") > ($1::text, $2::uuid)',
    );
    expect(cond(byName, { descending: true, backward: false, nulls: [false] })).toBe(
      '(lower("people"."last_name"), "people"."id") < ($1::text, $2::uuid)',
    );
    expect(cond(byUpdated, { descending: true, backward: true, nulls: [false] })).toBe(
      '("people"."updated_at", "people"."id") > ($1::timestamptz, $2::uuid)',
    );
  });
  it("compares a uuid key as a uuid, nulls last", () => {
    // Descending from a child of a park: later names, then the same name's lower parent ids, then its later rows.
    expect(cond(byParent, { descending: true, backward: false, nulls: [false, false] })).toBe(
      '((("people"."email" < $1::text or "people"."email" is null)) or ("people"."email" = $2::text and ("people"."company_id" < $3::uuid or "people"."company_id" is null)) or ("people"."email" = $4::text and "people"."company_id" = $5::uuid and "people"."id" > $6::uuid))',
    );
  });
  it("spells the nulls out for a nullable key", () => {
    // Ascending, nulls last: after a value come greater values and every null.
    expect(cond(byEmail, { descending: false, backward: false, nulls: [false] })).toBe(
      '((("people"."email" > $1::text or "people"."email" is null)) or ("people"."email" = $2::text and "people"."id" > $3::uuid))',
    );
    // After a null (nulls last) only later nulls.
    expect(cond(byEmail, { descending: false, backward: false, nulls: [true] })).toBe(
      '((false) or ("people"."email" is null and "people"."id" > $1::uuid))',
    );
    // Backwards from a null: nulls come first that way round, so every value follows.
    expect(cond(byEmail, { descending: false, backward: true, nulls: [true] })).toBe(
      '(("people"."email" is not null) or ("people"."email" is null and "people"."id" < $1::uuid))',
    );
  });
});

describe("cursors", () => {
  const page = { sort: "lastName", pageSize: 20, page: 5 };
  const first = { keys: ["adams"], id: ID };
  const last = { keys: ["baker"], id: ID };
  const token = encodeCursor(page, first, last);
  const seek = (want: Partial<typeof page>, t = token, sort = byName) => seekFromCursor(t, { ...page, ...want }, sort);

  it("seeks forward from the last row and backward from the first, skipping the pages between", () => {
    expect(seek({ page: 6 })).toEqual({ backward: false, from: last, skip: 0 });
    expect(seek({ page: 7 })).toEqual({ backward: false, from: last, skip: 20 });
    expect(seek({ page: 4 })).toEqual({ backward: true, from: first, skip: 0 });
    expect(seek({ page: 2 })).toEqual({ backward: true, from: first, skip: 40 });
  });
  it("reads page 1 and the cursor's own page by offset", () => {
    expect(seek({ page: 1 })).toBeNull();
    expect(seek({ page: 5 })).toBeNull();
    expect(seekFromCursor(undefined, page, byName)).toBeNull();
  });
  it("answers 'Invalid page cursor' for another sort, another page size, a forged or broken cursor", () => {
    const bad = (fn: () => unknown) => {
      expect(fn).toThrow(AppError);
      expect(fn).toThrow(
        expect.objectContaining({ extra: expect.objectContaining({ detail: "Invalid page cursor" }) }),
      );
    };
    bad(() => seek({ sort: "-lastName", page: 6 }));
    bad(() => seek({ pageSize: 50, page: 6 }));
    bad(() => seek({ page: 6 }, "not-json"));
    bad(() => seek({ page: 6 }, encodeCursor(page, { keys: [null], id: ID }, last)));
    bad(() => seek({ page: 6 }, encodeCursor(page, { keys: ["a"], id: "x" }, last)));
    bad(() => seek({ page: 6 }, encodeCursor(page, { keys: ["a", "b"], id: ID }, last)));
    bad(() => seek({ page: 6 }, encodeCursor(page, { keys: ["yesterday"], id: ID }, last), byUpdated));
    bad(() => seek({ page: 6 }, encodeCursor({ ...page, page: 0 }, first, last)));
  });
  it("takes a timestamp as PostgreSQL's JSON writes it, and a null for a nullable key", () => {
    const at = { keys: ["2026-11-24T11:27:35.522459+00:00"], id: ID };
    expect(seek({ page: 6 }, encodeCursor(page, at, at), byUpdated)?.from).toEqual(at);
    const none = { keys: [null], id: ID };
    const back = seek({ page: 3 }, encodeCursor(page, none, none), byEmail);
    expect(back && seekVariant(back)).toBe(".bn");
    expect(back && seekValues(back)).toEqual({ seek0: null, seek1: ID });
    expect(parseSeekVariant("bn")).toEqual({ backward: true, nulls: [true] });
    expect(seekVariant(null)).toBe("");
  });
  it("takes a uuid or a null for a uuid key, and casts it back to uuid", () => {
    const at = { keys: ["park", ID], id: ID };
    const forward = seek({ page: 6 }, encodeCursor(page, at, at), byParent);
    expect(forward?.from).toEqual(at);
    expect(forward && seekVariant(forward)).toBe(".avv");
    const top = { keys: [null, null], id: ID };
    expect(seek({ page: 6 }, encodeCursor(page, top, top), byParent)?.from).toEqual(top);
    expect(() => seek({ page: 6 }, encodeCursor(page, { keys: ["park", "not-a-uuid"], id: ID }, at), byParent)).toThrow(
      AppError,
    );
  });
  it("takes a finite number for a float8 key", () => {
    const at = { keys: [1234.5], id: ID };
    expect(seek({ page: 6 }, encodeCursor(page, at, at), bySize)?.from).toEqual(at);
    expect(() => seek({ page: 6 }, encodeCursor(page, { keys: ["12"], id: ID }, at), bySize)).toThrow(AppError);
  });
  it("answers no cursor for an empty page", () => {
    expect(pageCursor(page, [])).toBeUndefined();
    expect(pageCursor(page, [first, last])).toBe(token);
  });
});
