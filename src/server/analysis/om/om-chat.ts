// Questions about one offering memorandum: its pages cut into passages for the shared document chat
// (analysis/chat), a few memorandum synonyms, and short answers read from the memorandum's abstract.
import { answerFromPassages, type DocumentAnswer, type Passage } from "#server/analysis/chat/passage-chat.ts";
import type { LlmConfig } from "#server/analysis/lease/llm-engine.ts";
import { omFieldAnswerFor } from "./om-chat-answer.ts";
import { analyzeOmLocal } from "./om-local.ts";
import { type OmPage, toLines } from "./om-text.ts";

export const OM_NOT_ADDRESSED = "The memorandum does not appear to address this.";

// Brokers ask in their words; memoranda answer in marketing and underwriting words.
const SYNONYMS: Record<string, string[]> = {
  price: ["asking", "offering", "list", "pricing"],
  cost: ["price", "asking"],
  noi: ["net", "operating", "income"],
  income: ["noi", "revenue", "rent"],
  cap: ["capitalization", "rate"],
  expenses: ["operating", "taxes", "insurance", "utilities"],
  opex: ["operating", "expenses"],
  occupancy: ["occupied", "leased", "vacancy", "vacant"],
  vacancy: ["vacant", "occupancy"],
  size: ["square", "feet", "sf", "building"],
  built: ["year", "constructed", "built"],
  parking: ["spaces", "stalls", "garage"],
  zoning: ["zoned", "zone"],
  tenants: ["tenant", "lease", "rent", "roll"],
  units: ["unit", "apartments", "mix"],
  broker: ["contact", "advisor", "agent", "listing"],
  location: ["located", "address", "area"],
  renovated: ["renovation", "remodeled", "upgraded"],
};

/** Passages of ~600 characters of consecutive lines; a page's first short line is its heading. */
export function omPassages(pages: OmPage[]): Passage[] {
  const out: Passage[] = [];
  for (const lines of toLines(pages)) {
    if (!lines.length) continue;
    const heading = lines[0].text.length <= 60 ? lines[0].text : "";
    let buf: string[] = [];
    let size = 0;
    const flush = () => {
      const text = buf.join("\n");
      if (text.trim().length > 20) out.push({ page: lines[0].page, text, heading });
      buf = [];
      size = 0;
    };
    for (const l of lines) {
      buf.push(l.text);
      size += l.text.length + 1;
      if (size > 600) flush();
    }
    flush();
  }
  return out;
}

export async function answerOmQuestion(
  pages: OmPage[],
  question: string,
  opts: { llm?: LlmConfig; topK?: number } = {},
): Promise<DocumentAnswer> {
  return answerFromPassages(omPassages(pages), question, {
    noun: "offering memorandum",
    notAddressed: OM_NOT_ADDRESSED,
    synonyms: SYNONYMS,
    llm: opts.llm,
    topK: opts.topK,
    fieldAnswer: (q) => omFieldAnswerFor(analyzeOmLocal(pages), q),
  });
}
