// Clause-level terms read from one qualifying sentence: tenant rights granted (ROFR, ROFO, purchase),
// holdover, late fee, parking, brokers, assignment and signage.
import { deniesRight } from "#server/analysis/lease/first-rights.ts";
import { entriesFor, type LeaseDoc, sentencesMatching } from "#server/analysis/lease/lease-doc.ts";
import {
  C_INFER,
  C_LABEL,
  clauseText,
  field,
  firstSentence,
  sectionSentences,
  sentenceField,
} from "#server/analysis/lease/lease-field.ts";
import {
  clean,
  COUNT_RE,
  NUMBER_WORD_RE,
  parseMoney,
  parseNumberish,
  parsePercent,
} from "#server/analysis/lease/parse-values.ts";
import type { LeaseField } from "#shared/contract/lease-abstract.ts";

const TENANT_HAS = String.raw`(?:(?:Tenant|Lessee)\s+(?:shall|will)\s+have|(?:Tenant|Lessee)\s+has|grants?\s+(?:to\s+)?(?:Tenant|Lessee)|(?:Tenant|Lessee)\s+is\s+(?:hereby\s+)?granted|granted\s+to\s+(?:Tenant|Lessee)|(?:Tenant|Lessee)\s+(?:shall\s+be|is)\s+entitled)`;

export function grantField(doc: LeaseDoc, name: string): LeaseField | null {
  const re = new RegExp(
    String.raw`${TENANT_HAS}[^.]{0,160}?${name}|${name}[^.]{0,40}?(?:is\s+hereby\s+granted|granted\s+to\s+Tenant|in\s+favor\s+of\s+Tenant)`,
    "i",
  );
  const named = new RegExp(name, "i");
  for (const s of doc.sentences) {
    if (!re.test(s.text)) continue;
    const at = s.text.search(named);
    if (at >= 0 && deniesRight(s.text.slice(0, at), s.text.slice(at))) continue;
    return sentenceField(doc, s, clean(s.text).slice(0, 320), "yes");
  }
  return null;
}

export function holdover(doc: LeaseDoc): LeaseField | null {
  const norm = (v: string): number | null => {
    const m = new RegExp(
      String.raw`(?:(${NUMBER_WORD_RE})\s+percent\s*\(\s*(\d{2,3})\s*%\s*\)|(\d{2,3})\s*%|(${NUMBER_WORD_RE})\s+percent|(one\s+and\s+one[- ]half|two|double|1\.5|2)\s+times)`,
      "i",
    ).exec(v);
    if (!m) return null;
    if (m[2]) return Number(m[2]);
    if (m[3]) return Number(m[3]);
    if (m[4]) return parseNumberish(m[4]);
    const t = m[5].toLowerCase();
    return /one\s+and\s+one|1\.5/.test(t) ? 150 : 200;
  };
  return clauseText(
    doc,
    /^(?:holdover|holdover rent)$/,
    /hold(?:s|ing)?[- ]?over|remains?\s+in\s+possession[^.]{0,80}after\s+the\s+(?:expiration|termination)/i,
    {
      normalize: norm,
      exclude: /^(?![\s\S]*(?:%|percent|times|rent|tenancy))/i,
    },
  );
}

export function lateFee(doc: LeaseDoc): LeaseField | null {
  const norm = (v: string): number | null => parsePercent(v) ?? parseMoney(v);
  return clauseText(
    doc,
    /^(?:late charge|late fee)$/,
    /late\s+(?:charge|fee|payment\s+charge)|(?:not\s+(?:be\s+)?(?:paid|received)\s+within[^.]{0,120}(?:charge|fee))/i,
    {
      normalize: norm,
      exclude: /^(?![\s\S]*(?:%|percent|\$))/i,
    },
  );
}

