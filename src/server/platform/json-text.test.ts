import { describe, expect, it } from "vitest";
import { z } from "zod";
import { replyWithJsonText } from "#server/platform/json-text.ts";

function fakeReply() {
  const sent: { type?: string } = {};
  return { sent, reply: { type: (t: string) => Object.assign(sent, { type: t }) } as never };
}

describe("replyWithJsonText", () => {
  const schema = z.object({ truncated: z.boolean(), note: z.string().nullable() });

  it("splices the JSON text in as is beside the checked fields, and says the body is JSON", () => {
    const { sent, reply } = fakeReply();
    const body = replyWithJsonText<string>(
      reply,
      schema,
      { truncated: true, note: 'a "b"' },
      { points: '[{"id":"x"}]' },
    );
    expect(sent.type).toBe("application/json; charset=utf-8");
    expect(JSON.parse(body)).toEqual({ points: [{ id: "x" }], truncated: true, note: 'a "b"' });
  });

  it("drops fields the contract does not name, and refuses fields of the wrong type", () => {
    const { reply } = fakeReply();
    const body = replyWithJsonText<string>(
      reply,
      schema,
      { truncated: false, note: null, secret: 1 },
      { points: "[]" },
    );
    expect(JSON.parse(body)).toEqual({ points: [], truncated: false, note: null });
    expect(() => replyWithJsonText(reply, schema, { truncated: "yes", note: null }, { points: "[]" })).toThrow();
  });

  it("answers the text fields alone when no other field is left", () => {
    const { reply } = fakeReply();
    expect(replyWithJsonText<string>(reply, z.object({}), {}, { points: "[1]" })).toBe('{"points":[1]}');
  });
});
