// The permitted use: a defined term, a labelled entry, a 'shall use the Premises for' sentence or a Use clause.
import { clausesFor, entriesFor, type LeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { C_LABEL, C_PROSE, entryField, field, firstSentence } from "#server/analysis/lease/lease-field.ts";
import { clean } from "#server/analysis/lease/parse-values.ts";
import type { LeaseField } from "#shared/contract/lease-abstract.ts";

function trimUse(v: string): string {
  // "(as defined herein)" and the like are cross-references, not part of the use.
  let t = clean(v).replace(
    /\s*\((?:as\s+)?(?:herein(?:after)?\s+)?defined(?:\s+(?:herein|below|above|in\s+[^)]{1,40}))?\)/gi,
    "",
  );
  // Asides and labels are not the use: "(i.e., walk-in clinics)", "(e.g. a call centre)", a closing
  // '("Tenant's Use")', and the consent's qualifier ", which consent shall not be unreasonably withheld,".
  t = t
    .replace(/\s*\((?:i\.e\.|e\.g\.)[^)]{0,200}\)/gi, "")
    .replace(/\s*\(\s*(?:the\s+)?["“][^"”]{1,40}["”]\s*\)\s*(?=[.;,]?\s*$|\.\s)/g, "")
    .replace(
      /,?\s+which\s+(?:consent\s+|approval\s+)?(?:shall|will|may)\s+not\s+be\s+unreasonably\s+withheld(?:,?\s*(?:conditioned|delayed)(?:\s*,?\s*or\s+(?:conditioned|delayed))?)?,?/gi,
      ",",
    );
  // An enumerated list ("excluding: (i) …; (ii) …") is one value: its semicolons stay.
  if (/\(i\)[\s\S]*;\s*(?:and\s+|or\s+)?\(ii\)/.test(t)) return firstSentence(t).replace(/[\s,.;:]+$/, "");
  // "may not use the Premises for anything other than X": the use is X.
  let s = firstSentence(t).replace(/^(?:any|an?)\s+(?:purposes?|use)\s+other\s+than\s+(?:for\s+)?(?:the\s+)?/i, "");
  s = s.replace(
    /^(?:the\s+|each\s+|said\s+)?(?:(?:leased|demised)\s+)?(?:premises\s+)?(?:(?:shall|may|are\s+to|is\s+to)\s+)?(?:only\s+)?(?:be\s+)?(?:used\s+)?(?:and\s+occupied\s+|occupied\s+(?:and\s+used\s+)?)?(?:by\s+(?:Tenant|Lessee)\s+)?(?:solely|only|exclusively|primarily)?\s*(?:for\s+)?(?:the\s+purposes?\s+of\s+)?/i,
    "",
  );
  s = s.replace(
    /\s*(?:\(see\b[\s\S]*|\s+only\b[\s\S]*|\s+and\s+for\s+no\s+other[\s\S]*|;[\s\S]*|\s+and\s+(?:any\s+)?(?:other\s+)?(?:lawful\s+)?uses?\s+(?:incidental|ancillary)[\s\S]*|,?\s+(?:subject\s+to|in\s+accordance\s+with|together\s+with|(?:in\s+)+compliance\s+with|but\s+for\s+no\s+other|provided,?\s+(?:however,?\s+)?that|so\s+long\s+as)[\s\S]*)$/i,
    "",
  );
  return s.replace(/[\s,.;:]+$/, "");
}

// A use that only points at another part of the lease ("the uses listed for each such space in Exhibit C",
// "any purpose permitted under the Primary Lease" is kept: it says what is allowed).
const REFERENCE =
  /^(?:the\s+)?(?:purposes?|uses?)\s+(?:specified|set\s+forth|described|identified|stated|listed)\s+(?:for\s+(?:such|each|the)\s+[\w\s]{1,30}?\s+)?(?:in|on|under)\s+(?:the\s+)?(?:attached\s+)?(?:Schedule|Exhibit|Section|Article|Annex|Paragraph)\b/i;

export function permittedUse(doc: LeaseDoc): LeaseField | null {
  // The defined term, inline in a summary or a definitions article: 'Permitted Use (Article 5): …',
  // '"Permitted Use": …', '"Permitted Use" means …'.
  const defined =
    /\bPermitted\s+Uses?\s*["'”’]?\s*(?:\((?:Article|Section|§|Paragraph)[^)]{0,20}\)\s*)?(?::|\s*\b(?:means|shall\s+mean|shall\s+be|is)\b)\s*(?:(?:subject\s+to\s+(?:the\s+terms\s+of\s+)?(?:this\s+Lease|Section\s+[\d.]+)|including\s+without\s+limitation)\s*,\s*)?([\s\S]{3,700}?)(?<!\b[ei]\.[eg])(?=\.\s+(?:\d{1,2}\.|\([a-z0-9]{1,3}\)|[A-Z"“])|\.?\s*$|\s+\d{1,2}\.\s+[A-Z]|\s+\([a-z]{1,3}\)\s+["“]|\s*\n\s*PAGE\s+\d+\s+OF\s+\d+|\s*\n\s*[A-Z][A-Za-z'’&/ -]{2,60}:\s)/gi;
  for (const m of doc.text.matchAll(defined)) {
    const u = trimUse(m[1]);
    if (
      u.length < 3 ||
      /^(?:as\s+)?(?:defined|set\s+forth|described)\b|^shall\s+be\s+as\b|^the\s+permitted\s+use/i.test(u) ||
      REFERENCE.test(u)
    )
      continue;
    const at = m.index ?? 0;
    return field(doc, u, u, at, at + m[0].length, C_LABEL);
  }
  for (const e of entriesFor(
    doc,
    /^(?:permitted use|use|use of premises|permitted use of the premises|agreed use|use of the premises|purpose)$/,
  )) {
    // A clause number glued to the entry's text ("2.01.Tenant shall …") is not part of the use.
    const value = e.value.replace(/^\s*\d+(?:\.\d+)*\.?\s*/, "");
    const u = trimUse(value);
    // A sentence inside the entry that says what the premises are used for ("Except for the Prohibited Uses,
    // Tenant may use the Premises for any lawful purpose") is the use, not its qualifications.
    const said = /(?:Tenant|Lessee)\s+(?:shall|may|will)\s+(?:only\s+)?(?:use|occupy)\b/.test(value);
    // "the uses listed for each such space in Exhibit C" points elsewhere: the schedule's own entry says it.
    if (REFERENCE.test(u)) continue;
    if (
      u.length >= 3 &&
      !said &&
      !/^(?:(?:the\s+)?(?:tenant|lessee)\s+(?:shall|may|will)|the\s+premises\s+shall\s+be\s+used)\b/i.test(u) &&
      u.length < 220
    )
      return entryField(doc, e, u, u);
    const inner =
      /(?:used|(?:use|occupy)(?:\s+and\s+(?:use|occupy))?\s+the\s+(?:demised\s+|leased\s+)?premises)\s+(?:solely\s+|only\s+|exclusively\s+|primarily\s+)?(?:for|as)\s+(?:the\s+purposes?\s+of\s+)?(?:an?\s+|the\s+)?([^.;]{3,200}?)(?=\s+and\s+for\s+no\s+other|\s+only\b|[.;]|$)/i.exec(
        clean(value),
      );
    // "… for the Permitted Use" points at the definition: look for it elsewhere.
    if (inner && !/^(?:the\s+)?permitted\s+uses?\b/i.test(trimUse(inner[1])))
      return entryField(doc, e, trimUse(inner[1]), trimUse(inner[1]));
  }
  // "The Premises shall be used by Tenant only for the purpose of …", "the Premises are to be used
  // for …", "Tenant may occupy the Premises solely as …", "Lessee shall use the leased premises for …".
  const ONLY = String.raw`(?:solely\s+|only\s+|exclusively\s+|primarily\s+)?`;
  // A parenthesis ("(i.e., no retail)") does not end the use, whatever it holds.
  const P = String.raw`(?:[^.;(]|\([^)]{0,200}\))`;
  const PURPOSE = String.raw`(?:for|as)\s+(?:the\s+(?:purposes?|operation)\s+of\s+)?(?:an?\s+|the\s+)?`;
  const END = String.raw`(?=\s+and\s+for\s+no\s+other|\s+only\b|\s+(?:subject|in\s+accordance)\b|[.;])`;
  const re = new RegExp(
    String.raw`(?:Premises|premises|Property)\s+(?:shall|may|are\s+to|is\s+to|will)\s+(?:only\s+)?(?:be\s+)?(?:used|occupied)(?:\s+and\s+(?:used|occupied))?(?:\s+by\s+(?:Tenant|Lessee))?\s+${ONLY}${PURPOSE}(${P}{3,200}?)${END}|(?:Tenant|Lessee)\s+(?:shall|may|will)\s+(?:only\s+)?(?:use|occupy)(?:\s+and\s+(?:use|occupy))?\s+the\s+(?:Leased\s+|Demised\s+|leased\s+|demised\s+)?(?:Premises|premises|Property)\s+${ONLY}${PURPOSE}(${P}{3,320}?)${END}|(?:Premises|premises)\s+(?:are|is)\s+(?:hereby\s+)?(?:leased|let|demised)(?:\s+to\s+(?:Tenant|Lessee))?\s+${ONLY}for\s+the\s+(?:sole\s+)?purposes?\s+of\s+(${P}{3,200}?)${END}`,
    "g",
  );
  for (const m of doc.text.matchAll(re)) {
    const u = trimUse(m[1] ?? m[2] ?? m[3]);
    if (/^(?:the\s+)?permitted\s+use/i.test(u) || u.length < 3 || REFERENCE.test(u)) continue;
    const at = m.index ?? 0;
    return field(doc, u, u, at, at + m[0].length, C_PROSE);
  }
  // A "Use" clause that says what the tenant will do on the land: "8. Uses and Operations. Tenant shall
  // build, run and maintain a wind energy facility on the Land."
  for (const c of clausesFor(
    doc,
    /^(?:permitted\s+)?uses?(?:\s+(?:and\s+operations?|of\s+(?:the\s+)?(?:premises|property|land)))?$/i,
  )) {
    const body = c.text
      .slice(c.text.toLowerCase().indexOf(c.heading.toLowerCase()) + c.heading.length)
      .replace(/^[\s.:]+/, "");
    const m =
      /^(?:The\s+)?(?:Tenant|Lessee)\s+(?:shall|may|will)\s+(?:only\s+)?(?:use\s+the\s+(?:Leased\s+|Demised\s+)?(?:Premises|Property)\s+(?:solely\s+|only\s+)?(?:for|as)\s+)?([^.;]{3,220})/i.exec(
        clean(body),
      );
    if (!m) continue;
    const u = trimUse(m[1]);
    if (u.length < 3 || /^not\b/i.test(u)) continue;
    return field(doc, u, u, c.start, Math.min(c.end, c.start + 300), C_PROSE - 0.05);
  }
  return null;
}