export function parking(doc: LeaseDoc): LeaseField | null {
  const norm = (v: string): number | null => {
    let total = 0;
    for (const m of v.matchAll(
      new RegExp(
        `(${COUNT_RE})\\s+(?:\\([^)]*\\)\\s+)?(?:free\\s+|unreserved\\s+|reserved\\s+|non-?exclusive\\s+|covered\\s+|uncovered\\s+|surface\\s+|garage\\s+|parking\\s+)*(?:parking\\s+)?(?:spaces?|stalls?|permits?)`,
        "gi",
      ),
    )) {
      total += parseNumberish(m[1]) ?? 0;
    }
    if (total > 0) return total;
    const ratio = /(\d+(?:\.\d+)?)\s*(?:spaces?\s+)?(?:per|\/)\s*(?:1,000|1000|thousand)/i.exec(v);
    return ratio ? Number(ratio[1]) : null;
  };
  return clauseText(
    doc,
    /^(?:parking|parking spaces|parking ratio)$/,
    /parking\s+(?:spaces?|stalls?|permits?|passes|ratio)|(?:spaces?|stalls?)\s+(?:in|at)\s+the\s+(?:parking|garage)/i,
    {
      normalize: norm,
      exclude: /^(?![\s\S]*(?:\d|one|two|three|four|five|six|seven|eight|nine|ten))/i,
    },
  );
}

export function brokers(doc: LeaseDoc): LeaseField | null {
  const es = entriesFor(
    doc,
    /^(?:landlord's broker|tenant's broker|lessor's broker|lessee's broker|broker|brokers|broker\(s\)|real estate brokers?)$/,
  ).filter(
    (e) => firstSentence(e.value).length < 150 && !/\b(?:represent|warrant|shall)\b/i.test(firstSentence(e.value)),
  );
  if (es.length) {
    const parts = es
      .slice(0, 3)
      .map((e) => `${e.label.replace(/^./, (c) => c.toUpperCase())}: ${firstSentence(e.value).replace(/\.$/, "")}`);
    const first = es[0];
    const last = es[Math.min(es.length, 3) - 1];
    return field(doc, parts.join("; "), null, first.start, last.end, C_LABEL);
  }
  const s = sentencesMatching(doc, /(?:broker|brokers)\b[^.]{0,80}(?:represent|in\s+connection\s+with|dealt)/i)[0];
  return s ? sentenceField(doc, s, clean(s.text).slice(0, 300), null, C_INFER) : null;
}

export function assignment(doc: LeaseDoc): LeaseField | null {
  const section = sectionSentences(doc, /assign|sublet|transfer/i);
  const pick =
    section.find(
      (s) => /consent/i.test(s.text) && /unreasonabl|sole\s+(?:and\s+absolute\s+)?discretion/i.test(s.text),
    ) ??
    section.find((s) =>
      /(?:shall\s+not|may\s+not)[^.]{0,80}(?:assign|sublet|transfer)[^.]{0,200}consent/i.test(s.text),
    );
  if (pick) {
    const v = clean(pick.text).slice(0, 320);
    const n = /not\s+(?:be\s+)?unreasonably\s+withh(?:e|o)ld|not\s+unreasonably\s+withhold/i.test(v)
      ? "consent required, not to be unreasonably withheld"
      : /sole\s+(?:and\s+absolute\s+)?discretion/i.test(v)
        ? "consent required, landlord's sole discretion"
        : "consent required";
    return sentenceField(doc, pick, v, n);
  }
  return assignmentProse(doc);
}

function assignmentProse(doc: LeaseDoc): LeaseField | null {
  const norm = (v: string): string | null => {
    if (/not\s+(?:be\s+)?unreasonably\s+withh(?:e|o)ld/i.test(v))
      return "consent required, not to be unreasonably withheld";
    if (/sole\s+(?:and\s+absolute\s+)?discretion/i.test(v)) return "consent required, landlord's sole discretion";
    if (/consent/i.test(v)) return "consent required";
    return null;
  };
  return clauseText(
    doc,
    null,
    /(?:shall\s+not|may\s+not)[^.]{0,60}(?:assign|sublet|transfer)[^.]{0,200}(?:consent)|(?:assign|sublet)[^.]{0,120}without[^.]{0,40}consent/i,
    { normalize: norm, max: 320 },
  );
}

export function signage(doc: LeaseDoc): LeaseField | null {
  return clauseText(
    doc,
    /^(?:signage|signs)$/,
    /\b(?:sign(?:s|age)?)\b[^.]{0,200}(?:Tenant\s+(?:shall|may)\s+(?:have|be\s+(?:permitted|entitled))|Tenant'?s\s+(?:name|sign)|building\s+standard|monument|directory|at\s+Tenant'?s\s+(?:sole\s+)?(?:cost|expense))|Tenant\s+(?:shall|may)\s+(?:have|be\s+(?:permitted|entitled))[^.]{0,80}\bsign/i,
    { max: 320 },
  );
}
