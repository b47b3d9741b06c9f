// An answer whose bulk PostgreSQL already wrote as JSON text (`json_agg(…)::text`), spliced into the reply as is.
// Parsing 200 map pins into objects, checking them and serialising them again cost the event loop more than the
// rest of the request (decision 0044, addendum 3). The text's shape is the statement's job (it builds exactly the
// contract's fields); the other fields are still checked against the contract and serialised here.
import { type SQL, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { z } from "zod";

/**
 * The reply for `fields` (checked by `schema`, unknown keys dropped as the contract's serializer would) plus
 * `text`: field name → JSON text written by PostgreSQL. Returns the body typed as the route's response: Fastify
 * sends a string whose content type is JSON without serialising it again.
 */
export function replyWithJsonText<Response>(
  reply: FastifyReply,
  schema: z.ZodType,
  fields: object,
  text: Record<string, string>,
): Response {
  const rest = JSON.stringify(schema.parse(fields));
  const spliced = Object.entries(text).map(([key, json]) => `${JSON.stringify(key)}:${json}`);
  reply.type("application/json; charset=utf-8");
  const body = rest === "{}" ? `{${spliced.join(",")}}` : `{${spliced.join(",")},${rest.slice(1)}`;
  return body as Response;
}

/**
 * A timestamptz as the DTOs write it with `Date#toISOString()`: UTC, milliseconds (PostgreSQL's MS cuts the
 * microseconds as node-postgres's Date does, never rounds), "Z".
 */
export const isoTimeText = (expr: SQL): SQL =>
  sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Aggregate: the rows of `item` (a row whose column names are the contract's keys, e.g. a lateral subquery's
 * alias) as one compact JSON array text in `order`, "[]" for none. `to_json` of an array of rows writes no
 * spaces (json_agg and json_build_object do).
 */
export const jsonArrayText = (item: SQL, order: SQL): SQL =>
  sql`coalesce(to_json(array_agg(${item} order by ${order}))::text, '[]')`;
