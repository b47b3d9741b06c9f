// Broker contacts printed on a flyer: e-mails anchor each contact; the person is the name that matches the
// e-mail's local part (bnash ↔ Bea Nash, j.smith ↔ John Smith) or the name just before it; phones are
// taken in the same order as the e-mails (columns printed side by side come out interleaved). An
// extension alone ('x298') is completed with the firm's main number.
import type { BrokerContact } from "#shared/contract/property-extraction.ts";

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PHONE =
  /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b(?:\s*(?:x|ext\.?|extension)\s*\d{1,5})?|\b(?:x|ext\.?)\s?\d{2,5}\b/gi;
// 'McGrath', 'DeLuca' and 'MacLeod' carry a second capital.
const NAME_WORD = /^(?:(?:Mc|Mac|De|Di|La|Le|Van)?[A-Z][a-z]+(?:[-'][A-Z][a-z]+)?|[A-Z]\.|[A-Z]{2,}(?:[-'][A-Z]+)?)$/;
const NOT_NAME =
  /\b(street|st|avenue|ave|road|floor|suite|plaza|building|office|realty|real|estate|group|organization|company|inc|llc|corp|center|portfolio|properties|property|lease|leasing|sale|contact|information|please|for|the|view|plan|click|back|total|available|broker|brokers|tel|fax|phone|email|www|new|york|city|north|south|east|west|drive|boulevard|highway|route|rsf|usf|sf|acres|manager|owner|ceo|president|principal|director|vice|executive|senior|associate|partner|agent|salesperson|license)\b/i;
const TITLE =
  /\b(ceo|cfo|coo|president|principal|(?:senior |executive |managing )?(?:vice president|director|partner|associate|broker|agent|advisor|vp)|leasing (?:agent|manager|director)|salesperson)\b/i;

export type Contacts = { brokers: BrokerContact[] };

function candidateNames(line: string): string[] {
  const out: string[] = [];
  for (const part of line.split(/\s{2,}|\s*[|•·,;]\s*|\t/)) {
    const words = part.trim().split(/\s+/);
    for (let n = 3; n >= 2; n--) {
      for (let i = 0; i + n <= words.length; i++) {
        const w = words.slice(i, i + n);
        if (w.every((x) => NAME_WORD.test(x)) && !NOT_NAME.test(w.join(" ")) && w.join(" ").length <= 40) {
          out.push(w.join(" "));
        }
      }
    }
  }
  return out;
}

function titleCase(s: string): string {
  return s === s.toUpperCase() ? s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()) : s;
}

/** How well a name fits an e-mail's local part: 2 for initial+last / first.last / first+last, 1 for one part. */
function nameFit(name: string, email: string): number {
  const local = email
    .split("@")[0]
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  const parts = name
    .toLowerCase()
    .replace(/[^a-z ]/g, "")
    .split(/\s+/)
    .filter(Boolean);
  if (parts.length < 2) return 0;
  const first = parts[0];
  const last = parts[parts.length - 1];
  if ([first[0] + last, first + last, last + first[0], last + first, first + last[0]].includes(local)) return 2;
  if (local === last || local === first || local.includes(last)) return 1;
  return 0;
}

function mainNumber(text: string): string | null {
  const m = /(?:^|\s)(?:T|Tel\.?|Phone|Main|P)[:.]?\s*((?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4})/im.exec(
    text,
  );
  return m ? m[1].trim() : null;
}

