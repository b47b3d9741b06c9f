// Questions about one lease: clauses are ranked with BM25 (plus a few lease synonyms), and the
// answer quotes the best clauses (local) or is written by the LLM from those clauses only.
import type { PdfPage } from "#server/analysis/pdf/pdf-text.ts";
import { buildLeaseDoc, sentencesIn } from "#server/analysis/lease/lease-doc.ts";
import { chatJson, type LlmConfig } from "#server/analysis/lease/llm-engine.ts";
import { clean } from "#server/analysis/lease/parse-values.ts";

export type LeaseAnswer = { answer: string; citations: { page: number; snippet: string }[] };
export type ChatOptions = { llm?: LlmConfig; topK?: number };

type Passage = { page: number; text: string; heading: string };

const STOP = new Set(
  "a an and are as at be by can do does for from has have how i in is it its of on or so that the this to was what when where which who will with my our there their any about under does did".split(
    " ",
  ),
);

// Brokers ask in their words; leases answer in drafters' words.
const SYNONYMS: Record<string, string[]> = {
  renew: ["extend", "extension", "renewal", "option"],
  renewal: ["extend", "extension", "renew", "option"],
  extend: ["renew", "renewal", "extension"],
  rent: ["base", "rental", "monthly", "annual"],
  deposit: ["security", "letter", "credit"],
  sublet: ["sublease", "assign", "assignment", "transfer", "subletting"],
  sublease: ["sublet", "assign", "assignment", "transfer"],
  assign: ["assignment", "transfer", "sublet"],
  terminate: ["termination", "cancel", "early"],
  cam: ["operating", "expenses", "common", "area", "maintenance"],
  opex: ["operating", "expenses"],
  expenses: ["operating", "costs", "cam"],
  taxes: ["tax", "real", "estate"],
  parking: ["spaces", "garage", "stalls"],
  holdover: ["holding", "over", "hold"],
  late: ["late", "charge", "fee", "overdue"],
  ti: ["improvement", "allowance", "improvements"],
  allowance: ["improvement", "tenant"],
  expire: ["expiration", "term", "end"],
  expiration: ["expire", "term"],
  start: ["commencement", "commence"],
  insurance: ["insure", "liability", "coverage"],
  signage: ["sign", "signs"],
  use: ["permitted", "purpose"],
};

export function tokenize(s: string): string[] {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9$%.\s]/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ""))
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map(stem);
}

function stem(w: string): string {
  return w.replace(/(?:ings?|ed|es|s)$/, (m) => (w.length - m.length >= 4 ? "" : m));
}

/** Clause-sized passages: numbered clauses, long ones split into ~900-character windows. */
export function segmentPassages(pages: PdfPage[]): Passage[] {
  const doc = buildLeaseDoc(pages);
  const out: Passage[] = [];
  for (const c of doc.clauses) {
    const sentences = sentencesIn(doc, c.start, c.end);
    let buf = "";
    let page = c.page;
    for (const s of sentences) {
      if (!buf) page = s.page;
      buf += `${buf ? " " : ""}${clean(s.text)}`;
      if (buf.length > 900) {
        out.push({ page, text: buf, heading: c.heading });
        buf = "";
      }
    }
    if (buf.trim().length > 20) out.push({ page, text: buf, heading: c.heading });
  }
  return out;
}

export function rankPassages(passages: Passage[], question: string, topK = 3): { passage: Passage; score: number }[] {
  const q = tokenize(question);
  const expanded = new Map<string, number>();
  for (const t of q) {
    expanded.set(t, 1);
    for (const syn of SYNONYMS[t] ?? []) if (!expanded.has(stem(syn))) expanded.set(stem(syn), 0.5);
  }
  const docs = passages.map((p) => tokenize(`${p.heading} ${p.heading} ${p.text}`));
  const N = docs.length || 1;
  const avg = docs.reduce((a, d) => a + d.length, 0) / N || 1;
  const df = new Map<string, number>();
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  const k1 = 1.4;
  const b = 0.75;
  const scored = docs.map((d, i) => {
    const tf = new Map<string, number>();
    for (const t of d) tf.set(t, (tf.get(t) ?? 0) + 1);
    let score = 0;
    for (const [t, w] of expanded) {
      const f = tf.get(t);
      if (!f) continue;
      const idf = Math.log(1 + (N - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
      score += w * idf * ((f * (k1 + 1)) / (f + k1 * (1 - b + (b * d.length) / avg)));
    }
    return { passage: passages[i], score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b2) => b2.score - a.score)
    .slice(0, topK);
}

/** The sentences of a passage that share the most terms with the question (what to quote). */
function bestSentences(text: string, question: string, max = 2): string {
  const q = new Set(tokenize(question));
  const sentences = text.split(/(?<=[.;])\s+(?=[A-Z(0-9])/);
  const ranked = sentences
    .map((s, i) => ({ s, i, n: tokenize(s).filter((t) => q.has(t)).length }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i);
  return ranked.map((r) => r.s).join(" ");
}

export async function answerLeaseQuestion(
  pages: PdfPage[],
  question: string,
  opts: ChatOptions = {},
): Promise<LeaseAnswer> {
  const top = rankPassages(segmentPassages(pages), question, opts.topK ?? 3);
  if (top.length === 0) return { answer: "The lease does not appear to address this.", citations: [] };
  const citations = top.map((t) => ({
    page: t.passage.page,
    snippet: bestSentences(t.passage.text, question, 2).slice(0, 400),
  }));
  if (opts.llm) {
    try {
      const context = top.map((t, i) => `[${i + 1}] (page ${t.passage.page}) ${t.passage.text}`).join("\n\n");
      const content = await chatJson(opts.llm, [
        {
          role: "system",
          content:
            'You answer questions about a commercial lease using only the numbered clauses given. Reply as JSON {"answer": string, "sources": number[]} where sources are the clause numbers you used. If the clauses do not answer the question, say so.',
        },
        { role: "user", content: `Clauses:\n${context}\n\nQuestion: ${question}` },
      ]);
      const parsed = JSON.parse(content) as { answer?: unknown; sources?: unknown };
      if (typeof parsed.answer === "string" && parsed.answer.trim()) {
        const used = Array.isArray(parsed.sources)
          ? parsed.sources.filter((n): n is number => typeof n === "number" && n >= 1 && n <= top.length)
          : [];
        return { answer: parsed.answer.trim(), citations: used.length ? used.map((n) => citations[n - 1]) : citations };
      }
    } catch {
      // Fall through to the local answer: a quote is better than nothing.
    }
  }
  const best = top[0];
  const quote = citations[0].snippet;
  return {
    answer: `Per ${best.passage.heading && best.passage.heading !== "Preamble" ? `"${best.passage.heading}" ` : "the lease "}(page ${best.passage.page}): "${quote}"`,
    citations,
  };
}
