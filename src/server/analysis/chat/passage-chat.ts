// Questions about one document, whatever its kind: passages ranked with BM25 (plus the kind's synonyms), the
// answer read from the abstract when the question asks for one of its fields (local), or written by the LLM
// from the ranked passages only; citations are always our own whole-sentence quotes of those passages.
import { quoteSentences, sentencesOf } from "#server/analysis/lease/chat-answer.ts";
import { chatJson, type LlmConfig } from "#server/analysis/lease/llm-engine.ts";

export type Passage = { page: number; text: string; heading: string };
export type Citation = { page: number; snippet: string };
export type DocumentAnswer = { answer: string; citations: Citation[] };
export type Synonyms = Record<string, string[]>;
/** The abstract's answer to a field question, with where the value was read. */
export type FieldAnswer = { answer: string; page: number; snippet: string };

const STOP = new Set(
  "a an and are as at be by can do does for from has have how i in is it its of on or so that the this to was what when where which who will with my our there their any about under does did".split(
    " ",
  ),
);

function stem(w: string): string {
  return w.replace(/(?:ings?|ed|es|s)$/, (m) => (w.length - m.length >= 4 ? "" : m));
}

export function tokenize(s: string): string[] {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9$%.\s]/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ""))
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map(stem);
}

export function rankPassages(
  passages: Passage[],
  question: string,
  topK = 3,
  synonyms: Synonyms = {},
): { passage: Passage; score: number }[] {
  const q = tokenize(question);
  const expanded = new Map<string, number>();
  for (const t of q) {
    expanded.set(t, 1);
    for (const syn of synonyms[t] ?? []) if (!expanded.has(stem(syn))) expanded.set(stem(syn), 0.5);
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

export type AnswerOptions = {
  /** "lease", "offering memorandum": how the LLM is told what it reads. */
  noun: string;
  /** The exact sentence for "nothing in the document answers this". */
  notAddressed: string;
  synonyms?: Synonyms;
  llm?: LlmConfig;
  topK?: number;
  /** The abstract's short answer when the question asks for one of its fields (local engine). */
  fieldAnswer?: (question: string) => FieldAnswer | null;
};

/** The whole sentence (or table line) of the field's page that shares most words with the field's snippet. */
function quoteAround(passages: Passage[], field: FieldAnswer): Citation | null {
  if (/^computed\b/.test(field.snippet)) return null;
  const want = new Set(tokenize(field.snippet));
  if (want.size === 0) return null;
  let best: { text: string; n: number } | null = null;
  for (const p of passages) {
    if (p.page !== field.page) continue;
    for (const unit of p.text.split(/\n+/).flatMap(sentencesOf)) {
      const n = new Set(tokenize(unit).filter((t) => want.has(t))).size;
      if (!best || n > best.n) best = { text: unit, n };
    }
  }
  return best && best.n >= Math.ceil(want.size / 2) ? { page: field.page, snippet: best.text } : null;
}

export async function answerFromPassages(
  passages: Passage[],
  question: string,
  opts: AnswerOptions,
): Promise<DocumentAnswer> {
  const synonyms = opts.synonyms ?? {};
  const top = rankPassages(passages, question, opts.topK ?? 3, synonyms);
  // A passage answers only when it shares one of the question's own words (synonyms alone are not enough).
  const own = new Set(tokenize(question));
  const relevant = top.filter((t) => tokenize(t.passage.text).some((w) => own.has(w)));
  const expanded = new Set([...own, ...[...own].flatMap((t) => (synonyms[t] ?? []).map(stem))]);
  const citations = relevant.map((t) => ({
    page: t.passage.page,
    snippet: quoteSentences(t.passage.text, expanded, tokenize),
  }));
  // Asked in the abstract's words ("NOI") that no passage prints: the field's own line still answers.
  if (citations.length === 0) {
    const fromField = opts.fieldAnswer?.(question) ?? null;
    const own = fromField && quoteAround(passages, fromField);
    return fromField && own
      ? { answer: fromField.answer, citations: [own] }
      : { answer: opts.notAddressed, citations: [] };
  }
  if (opts.llm) {
    try {
      const context = relevant.map((t, i) => `[${i + 1}] (page ${t.passage.page}) ${t.passage.text}`).join("\n\n");
      const content = await chatJson(opts.llm, [
        {
          role: "system",
          content: `You answer questions about a commercial ${opts.noun} using only the numbered passages given. Reply as JSON {"answer": string, "sources": number[]}: the answer is one or two short plain-language sentences; sources are the passage numbers it rests on. If the passages do not answer the question, the answer is exactly "${opts.notAddressed}" and sources is empty.`,
        },
        { role: "user", content: `Passages:\n${context}\n\nQuestion: ${question}` },
      ]);
      const parsed = JSON.parse(content) as { answer?: unknown; sources?: unknown };
      if (typeof parsed.answer === "string" && parsed.answer.trim()) {
        const used = Array.isArray(parsed.sources)
          ? parsed.sources.filter((n): n is number => typeof n === "number" && n >= 1 && n <= relevant.length)
          : [];
        const answer = parsed.answer.trim();
        if (answer === opts.notAddressed) return { answer, citations: [] };
        // Citations are our own quotes of the passages the model named: verified against the text by construction.
        return { answer, citations: used.length ? used.map((n) => citations[n - 1]) : citations };
      }
    } catch {
      // Fall through to the local answer: a quote is better than nothing.
    }
  }
  const fromField = opts.fieldAnswer?.(question) ?? null;
  if (fromField) {
    const own = quoteAround(passages, fromField);
    const onPage = citations.filter((c) => c.page === fromField.page && c.snippet !== own?.snippet);
    const rest = citations.filter((c) => c.page !== fromField.page);
    return { answer: fromField.answer, citations: [...(own ? [own] : []), ...onPage, ...rest] };
  }
  const best = relevant[0];
  const where =
    best.passage.heading && best.passage.heading !== "Preamble" ? `"${best.passage.heading}"` : `the ${opts.noun}`;
  return { answer: `See ${where} on page ${best.passage.page}: ${citations[0].snippet}`, citations };
}
