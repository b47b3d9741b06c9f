import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";
import { answerLeaseQuestion } from "#server/analysis/lease/lease-chat.ts";

// A fake OpenAI-compatible server: the reply is chosen per test through `next`.
let server: Server;
let baseUrl = "";
let next: (body: { messages: { role: string; content: string }[] }) => { status?: number; content: string } = () => ({
  content: "{}",
});
const seen: { auth?: string; body: { model: string; response_format?: unknown } }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      const body = JSON.parse(raw);
      seen.push({ auth: req.headers.authorization, body });
      const r = next(body);
      res.writeHead(r.status ?? 200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: r.content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const pages = [
  {
    number: 1,
    text: "OFFICE LEASE\nLandlord: Alpha Towers LLC\nTenant: Beta Labs Inc.\nRentable Area: 5,000 RSF\nTerm: 60 months",
  },
  {
    number: 2,
    text: "7. LATE CHARGE. Tenant shall pay a late charge of five percent (5%) of any amount not paid within five days.\n8. PARKING. Tenant may use ten (10) parking spaces.",
  },
];

describe("LLM engine", () => {
  it("uses grounded LLM values, drops ungrounded ones, fills gaps from the local engine", async () => {
    next = () => ({
      content: JSON.stringify({
        landlord: {
          value: "Alpha Towers LLC",
          normalized: "Alpha Towers LLC",
          page: 1,
          snippet: "Landlord: Alpha Towers LLC",
          confidence: 0.9,
        },
        // Invented: the snippet is not on page 1, so the local value must win.
        tenant: {
          value: "Gamma Corp",
          normalized: "Gamma Corp",
          page: 1,
          snippet: "Tenant: Gamma Corp",
          confidence: 0.9,
        },
        rentableSquareFeet: "5000",
      }),
    });
    const a = await analyzeLease(pages, { detail: "concise", llm: { baseUrl, apiKey: "k-test", model: "fake-model" } });
    expect(a.meta.engine).toBe("llm+local");
    expect(a.landlord?.normalized).toBe("Alpha Towers LLC");
    expect(a.tenant?.normalized).toBe("Beta Labs Inc.");
    expect(a.rentableSquareFeet?.normalized).toBe(5000);
    const last = seen[seen.length - 1];
    expect(last.auth).toBe("Bearer k-test");
    expect(last.body).toMatchObject({ model: "fake-model", response_format: { type: "json_object" } });
  });
  it("falls back to the local result on invalid JSON or an HTTP error", async () => {
    next = () => ({ content: "not json at all" });
    const a = await analyzeLease(pages, { detail: "concise", llm: { baseUrl, model: "m" } });
    expect(a.meta.engine).toBe("local");
    expect(a.tenant?.normalized).toBe("Beta Labs Inc.");
    next = () => ({ status: 500, content: "" });
    const b = await analyzeLease(pages, { detail: "detailed", llm: { baseUrl, model: "m" } });
    expect(b.warnings.some((w) => /LLM engine unavailable/.test(w))).toBe(true);
  });
  it("chat: grounded LLM answer with the clauses it used, local quote otherwise", async () => {
    next = (body) => {
      expect(body.messages[1].content).toContain("late charge");
      return { content: JSON.stringify({ answer: "5% of the unpaid amount after five days.", sources: [1] }) };
    };
    const a = await answerLeaseQuestion(pages, "What is the late fee?", { llm: { baseUrl, model: "m" } });
    expect(a.answer).toBe("5% of the unpaid amount after five days.");
    expect(a.citations[0].page).toBe(2);
    const local = await answerLeaseQuestion(pages, "How many parking spaces?");
    expect(local.answer).toContain("ten (10) parking spaces");
    expect(local.citations[0]).toMatchObject({ page: 2 });
  });
});
