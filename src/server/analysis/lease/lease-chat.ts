// Questions about one lease: clauses are ranked with BM25 (plus a few lease synonyms), and the
// answer quotes the best clauses (local) or is written by the LLM from those clauses only.
import type { PdfPage } from "#server/analysis/pdf/pdf-text.ts";
import { buildLeaseDoc, sentencesIn } from "#server/analysis/lease/lease-doc.ts";
import { chatJson, type LlmConfig } from "#server/analysis/lease/llm-engine.ts";
import { clean } from "#server/analysis/lease/parse-values.ts";
import { analyzeLeaseLocal } from "#server/analysis/lease/local-engine.ts";
import { fieldAnswerFor, NOT_ADDRESSED, quoteSentences } from "#server/analysis/lease/chat-answer.ts";

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

export async function answerLeaseQuestion(
  pages: PdfPage[],
  question: string,
  opts: ChatOptions = {},
): Promise<LeaseAnswer> {
  const top = rankPassages(segmentPassages(pages), question, opts.topK ?? 3);
  // A passage answers only when it shares one of the question's own words (synonyms alone are not enough).
  const own = new Set(tokenize(question));
  const relevant = top.filter((t) => tokenize(t.passage.text).some((w) => own.has(w)));
  const expanded = new Set([...own, ...[...own].flatMap((t) => (SYNONYMS[t] ?? []).map(stem))]);
  const citations = relevant.map((t) => ({
    page: t.passage.page,
    snippet: quoteSentences(t.passage.text, expanded, tokenize),
  }));
  if (citations.length === 0) return { answer: NOT_ADDRESSED, citations: [] };
  if (opts.llm) {
    try {
      const context = relevant.map((t, i) => `[${i + 1}] (page ${t.passage.page}) ${t.passage.text}`).join("\n\n");
      const content = await chatJson(opts.llm, [
        {
          role: "system",
          content: `You answer questions about a commercial lease using only the numbered clauses given. Reply as JSON {"answer": string, "sources": number[]}: the answer is one or two short plain-language sentences; sources are the clause numbers it rests on. If the clauses do not answer the question, the answer is exactly "${NOT_ADDRESSED}" and sources is empty.`,
        },
        { role: "user", content: `Clauses:\n${context}\n\nQuestion: ${question}` },
      ]);
      const parsed = JSON.parse(content) as { answer?: unknown; sources?: unknown };
      if (typeof parsed.answer === "string" && parsed.answer.trim()) {
        const used = Array.isArray(parsed.sources)
          ? parsed.sources.filter((n): n is number => typeof n === "number" && n >= 1 && n <= relevant.length)
          : [];
        const answer = parsed.answer.trim();
        if (answer === NOT_ADDRESSED) return { answer, citations: [] };
        // Citations are our own quotes of the clauses the model named: verified against the text by construction.
        return { answer, citations: used.length ? used.map((n) => citations[n - 1]) : citations };
      }
    } catch {
      // Fall through to the local answer: a quote is better than nothing.
    }
  }
  // Local: the abstract's value when the question asks for a field, then the clause it comes from.
  const fromField = fieldAnswerFor(analyzeLeaseLocal(pages, "concise"), question);
  if (fromField) {
    const onPage = citations.filter((c) => c.page === fromField.page);
    const rest = citations.filter((c) => c.page !== fromField.page);
    return { answer: fromField.answer, citations: [...onPage, ...rest] };
  }
  const best = relevant[0];
  const where = best.passage.heading && best.passage.heading !== "Preamble" ? `"${best.passage.heading}"` : "the lease";
  return { answer: `See ${where} on page ${best.passage.page}: ${citations[0].snippet}`, citations };
}
