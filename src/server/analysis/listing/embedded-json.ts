// Embedded application state (Next.js __NEXT_DATA__, Nuxt, Redux/Apollo initial state, application/json
// scripts): the listing objects inside are found by what their keys mean, not by a site's layout.
import type { Candidate } from "#server/analysis/listing/candidate.ts";
import type { ScriptBlock } from "#server/analysis/listing/html.ts";
import { readListingObject } from "#server/analysis/listing/json-object.ts";

type Json = unknown;
type Obj = Record<string, unknown>;

/** `window.X = {...}`, `var x = [...]`, `a.b.c = {...}` in inline scripts (app state handed to the page). */
const ASSIGN =
  /(?:^|[;\s(])(?:window\.|self\.|var\s+|let\s+|const\s+)?[\w$]+(?:\.[\w$]+|\[["'][\w$]+["']\])*\s*=\s*(?=[{[])/g;
/** `JSON.parse("...")` / `JSON.parse('...')`: state shipped as a string literal. */
const JSON_PARSE = /JSON\.parse\(\s*(["'])((?:\\.|(?!\1)[^\\])*)\1\s*\)/g;
const MAX_ASSIGNMENTS = 20;

/** Parts of a page that show other listings than the page's own: never taken as the page's listings. */
const OTHER_LISTINGS =
  /promot|random|recommend|similar|nearby|related|sponsor|featured|carousel|comps?\b|comparable|recently|viewed|saved|favou?rite|ads?Random|neighbo/i;

function tryParse(s: string): Json {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}

/** JSON values carried by the page's scripts. */
export function embeddedJson(blocks: ScriptBlock[]): Json[] {
  const out: Json[] = [];
  for (const b of blocks) {
    const type = (b.attrs.type ?? "").toLowerCase();
    const body = b.content.trim();
    if (!body || type === "application/ld+json") continue;
    if (type.includes("json")) {
      // Angular's TransferState escapes quotes and markup as &q; &a; &l; &g; &s;.
      const v =
        tryParse(body) ??
        (body.includes("&q;")
          ? tryParse(
              body
                .replace(/&q;/g, '"')
                .replace(/&s;/g, "'")
                .replace(/&l;/g, "<")
                .replace(/&g;/g, ">")
                .replace(/&a;/g, "&"),
            )
          : undefined);
      if (v !== undefined) out.push(v);
      continue;
    }
    if (body.length < 40) continue;
    let n = 0;
    for (const m of body.matchAll(ASSIGN)) {
      if (++n > MAX_ASSIGNMENTS) break;
      const rest = body.slice((m.index ?? 0) + m[0].length);
      const v = tryParse(rest.slice(0, balancedEnd(rest)));
      if (v && typeof v === "object") out.push(v);
    }
    for (const m of body.matchAll(JSON_PARSE)) {
      // The literal's escapes are JavaScript's; for JSON text they are JSON's too ('\"', '\\', '\u0041').
      const literal = m[1] === "'" ? m[2].replace(/\\'/g, "'").replace(/"/g, '\\"') : m[2];
      const text = tryParse(`"${literal}"`);
      if (typeof text === "string") {
        const v = tryParse(text);
        if (v && typeof v === "object") out.push(v);
      }
    }
  }
  return out;
}

/** Index just past the JSON object/array that starts `s` (strings respected); s.length when unbalanced. */
function balancedEnd(s: string): number {
  let depth = 0;
  let inStr = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (inStr) {
      if (c === "\\") i++;
      else if (c === '"') inStr = false;
    } else if (c === '"') inStr = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return s.length;
}

/** Nested JSON strings (some apps store their cache as a JSON string) are parsed in place. */
function expand(v: Json, depth = 0): Json {
  if (depth > 40) return v;
  if (typeof v === "string") {
    const t = v.trim();
    if (t.length > 50 && (t[0] === "{" || t[0] === "[")) {
      const parsed = tryParse(t);
      if (parsed !== undefined) return expand(parsed, depth + 1);
    }
    return v;
  }
  if (Array.isArray(v)) return v.map((x) => expand(x, depth + 1));
  if (v && typeof v === "object") {
    const o: Obj = {};
    for (const [k, x] of Object.entries(v as Obj)) o[k] = expand(x, depth + 1);
    return o;
  }
  return v;
}

type Found = { path: string; candidate: Candidate; score: number; inArray: boolean };

function score(c: Candidate): number {
  let s = 0;
  if (c.asking_price || c.rent) s++;
  if (c.building_size_sf || c.area_sqm || c.available_sf) s++;
  if (c.street_address || c.full_address || c.city) s++;
  if (c.latitude !== undefined && c.latitude !== null) s++;
  if (c.year_built) s++;
  if (c.property_type_label) s += 0.5;
  return s;
}

/** The page's own listing(s) in its embedded state: one detail object, or the items of its result list. */
export function fromEmbeddedJson(blocks: ScriptBlock[]): Candidate[] {
  const singles: Found[] = [];
  const lists: { path: string; items: Candidate[] }[] = [];
  let visited = 0;
  const walk = (v: Json, path: string, depth: number, inArray: boolean) => {
    if (depth > 14 || visited > 200_000 || !v || typeof v !== "object") return;
    visited++;
    if (Array.isArray(v)) {
      const objs = v.filter((x) => x && typeof x === "object" && !Array.isArray(x)) as Obj[];
      if (objs.length >= 2 && !OTHER_LISTINGS.test(path)) {
        const items = objs.map((o) => readListingObject(o)).filter((c) => score(c) >= 2 && (c.asking_price || c.rent));
        if (items.length >= 2 && items.length >= objs.length * 0.5) lists.push({ path, items });
      }
      for (const [i, x] of v.entries()) walk(x, `${path}[${i}]`, depth + 1, true);
      return;
    }
    const o = v as Obj;
    if (!OTHER_LISTINGS.test(path)) {
      const c = readListingObject(o);
      const s = score(c);
      if (s >= 2) singles.push({ path, candidate: c, score: s, inArray });
    }
    for (const [k, x] of Object.entries(o)) walk(x, `${path}.${k}`, depth + 1, inArray);
  };
  for (const root of embeddedJson(blocks)) walk(expand(root), "$", 0, false);

  const best = singles.filter((f) => !f.inArray).sort((a, b) => b.score - a.score || b.path.length - a.path.length)[0];
  const list = lists.sort((a, b) => b.items.length - a.items.length)[0];
  if (best && best.score >= 3.5) return [best.candidate];
  if (list) return list.items;
  if (best && best.score >= 2) return [best.candidate];
  return [];
}
