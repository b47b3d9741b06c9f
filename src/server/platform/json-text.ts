// An answer whose bulk PostgreSQL already wrote as JSON text (`json_agg(…)::text`), spliced into the reply as is.
// Parsing 200 map pins into objects, checking them and serialising them again cost the event loop more than the
// rest of the request (decision 0044, addendum 3). The text's shape is the statement's job (it builds exactly the
// contract's fields); the other fields are still checked against the contract and serialised here.
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
