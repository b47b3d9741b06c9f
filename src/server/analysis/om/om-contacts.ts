// Broker contact blocks and investment-highlight bullets.
import type { OmBroker } from "#shared/contract/om-abstract.ts";
import type { Line } from "./om-text.ts";

const PHONE_G = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g;
const TITLE_RE =
  /\b(?:president|vice\s+president|vp|svp|evp|director|associate|broker|principal|partner|managing|senior|advisor|agent|salesperson|specialist|analyst|executive|chairman|founder|ceo|coo|manager|realtor)\b/i;
const COMPANY_RE =
  /\b(?:company|realty|real\s+estate|group|partners|advisors|brokerage|properties|commercial|capital|inc\.?|llc|corp(?:oration)?|associates|cbre|jll|colliers|cushman|newmark|marcus\s*&\s*millichap|kidder|avison|nai|svn|sperry)\b/i;
const NAME_RE =
  /^(?:[A-Z][a-z'’-]+|[A-Z]\.)(?:\s+(?:[A-Z]\.|[A-Z][a-z'’-]+|Mc[A-Z][a-z]+|O'[A-Z][a-z]+)){1,2}(?:,?\s+(?:Jr\.?|Sr\.?|III|II|CCIM|SIOR|CPM))*$/;

function cleanPhone(p: string): string {
  return p.trim();
}

export function findBrokers(pages: Line[][]): OmBroker[] {
  const byEmail = new Map<string, OmBroker>();
  for (const lines of pages) {
    for (let i = 0; i < lines.length; i++) {
      const emails = [...lines[i].text.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g)].map((m) => m[0]);
      emails.forEach((email, col) => {
        const key = email.toLowerCase();
        if (byEmail.has(key) || /^(?:info|contact|sales|leasing|admin|office|marketing|hello)@/i.test(email)) return;
        const block = lines.slice(Math.max(0, i - 6), Math.min(lines.length, i + 4));
        const local = email
          .split("@")[0]
          .toLowerCase()
          .replace(/[^a-z]/g, "");
        // The name whose surname or first name the mailbox spells; else the nearest name-like line above.
        let name: string | null = null;
        let nameLine = -1;
        for (const l of block) {
          const words = l.text.split(/\s+/);
          for (let w = 0; w + 1 < words.length + 1; w++) {
            for (const len of [3, 2]) {
              const cand = words
                .slice(w, w + len)
                .join(" ")
                .replace(/[,|]$/, "");
              if (!NAME_RE.test(cand) || COMPANY_RE.test(cand) || TITLE_RE.test(cand)) continue;
              const parts = cand
                .toLowerCase()
                .replace(/[^a-z ]/g, "")
                .split(" ")
                .filter((x) => x.length > 1);
              const last = parts[parts.length - 1] ?? "";
              if ((last.length >= 3 && local.includes(last)) || (parts[0]?.length >= 3 && local.startsWith(parts[0]))) {
                if (!name || cand.length > name.length) {
                  name = cand;
                  nameLine = lines.indexOf(l);
                }
              }
            }
          }
        }
        if (!name) {
          for (let k = i - 1; k >= Math.max(0, i - 5); k--)
            if (NAME_RE.test(lines[k].text) && !COMPANY_RE.test(lines[k].text) && !TITLE_RE.test(lines[k].text)) {
              name = lines[k].text;
              nameLine = k;
              break;
            }
        }
        const around = lines.slice(Math.max(0, (nameLine >= 0 ? nameLine : i) - 1), Math.min(lines.length, i + 3));
        const phoneLines = around.flatMap((l) =>
          [...l.text.matchAll(PHONE_G)].map((m) => ({ p: m[0], n: [...l.text.matchAll(PHONE_G)].length })),
        );
        const phone = phoneLines.length ? (phoneLines.find((x) => x.n > col)?.p ?? phoneLines[0].p) : null;
        const titleLine = around.find((l) => TITLE_RE.test(l.text) && l.text.length < 60 && !/@/.test(l.text));
        let title: string | null = null;
        if (titleLine) {
          const m =
            /(?:(?:senior|executive|first|associate)\s+)?(?:managing\s+)?(?:vice\s+president|president|vp|svp|evp|director|associate|broker|principal|partner|advisor|agent|salesperson|specialist|analyst|manager)(?:\s*(?:,|of|-)\s*[A-Z][\w &]+)?/i.exec(
              titleLine.text,
            );
          title = m ? m[0].trim() : null;
        }
        const companyLine = [...lines.slice(Math.max(0, i - 8), Math.min(lines.length, i + 6))].find(
          (l) => COMPANY_RE.test(l.text) && l.text.length < 50 && !/@|\d{3}/.test(l.text) && !TITLE_RE.test(l.text),
        );
        const company = companyLine ? tidy(companyLine.text) : null;
        byEmail.set(key, {
          name: name ? name.trim() : null,
          title,
          phone: phone ? cleanPhone(phone) : null,
          email,
          company,
        });
      });
    }
  }
  return [...byEmail.values()];
}

function tidy(t: string): string {
  const s = t.replace(/\s+/g, " ").trim();
  if (/[a-z]/.test(s)) return s;
  return s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

const HIGHLIGHT_HEAD_RE =
  /^(?:(?:investment|property|key|offering|deal|asset|location|executive)\s+)?(?:highlights|investment\s+(?:thesis|summary|rationale)|key\s+(?:features|points|investment\s+points)|why\s+invest|investment\s+considerations)\b/i;

export function findHighlights(pages: Line[][]): { text: string; page: number }[] {
  const out: { text: string; page: number }[] = [];
  const seen = new Set<string>();
  for (const lines of pages) {
    for (let i = 0; i < lines.length; i++) {
      if (!HIGHLIGHT_HEAD_RE.test(lines[i].text) || lines[i].text.length > 40) continue;
      let cur: { text: string; page: number } | null = null;
      for (let k = i + 1; k < lines.length && k < i + 60; k++) {
        const t = lines[k].text;
        const bullet = /^(?:[•*▪►✓-]|\d{1,2}[.)])\s*(.+)$/.exec(t);
        if (bullet) {
          cur = { text: bullet[1].trim(), page: lines[k].page };
          out.push(cur);
        } else if (cur && /^[a-z(]/.test(t)) {
          cur.text = `${cur.text} ${t}`; // wrapped bullet text continues in lower case
        } else if (cur && t.length > 20 && !/^[A-Z][A-Za-z &]+$/.test(t)) {
          cur.text = `${cur.text} ${t}`;
        } else if (cur || (k > i + 3 && !cur)) break;
      }
    }
  }
  return out.filter((h) => {
    const k = h.text.toLowerCase();
    if (seen.has(k) || h.text.length < 4) return false;
    seen.add(k);
    return true;
  });
}
