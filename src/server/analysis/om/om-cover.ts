// Cover pages laid out in two columns, the property's title and address on one side and the brokers' contact
// block on the other: the text layer interleaves them line by line ('12 ELM ST  jo@firm.example'). These helpers
// take the broker column back out of a line and tell a broker's name line from a title.
import { stateCode } from "#server/analysis/listing/address.ts";
import { PHONE_RE } from "./om-text.ts";

const EMAIL_CELL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const PHONE_CELL_RE = new RegExp(`^(?:[a-z]{1,2}\\.?\\s*)?${PHONE_RE.source}(?:\\s*(?:x|ext\\.?)\\s*\\d+)?$`, "i");

/** A line with its e-mail and phone cells removed: 'Addison, Illinois | (555) 010-1855' → 'Addison, Illinois'. */
export function withoutContactCells(t: string): string {
  const cells = t.split(" | ");
  if (cells.length < 2) return t;
  const kept = cells.filter((c) => !EMAIL_CELL_RE.test(c.trim()) && !PHONE_CELL_RE.test(c.trim()));
  return kept.length ? kept.join(" | ") : t;
}

/** Professional designations printed after a broker's name ('Jo Reyes, SIOR', 'Sam Lee CCIM'). */
const DESIGNATION_RE = /[, ]\s*(?:SIOR|CCIM|CPM|CRE|MAI|CIPS|SRS|ALC|CRX|CLS|CSM|LEED\s+AP)\.?$/;
const PERSON_RE = /^[A-Z][A-Za-z.'-]+(?:\s+[A-Z]\.?)?\s+[A-Z][A-Za-z.'-]+$/;

/**
 * A broker's name line: a person's name with a designation, or a person's name whose surname is the
 * local part of an e-mail printed in the document ('Dana Holt' beside dholt@firm.example).
 */
export function isBrokerNameLine(t: string, mailLocals: string[]): boolean {
  const bare = t.replace(DESIGNATION_RE, "").replace(/,\s*$/, "").trim();
  if (!PERSON_RE.test(bare)) return false;
  if (bare !== t.trim()) return true;
  const surname =
    bare
      .split(/\s+/)
      .pop()
      ?.toLowerCase()
      .replace(/[^a-z]/g, "") ?? "";
  return surname.length >= 3 && mailLocals.some((l) => l.includes(surname));
}

/** 'Springfield, Illinois' or 'Springfield, IL 62701' (state spelled out or not, ZIP optional) → its parts. */
export function cityStateParts(t: string): { city: string; state: string; zip: string | null } | null {
  const m = /^([A-Z][A-Za-z .'-]{1,40}),\s+([A-Za-z .]{2,20}?)\.?(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(t.trim());
  const state = m ? stateCode(m[2].trim()) : null;
  if (!m || !state) return null;
  // 'Ca' or 'il' in running text is a word, not a state code.
  if (m[2].trim().length === 2 && m[2].trim() !== m[2].trim().toUpperCase()) return null;
  return { city: m[1].trim(), state, zip: m[3] ?? null };
}
