// Candidates for the premises' street address, each with its evidence, and the pick. A lease prints many
// addresses (the landlord's notice address, the payment address, brokers, adjacent buildings); the premises'
// one is introduced by the premises/building/property label or by "located at", "known as", "address is",
// and is never the one after "notices", "attention", "with a copy to", "payments".
import type { LeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { clean } from "#server/analysis/lease/parse-values.ts";

const SUFFIX =
  "(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Parkway|Pkwy|Place|Pl|Court|Ct|Circle|Cir|Highway|Hwy|Plaza|Square|Sq|Terrace|Trail|Center|Centre|Expressway|Freeway|Pike|Row|Alley|Turnpike)";
export const STATE_NAMES =
  "(?:A[LKZR]|C[AOT]|D[EC]|F[LM]|G[AU]|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|P[AR]|RI|S[CD]|T[NX]|UT|V[TAI]|W[AVIY]|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|District of Columbia)";
const DIR = "(?:[NSEW]\\.?|North|South|East|West|NE|NW|SE|SW)";
// A named street ("South Grant Street", "Minnesota Avenue NE") or a numbered route ("Hwy 42 S.", "Route 9").
const STREET = `(?:(?:${DIR}\\s+)?[A-Z0-9][A-Za-z0-9.'\\- ]{0,40}?\\s${SUFFIX}\\.?(?:\\s+${DIR}(?![a-z]))?|(?:Hwy|Highway|Route|Rte|State\\s+Road|State\\s+Route|County\\s+Road|U\\.?S\\.?\\s+(?:Hwy|Highway|Route))\\.?\\s+\\d{1,4}[A-Z]?(?:\\s+${DIR}(?![a-z]))?)`;
const CITY_STATE = `,?\\s+(?:Building\\s+[A-Z0-9]{1,3},?\\s+)?(?:(?:Suite|Ste\\.?|Unit|Floor)\\s+[A-Za-z0-9-]+,?\\s+)?[A-Z][A-Za-z.]+(?:\\s+[A-Z][A-Za-z.]+){0,3},?(?:\\s+[A-Z][A-Za-z]+(?:\\s+[A-Z][A-Za-z]+)?\\s+County,?)?\\s+${STATE_NAMES}\\b\\.?(?:,?\\s+\\d{5}(?:-\\d{4})?)?`;
/** A street address with a number, city and state (ZIP optional). Case-sensitive: "located in" is no city. */
// A building number in words names many towers: "One Market Street", "Two Seaport Lane".
const WORD_NUMBER = "(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Fifteen|Twenty|Fifty|Hundred)";
export const STREET_ADDRESS = `(?:\\b\\d{1,6}[A-Z]?(?:\\s*(?:and|&|-)\\s*\\d{1,6})?|\\b${WORD_NUMBER})\\s+${STREET}${CITY_STATE}`;
const NUMBERLESS = `${STREET}${CITY_STATE}`;

const INTRO =
  /(?:\b(?:Premises|Building|Property|Project|Land|Site|Leased\s+Premises|Demised\s+Premises)(?:\s+(?:Name\s+and\s+)?Address)?\s*(?:\([^)]{0,80}\))?\s*[:.]|\b(?:located|situated)\s+at|\b(?:commonly\s+)?known\s+(?:and\s+(?:municipally\s+)?numbered\s+)?as|\bmunicipally\s+numbered\s+as|["”](?:Building|Premises|Property|Project|Center)["”]\)\s+(?:located\s+)?at|\baddress\s+(?:is|of)|\b(?:premises|building|property|project)\s+at|\bADDRESS\s*(?:\([^)]{0,80}\))?)\s*(?:the\s+)?$/i;
const NOT_PREMISES =
  /(?:notice|notices|attention|attn|copy\s+to|c\/o|care\s+of|payments?|remit|mail(?:ing)?\s+address|address\s+for|send|landlord['’]s\s+address|tenant['’]s\s+address|broker|guarantor|adjacent|principal\s+(?:office|place)|(?:business|mailing|office|home|registered|corporate|principal)\s+address|whose\s+address|having\s+(?:an?\s+)?(?:address|office))[^.]{0,120}$/i;

const PLACE_HAVING_ADDRESS =
  /\b(?:premises|space|building|property|facility|land|site|unit)\b(?:(?!\b(?:Landlord|Tenant|Lessor|Lessee|Sublandlord|Subtenant)\b)[^.]){0,120}\bhaving\s+(?:an?\s+)?(?:physical\s+|street\s+)?address\s+(?:of|at)\s*$/i;

/** A party's own address ("having a mailing address at", "whose address is"): never the premises. */
export const PARTY_ADDRESS_RE =
  /(?:(?:business|mailing|office|home|registered|corporate|principal)\s+address|whose\s+address|having\s+(?:an?\s+)?(?:address|office))[^.]{0,40}$/i;

export type AddressCandidate = { value: string; start: number; end: number; score: number };

/** Every address in the document with the evidence before it; the best first. */
export function addressCandidates(doc: LeaseDoc): AddressCandidate[] {
  const out: AddressCandidate[] = [];
  const text = doc.text;
  const scan = (source: string, numbered: boolean) => {
    const re = new RegExp(source, "g");
    for (const m of text.matchAll(re)) {
      const start = m.index ?? 0;
      const before = clean(text.slice(Math.max(0, start - 200), start));
      const near = before.slice(-70);
      // "known as Harbor Point, One Wharf Street": a building's name may sit between the words and the address.
      const intro = INTRO.test(near) || INTRO.test(near.replace(/\s*(?:the\s+)?(?:[A-Z][\w'’-]*,?\s*){0,6}$/, ""));
      if (!numbered && !/(?:located|situated)\s+at\s*$/i.test(before)) continue;
      // "space in the building having an address of 55 Orchard Lane, …": a place's address, not a party's
      // ("Landlord, having an address at …" stays a party's).
      const placeHas = PLACE_HAVING_ADDRESS.test(before);
      let score = intro || placeHas ? 3 : 0;
      if (!placeHas && NOT_PREMISES.test(before)) score -= 5;
      // Earlier is likelier (cover page, summary, the premises clause), a little.
      score -= Math.min(1, start / Math.max(1, text.length));
      const value = clean(m[0]);
      out.push({ value, start, end: start + m[0].length, score });
    }
  };
  scan(STREET_ADDRESS, true);
  scan(NUMBERLESS, false);
  return out.sort((a, b) => b.score - a.score || a.start - b.start);
}

/** The premises' address: the best candidate introduced as the premises/building/property, or null. */
export function pickPremisesAddress(doc: LeaseDoc): AddressCandidate | null {
  const best = addressCandidates(doc)[0];
  return best && best.score >= 2 ? { ...best, value: tidyAddress(best.value) } : null;
}

/** Suite numbers are their own field; "Street,San Mateo" spacing; a trailing period. */
export function tidyAddress(a: string): string {
  return clean(
    a
      .replace(/,?\s*\b(?:Suite|Ste\.?|Unit)\s+[A-Za-z0-9-]+,?/i, ",")
      .replace(/,?\s*#\s*[A-Za-z0-9-]+,?/, ",")
      // "Henderson, Clark County, Nevada": street, city, state — the county is not part of the address line.
      .replace(/,\s*[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?\s+County(?=,?\s+[A-Z])/, ""),
  )
    .replace(/,\s*,/g, ",")
    .replace(/\s+,/g, ",")
    .replace(/[.,]$/, "");
}
