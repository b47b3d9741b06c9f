// Security deposit (cash, stated as months of rent, stepping down) and letter of credit.
import {
  entriesFor,
  type Entry,
  type LeaseDoc,
  type Sentence,
  sentencesMatching,
} from "#server/analysis/lease/lease-doc.ts";
import {
  C_INFER,
  C_PROSE,
  field,
  firstOf,
  firstSentence,
  moneyFromEntries,
  nullMarker,
  sentenceField,
} from "#server/analysis/lease/lease-field.ts";
import { clean, COUNT_RE, MONEY_RE, parseMoney, parseNumberish, round2 } from "#server/analysis/lease/parse-values.ts";
import type { LeaseField, RentStep } from "#shared/contract/lease-abstract.ts";

// One security is reported once: a deposit given as a letter of credit is the letter of credit (its own field), and
// the cash deposit stays null — whether the lease defines the deposit as a letter ('"Security Deposit" shall mean a
// letter of credit in the amount of …'), states the amount and then its form ('The Security Deposit shall be in the
// form of a Letter of Credit'), or gives a letter "as the security deposit".
const LETTER_RE = /letter\s+of\s+credit/i;
const DEPOSIT_AS_LETTER_RE =
  /Security\s+Deposit\s+(?:shall|will|may)\s+be\s+(?:in\s+the\s+form\s+of|delivered\s+as|provided\s+(?:in\s+the\s+form\s+of|by))\s+(?:an?\s+)?(?:irrevocable\s+)?(?:standby\s+)?(?:unconditional\s+)?Letter\s+of\s+Credit/i;

const DEPOSIT_LABELS = /^(?:security deposit|security\/damage deposit|damage deposit|security deposit amount|deposit)$/;

function securityDeposit(doc: LeaseDoc): LeaseField | null {
  return firstOf(
    () => moneyFromEntries(doc, DEPOSIT_LABELS, true),
    // '"Security Deposit Amount" as used herein shall mean (i) One Million … ($1,200,000) until …': the first
    // (initial) amount of a defined, stepping-down deposit.
    () => {
      const m = new RegExp(
        String.raw`"Security\s+Deposit(?:\s+Amount)?"\s+(?:as\s+used\s+herein\s+)?(?:means|shall\s+mean)\b(?![^.]{0,40}(?:defined|meaning))[^$.]{0,160}?(${MONEY_RE})`,
        "i",
      ).exec(doc.text);
      // '"Security Deposit" means an irrevocable letter of credit for …' is the letter of credit's amount.
      if (!m || LETTER_RE.test(m[0])) return null;
      const at = m.index;
      return field(doc, clean(m[0]).slice(0, 200), parseMoney(m[1]), at, at + m[0].length, C_PROSE);
    },
    () => {
      const re = new RegExp(
        // "… shall pay to Landlord upon signing $38,615.00 (the "Security Deposit")": the amount before
        // the defined term.
        String.raw`(?:security\s+deposit[^$.]{0,80}?(${MONEY_RE})|(${MONEY_RE})(?:[^.$]{0,60}?as\s+(?:a|the)\s+security\s+deposit|\s*\(\s*(?:the\s+|herein\s+)?"Security\s+Deposit"\s*\)|[^.$]{0,10}?\s+as\s+security\s+for\s+(?:the\s+)?(?:full\s+and\s+faithful\s+)?(?:performance|payment)\b))`,
        "gi",
      );
      // "Tenant shall deposit with Landlord the sum of $4,000.00 as security for the performance of …" names
      // the deposit by what it secures; the sentence may define "Security Deposit" only after the amount.
      for (const s of sentencesMatching(
        doc,
        /security\s+deposit|deposit(?:ed)?\b(?:[^.]|\.(?=\d)){0,120}\bas\s+security\s+for\b/i,
      )) {
        if (/\bno\s+security\s+deposit|not\s+be\s+required\s+to\s+(?:pay|deposit)/i.test(s.text)) return nullMarker;
        re.lastIndex = 0;
        const m = re.exec(s.text);
        // A letter of credit in lieu of cash is the letter of credit's amount, not a cash deposit.
        if (m && LETTER_RE.test(s.text.slice(Math.max(0, m.index - 80), m.index + m[0].length))) continue;
        const n = m ? parseMoney(m[1] ?? m[2]) : null;
        if (n === 0) return nullMarker;
        if (m) return sentenceField(doc, s, firstSentence(s.text).slice(0, 200), n);
      }
      return null;
    },
  );
}

