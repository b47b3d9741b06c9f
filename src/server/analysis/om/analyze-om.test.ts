import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { omAbstractSchema } from "#shared/contract/om-abstract.ts";
import { analyzeFile, analyzeOm } from "./analyze-om.ts";

describe("analyzeFile on a generated PDF", () => {
  it("abstracts the office memorandum end to end", async () => {
    const r = await analyzeFile(new Uint8Array(await readFile("fixtures/om/harbor_view_office_om.pdf")));
    expect(omAbstractSchema.safeParse(r).success).toBe(true);
    expect(r.propertyName?.normalized).toBe("Harbor View Corporate Center");
    expect(r.propertyType?.normalized).toBe("office");
    expect(r.askingPrice).toMatchObject({ normalized: 24_500_000, page: 2 });
    expect(r.noi?.normalized).toBe(1_602_000);
    expect(r.proFormaNoi?.normalized).toBe(1_740_000);
    expect(r.proFormaCapRate?.normalized).toBe(7.1);
    expect(r.buildingSquareFeet?.normalized).toBe(86_500);
    expect(r.rentRoll.length).toBe(5);
    expect(r.brokers[0]?.email).toBe("dana.whitfield@baylinecre.com");
    expect(r.consistency.checks.find((c) => c.name.includes("pro forma"))?.ok).toBe(true);
  });
});

const shared = "../shared/fixtures/om/Lund_Pointe_Apartments_OM_NeilWalter_2016.pdf";
describe.skipIf(!existsSync(shared))("third-party OM (optional)", () => {
  it("returns a valid abstract", async () => {
    const r = await analyzeFile(new Uint8Array(await readFile(shared)));
    expect(omAbstractSchema.safeParse(r).success).toBe(true);
    expect(r.pageCount).toBe(17);
  });
});

describe("LLM engine against a fake OpenAI-compatible server", () => {
  let server: Server;
  let baseUrl = "";
  let reply: (body: { model: string; messages: { content: string }[] }) => unknown = () => ({});
  const seen: { auth?: string; model?: string; path?: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = "";
      req.on("data", (c) => {
        data += c;
      });
      req.on("end", () => {
        const body = JSON.parse(data);
        seen.push({ auth: req.headers.authorization, model: body.model, path: req.url });
        const content = reply(body);
        if (content === 500) {
          res.writeHead(500).end("boom");
          return;
        }
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const pages = [{ number: 1, text: "Elm Plaza\nOffering Price $2,000,000\nNOI $130,000" }];
  const f = (value: string, normalized: number | string) => ({
    value,
    normalized,
    page: 1,
    snippet: value,
    confidence: 0.9,
  });

  it("uses a valid model answer and recomputes consistency itself", async () => {
    reply = () =>
      `\`\`\`json\n${JSON.stringify({
        propertyName: f("Elm Plaza", "Elm Plaza"),
        askingPrice: f("$2,000,000", 2_000_000),
        noi: f("$130,000", 130_000),
        capRate: f("7%", 7),
        financialBasis: "current",
        ...Object.fromEntries(
          [
            "address",
            "propertyType",
            "propertyClass",
            "pricePerSquareFoot",
            "pricePerUnit",
            "currentCapRate",
            "proFormaCapRate",
            "currentNoi",
            "proFormaNoi",
            "grossPotentialRent",
            "effectiveGrossIncome",
            "vacancy",
            "expenses",
            "buildingSquareFeet",
            "landArea",
            "yearBuilt",
            "yearRenovated",
            "units",
            "occupancy",
            "walt",
          ].map((k) => [k, null]),
        ),
        consistency: { checks: [], issues: ["made up"] },
      })}\n\`\`\``;
    const r = await analyzeOm(pages, { llm: { baseUrl, apiKey: "k-test", model: "tiny" } });
    expect(r.engine).toBe("llm");
    expect(r.capRate?.normalized).toBe(7);
    expect(r.consistency.checks[0]).toMatchObject({ stated: 7, computed: 6.5, ok: false });
    expect(seen.at(-1)).toMatchObject({ auth: "Bearer k-test", model: "tiny", path: "/v1/chat/completions" });
  });

  it("falls back to the local result when the answer does not fit the schema", async () => {
    reply = () => JSON.stringify({ askingPrice: "two million" });
    const r = await analyzeOm(pages, { llm: { baseUrl, model: "tiny" } });
    expect(r.engine).toBe("local");
    expect(r.askingPrice?.normalized).toBe(2_000_000);
  });

  it("falls back on HTTP errors and non-JSON content", async () => {
    reply = () => 500;
    expect((await analyzeOm(pages, { llm: { baseUrl, model: "tiny" } })).engine).toBe("local");
    reply = () => "I cannot help with that";
    expect((await analyzeOm(pages, { llm: { baseUrl, model: "tiny" } })).engine).toBe("local");
  });
});
