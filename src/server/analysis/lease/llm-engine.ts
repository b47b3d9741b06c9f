// OpenAI-compatible engine: asks POST {baseUrl}/chat/completions for a JSON abstract, validates it
// with the shared zod schemas, keeps only values whose snippet is really on the cited page, and fills
// every gap (or a failed call) from the local engine's result.
import { z } from "zod";
import {
  type LeaseAbstract,
  type LeaseField,
  type LeaseFieldKey,
  leaseFieldKeys,
  leaseFieldSchema,
  leaseOptionSchema,
  rentStepSchema,
} from "#shared/contract/lease-abstract.ts";
import type { PdfPage } from "#server/analysis/pdf/pdf-text.ts";
import { type Detail, analyzeLeaseLocal, finishAbstract } from "#server/analysis/lease/local-engine.ts";

export type LlmConfig = { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number; maxChars?: number };

type ChatMessage = { role: "system" | "user"; content: string };

/** One chat completion in JSON mode; returns the message content. */
export async function chatJson(cfg: LlmConfig, messages: ChatMessage[]): Promise<string> {
  const res = await fetch(`${cfg.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}) },
    body: JSON.stringify({ model: cfg.model, messages, temperature: 0, response_format: { type: "json_object" } }),
    signal: AbortSignal.timeout(cfg.timeoutMs ?? 120_000),
  });
  if (!res.ok) throw new Error(`LLM HTTP ${res.status}`);
  const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new Error("LLM answer has no message content");
  return content;
}

/** Page-marked text, cut to a character budget (the model's context is finite). */
export function pagesForPrompt(pages: PdfPage[], maxChars: number): string {
  let out = "";
  for (const p of pages) {
    const chunk = `\n[Page ${p.number}]\n${p.text}\n`;
    if (out.length + chunk.length > maxChars) {
      out += chunk.slice(0, Math.max(0, maxChars - out.length));
      break;
    }
    out += chunk;
  }
  return out;
}

const SYSTEM = `You abstract commercial real-estate leases. Answer with one JSON object only.
For each field give {"value": exact words from the lease, "normalized": ISO yyyy-mm-dd for dates, a plain number for money/areas/percentages/months, else a short string, "page": page number, "snippet": a verbatim quote (10-200 characters) from that page} or null when the lease does not state it. Never guess.
Fields: ${leaseFieldKeys.join(", ")}.
Also "baseRentSchedule": [{"period","start","end","annual","monthly","perSquareFoot","page","snippet"}] and "renewalOptions", "terminationOptions", "expansionOptions", "contractionOptions", "firstRefusalRights", "firstOfferRights": [{"count","termMonths","noticeMonths","noticeDeadline","rent","text","page","snippet"}] (a first right's noticeDeadline only when the lease ties it to a date).`;

const squash = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

function grounded(pages: PdfPage[], page: number, snippet: string): boolean {
  const p = pages.find((x) => x.number === page);
  if (!p || snippet.trim().length < 3) return false;
  const hay = squash(p.text);
  const needle = squash(snippet)
    .replace(/[…]+$/, "")
    .replace(/\.\.\.$/, "");
  return hay.includes(needle.slice(0, 200));
}

const looseField = leaseFieldSchema.extend({ confidence: z.number().min(0).max(1).default(0.8) }).nullable();

export async function analyzeLeaseLlm(
  pages: PdfPage[],
  detail: Detail,
  cfg: LlmConfig,
  ocrPages: number[] = [],
): Promise<LeaseAbstract> {
  const local = analyzeLeaseLocal(pages, detail, ocrPages);
  let raw: unknown;
  try {
    const content = await chatJson(cfg, [
      { role: "system", content: SYSTEM },
      { role: "user", content: `Lease text:\n${pagesForPrompt(pages, cfg.maxChars ?? 120_000)}` },
    ]);
    raw = JSON.parse(content);
  } catch (err) {
    return {
      ...local,
      warnings: [...local.warnings, `LLM engine unavailable, local result used (${(err as Error).message}).`],
    };
  }
  if (!raw || typeof raw !== "object")
    return { ...local, warnings: [...local.warnings, "LLM answer was not a JSON object; local result used."] };
  const obj = raw as Record<string, unknown>;
  let fromLlm = 0;
  let fromLocal = 0;
  const fields = {} as Record<LeaseFieldKey, LeaseField | null>;
  for (const key of leaseFieldKeys) {
    const parsed = looseField.safeParse(obj[key] ?? null);
    if (parsed.success && parsed.data && grounded(pages, parsed.data.page, parsed.data.snippet)) {
      fields[key] = parsed.data;
      fromLlm++;
    } else {
      fields[key] = local[key];
      if (local[key]) fromLocal++;
    }
  }
  const list = <T extends z.ZodTypeAny>(schema: T, v: unknown, fallback: z.infer<T>[]): z.infer<T>[] => {
    const r = z.array(schema).safeParse(v);
    if (!r.success) return fallback;
    const ok = (r.data as { page: number; snippet: string }[]).every((x) => grounded(pages, x.page, x.snippet));
    return ok ? (r.data as z.infer<T>[]) : fallback;
  };
  const body = {
    ...fields,
    baseRentSchedule: list(rentStepSchema, obj.baseRentSchedule, local.baseRentSchedule),
    renewalOptions: list(leaseOptionSchema, obj.renewalOptions, local.renewalOptions),
    terminationOptions: list(leaseOptionSchema, obj.terminationOptions, local.terminationOptions),
    expansionOptions: list(leaseOptionSchema, obj.expansionOptions, local.expansionOptions),
    contractionOptions: list(leaseOptionSchema, obj.contractionOptions, local.contractionOptions),
    firstRefusalRights: list(leaseOptionSchema, obj.firstRefusalRights, local.firstRefusalRights),
    firstOfferRights: list(leaseOptionSchema, obj.firstOfferRights, local.firstOfferRights),
  };
  const engine = fromLlm === 0 ? "local" : fromLocal === 0 ? "llm" : "llm+local";
  return finishAbstract(body, detail, { engine, pageCount: pages.length, ocrPages });
}
