// OpenAI-compatible engine: the model fills the same contract; anything invalid falls back to the local result.
import { type OmAbstract, omAbstractSchema, omScalarKeys } from "#shared/contract/om-abstract.ts";
import { checkConsistency } from "./om-consistency.ts";
import type { OmPage } from "./om-text.ts";

export type LlmOptions = { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number; maxChars?: number };

const SYSTEM = `You abstract commercial real-estate offering memoranda. Answer with one JSON object only.
Scalar keys: ${omScalarKeys.join(", ")}. Each is null when the document does not state it, else
{"value": text as written, "normalized": number or string, "page": page number, "snippet": the source line, "confidence": 0..1}.
Money in dollars, percentages as percent numbers (5.51 for 5.51 %), areas in square feet, landArea in acres, walt in years.
propertyType normalized is one of multifamily, office, medical-office, retail, industrial, mixed-use, land, hospitality, self-storage, manufactured-housing, senior-housing, other.
When both current (in-place, actual, T-12) and pro forma figures are given, noi/capRate/grossPotentialRent/effectiveGrossIncome/vacancy/expenses hold the current ones and financialBasis is "current"; currentNoi/currentCapRate hold the current side and proFormaNoi/proFormaCapRate/proFormaGrossPotentialRent/proFormaEffectiveGrossIncome/proFormaVacancy/proFormaExpenses the pro forma side. When only pro forma figures are given, the headline keys hold them, financialBasis is "pro-forma" and the proForma* twins of gross potential rent, EGI, vacancy and expenses are null. If no cap rate is stated, capRate = noi / askingPrice.
Also: "financialBasis": "current" | "pro-forma" | null, "rentRoll": [{"tenant","suite","squareFeet","rent","rentPeriod":"monthly"|"annual"|null,"leaseEnd","page"}],
"highlights": [{"text","page"}], "brokers": [{"name","title","phone","email","company"}]. Never invent values.`;

function stripFences(s: string): string {
  const m = /```(?:json)?\s*([\s\S]*?)```/.exec(s);
  return (m ? m[1] : s).trim();
}

export async function analyzeOmWithLlm(pages: OmPage[], llm: LlmOptions, local: OmAbstract): Promise<OmAbstract> {
  const maxChars = llm.maxChars ?? 60_000;
  let doc = "";
  for (const p of pages) {
    const chunk = `\n=== page ${p.number} ===\n${p.text}`;
    if (doc.length + chunk.length > maxChars) break;
    doc += chunk;
  }
  try {
    const res = await fetch(`${llm.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}) },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: SYSTEM },
          { role: "user", content: doc },
        ],
      }),
      signal: AbortSignal.timeout(llm.timeoutMs ?? 120_000),
    });
    if (!res.ok) return local;
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string") return local;
    const raw = JSON.parse(stripFences(content)) as Record<string, unknown>;
    // Consistency is recomputed here, never taken from the model; arrays default to empty.
    const candidate = {
      rentRoll: [],
      highlights: [],
      brokers: [],
      financialBasis: null,
      ...raw,
      engine: "llm",
      pageCount: pages.length,
      consistency: { checks: [], issues: [] },
    };
    const parsed = omAbstractSchema.safeParse(candidate);
    if (!parsed.success) return local;
    return { ...parsed.data, consistency: checkConsistency(parsed.data) };
  } catch {
    return local;
  }
}
