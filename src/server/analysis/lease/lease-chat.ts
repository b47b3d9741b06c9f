// Questions about one lease: its clauses are the passages of the shared document chat (analysis/chat), with a
// few lease synonyms and the lease abstract's short answers.
import type { PdfPage } from "#server/analysis/pdf/pdf-text.ts";
import { buildLeaseDoc, sentencesIn } from "#server/analysis/lease/lease-doc.ts";
import { answerFromPassages, type Passage } from "#server/analysis/chat/passage-chat.ts";
import type { LlmConfig } from "#server/analysis/lease/llm-engine.ts";
import { clean } from "#server/analysis/lease/parse-values.ts";
import { analyzeLeaseLocal } from "#server/analysis/lease/local-engine.ts";
import { fieldAnswerFor, NOT_ADDRESSED } from "#server/analysis/lease/chat-answer.ts";

export { rankPassages, tokenize } from "#server/analysis/chat/passage-chat.ts";

export type LeaseAnswer = { answer: string; citations: { page: number; snippet: string }[] };
export type ChatOptions = { llm?: LlmConfig; topK?: number };

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

export async function answerLeaseQuestion(
  pages: PdfPage[],
  question: string,
  opts: ChatOptions = {},
): Promise<LeaseAnswer> {
  return answerFromPassages(segmentPassages(pages), question, {
    noun: "lease",
    notAddressed: NOT_ADDRESSED,
    synonyms: SYNONYMS,
    llm: opts.llm,
    topK: opts.topK,
    // Local: the abstract's value when the question asks for a field, then the clause it comes from.
    fieldAnswer: (q) => fieldAnswerFor(analyzeLeaseLocal(pages, "concise"), q),
  });
}