export function extractContacts(text: string): BrokerContact[] {
  const lines = text.split("\n");
  const main = mainNumber(text);
  const emails: { email: string; line: number; col: number; order: number }[] = [];
  lines.forEach((l, i) => {
    let col = 0;
    for (const m of l.matchAll(EMAIL))
      emails.push({ email: m[0].replace(/\.$/, ""), line: i, col: col++, order: emails.length });
  });
  // A number printed on most pages (the footer's office line) is the firm's, not a broker's direct line.
  // (A broker's own line repeated on every page always sits by the broker's e-mail, so it stays.)
  const counts = new Map<string, number>();
  const awayFromMail = new Set<string>();
  const mailAt = (i: number) => i >= 0 && i < lines.length && new RegExp(EMAIL.source).test(lines[i]);
  lines.forEach((l, i) => {
    for (const m of l.matchAll(PHONE)) {
      const d = m[0].replace(/\D/g, "");
      counts.set(d, (counts.get(d) ?? 0) + 1);
      if (![i - 2, i - 1, i, i + 1, i + 2].some(mailAt)) awayFromMail.add(d);
    }
  });
  const office = new Set([...counts].filter(([d, n]) => n >= 3 && awayFromMail.has(d)).map(([d]) => d));
  const emailLines = [...new Set(emails.map((x) => x.line))];
  const firstAbove = (() => {
    const first = emailLines[0];
    return (
      first !== undefined &&
      [lines[first - 1], lines[first - 2]].some(
        (l) => l && [...l.matchAll(PHONE)].some((m) => !office.has(m[0].replace(/\D/g, ""))),
      )
    );
  })();
  /** The personal phone line closest to an e-mail line and closer to it than to any other e-mail line. */
  function nearestPhone(at: number): string | null {
    let best: { phone: string; dist: number } | null = null;
    for (let k = Math.max(0, at - 4); k <= Math.min(lines.length - 1, at + 4); k++) {
      if (k !== at && emailLines.includes(k)) continue;
      const own = [...lines[k].matchAll(PHONE)]
        .map((m) => m[0].trim())
        .filter((p) => !office.has(p.replace(/\D/g, "")));
      if (own.length !== 1) continue;
      const dist = Math.abs(k - at);
      const rivals = emailLines.filter((o) => o !== at).map((o) => Math.abs(k - o));
      const nearest = Math.min(Number.POSITIVE_INFINITY, ...rivals);
      // Equally near two e-mails: the layout of the first contact (phone above or below its e-mail) decides.
      if (nearest < dist || (nearest === dist && k < at !== firstAbove)) continue;
      if (!best || dist < best.dist) best = { phone: own[0], dist };
    }
    return best?.phone ?? null;
  }
  const seen = new Set<string>();
  const out: BrokerContact[] = [];
  for (const e of emails) {
    const key = e.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    // Names and phones within a few lines above (and on) the e-mail's line.
    const from = Math.max(0, e.line - 4);
    const window = lines.slice(from, e.line + 1);
    let best: { name: string; score: number; dist: number } | null = null;
    window.forEach((l, k) => {
      for (const n of candidateNames(l)) {
        const s = nameFit(n, e.email);
        const dist = window.length - 1 - k;
        if (!best || s > best.score || (s === best.score && dist < best.dist)) best = { name: n, score: s, dist };
      }
    });
    const chosen = best as { name: string; score: number; dist: number } | null;
    let name = chosen && (chosen.score > 0 || chosen.dist <= 2) ? titleCase(chosen.name) : null;
    if (chosen && chosen.score === 0) {
      // Contacts printed side by side: the name in the same column as the e-mail.
      const emailsOnLine = emails.filter((x) => x.line === e.line).length;
      for (let k = window.length - 1; k >= 0 && emailsOnLine > 1; k--) {
        const names = window[k].split(/\s{2,}|\t/).filter((c) => candidateNames(c).some((n) => n === c.trim()));
        if (names.length === emailsOnLine) {
          name = titleCase(names[e.col].trim());
          break;
        }
      }
    }
    // The phone in the same column position as the e-mail, searching the same window; a contact alone on its
    // line takes the phone line nearest to it (above or below) that is nearer to it than to any other e-mail.
    const alone = emails.filter((x) => x.line === e.line).length === 1;
    let phone: string | null = alone ? nearestPhone(e.line) : null;
    // A contact alone on its line never takes a phone nearer to another contact's e-mail.
    for (let k = window.length - 1; k >= 0 && !phone && !alone; k--) {
      const phones = [...window[k].matchAll(PHONE)].map((m) => m[0].trim());
      if (phones.length === 0) continue;
      const emailsOnLine = emails.filter((x) => x.line === e.line).length;
      phone =
        phones.length === emailsOnLine
          ? phones[e.col]
          : (phones[phones.length === 1 ? 0 : Math.min(e.col, phones.length - 1)] ?? null);
    }
    // Side-by-side contacts whose phones are printed under the e-mails ('D 312.555.0101  D 312.555.0102'):
    // the first row below with one personal number per e-mail of the line.
    for (let k = e.line + 1; k <= Math.min(lines.length - 1, e.line + 2) && !phone && !alone; k++) {
      const phones = [...lines[k].matchAll(PHONE)]
        .map((m) => m[0].trim())
        .filter((p) => !office.has(p.replace(/\D/g, "")));
      if (phones.length === emails.filter((x) => x.line === e.line).length) phone = phones[e.col];
    }
    if (phone && /^(?:x|ext)/i.test(phone) && main) phone = `${main} x${phone.replace(/\D/g, "")}`;
    if (phone && office.has(phone.replace(/\D/g, "")) && phone.replace(/\D/g, "").length >= 10) phone = null;
    const titleLine = window.find((l) => TITLE.test(l));
    const title = titleLine ? (TITLE.exec(titleLine)?.[0] ?? null) : null;
    out.push({ name, title, company: null, phone, email: e.email });
  }
  return out;
}

/**
 * Contact cards printed in columns (name, title, phone and e-mail stacked, cards side by side): the page's
 * plain text interleaves the cards' lines, while the layout's column blocks hold one card each. A short block
 * with exactly one e-mail is read on its own.
 */
export function cardContacts(blocks: string[][]): BrokerContact[] {
  const out: BrokerContact[] = [];
  for (const block of blocks) {
    if (block.length > 8) continue;
    const text = block.join("\n");
    const mails = new Set((text.match(EMAIL) ?? []).map((m) => m.toLowerCase()));
    if (mails.size !== 1) continue;
    const [card] = extractContacts(text);
    if (card?.name) out.push(card);
  }
  return out;
}

/** The page's contacts, each completed from its own card where a card names the person. */
export function withCards(contacts: BrokerContact[], cards: BrokerContact[]): BrokerContact[] {
  return contacts.map((c) => {
    const card = cards.find((k) => k.email?.toLowerCase() === c.email?.toLowerCase());
    if (!card) return c;
    return { ...c, name: card.name, title: card.title ?? c.title, phone: card.phone ?? c.phone };
  });
}