/** "A sum equal to two (2) months' Base Rent" → 1 (a deposit stated only as months of rent). */
export function depositInRentMonths(doc: LeaseDoc): { months: number; at: Entry | Sentence } | null {
  const re = new RegExp(
    String.raw`(?:equal\s+to|amount\s+of|sum\s+of|of)\s+(?:the\s+)?(${COUNT_RE}|one)\s*(?:\(\s*\d+\s*\)\s*)?(?:full\s+)?months?(?:'s?|’s?)?\s+(?:of\s+)?(?:the\s+)?(?:initial\s+|first\s+)?(?:monthly\s+)?(?:Base|Minimum|Basic|Fixed)\s+(?:Monthly\s+)?Rent`,
    "i",
  );
  const candidates: (Entry | Sentence)[] = [
    ...entriesFor(doc, DEPOSIT_LABELS),
    ...sentencesMatching(doc, /security\s+deposit/i).filter((s) => !/extension|renewal|option/i.test(s.text)),
  ];
  for (const c of candidates) {
    const t = clean("label" in c ? c.value : c.text);
    const m = re.exec(t);
    const n = m ? parseNumberish(m[1]) : null;
    if (n && n > 0 && n <= 24) return { months: n, at: c };
  }
  return null;
}

/** The letter of credit the lease requires; a deposit in the form of a letter of credit is that letter. */
function letterOfCredit(doc: LeaseDoc, deposit: LeaseField | null): LeaseField | null {
  return firstOf(
    () => moneyFromEntries(doc, /^letter of credit$/),
    // "Tenant shall furnish the Security Deposit as a Letter of Credit": the deposit's amount is the letter's.
    () => {
      if (!deposit || !(Number(deposit.normalized) > 0)) return null;
      const s = sentencesMatching(doc, DEPOSIT_AS_LETTER_RE)[0];
      return s
        ? { ...sentenceField(doc, s, clean(s.text).slice(0, 200), deposit.normalized), confidence: C_INFER }
        : null;
    },
    () => {
      for (const s of sentencesMatching(doc, LETTER_RE)) {
        const m = new RegExp(
          String.raw`(?:letter\s+of\s+credit[^$.]{0,100}?(${MONEY_RE})|(${MONEY_RE})[^.$]{0,40}?letter\s+of\s+credit)`,
          "i",
        ).exec(s.text);
        if (m) return sentenceField(doc, s, clean(s.text).slice(0, 200), parseMoney(m[1] ?? m[2]));
      }
      return null;
    },
  );
}

/**
 * The cash deposit and the letter of credit. `asLetter` says the deposit takes the form of the letter (then the
 * cash deposit is null and must not be filled from "one month's rent" wording either).
 */
export function securityFields(doc: LeaseDoc): {
  deposit: LeaseField | null;
  letter: LeaseField | null;
  asLetter: boolean;
} {
  const deposit = securityDeposit(doc);
  const letter = letterOfCredit(doc, deposit);
  const asLetter = sentencesMatching(doc, DEPOSIT_AS_LETTER_RE).length > 0;
  return { deposit: asLetter && letter ? null : deposit, letter, asLetter: asLetter && letter !== null };
}

/** A deposit stated only as months of rent, priced at the first month's rent of the schedule. */
export function depositFromRentMonths(doc: LeaseDoc, schedule: RentStep[]): LeaseField | null {
  const monthly = schedule[0]?.monthly;
  if (!monthly) return null;
  const d = depositInRentMonths(doc);
  if (!d) return null;
  const n = round2(d.months * monthly);
  const text = "label" in d.at ? d.at.value : d.at.text;
  return field(doc, `${clean(text).slice(0, 160)} (= $${n})`, n, d.at.start, d.at.end, C_INFER + 0.1);
}
