// Just enough HTML reading for listing pages (no DOM): scripts by type/id, meta tags, title, the
// document language and the visible text with block structure kept as line breaks.

export type Attrs = Record<string, string>;
export type ScriptBlock = { attrs: Attrs; content: string };

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  plusmn: "±",
  sup2: "²",
  deg: "°",
  middot: "·",
  bull: "•",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  times: "×",
  euro: "€",
  pound: "£",
  copy: "©",
  reg: "®",
  trade: "™",
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

export function parseAttrs(tag: string): Attrs {
  const out: Attrs = {};
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const body = tag.replace(/^<\s*[a-z0-9:-]+/i, "").replace(/\/?>$/, "");
  for (let m = re.exec(body); m; m = re.exec(body)) {
    out[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return out;
}

export function scripts(html: string): ScriptBlock[] {
  const out: ScriptBlock[] = [];
  const re = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const open = m[0].slice(0, m[0].indexOf(">") + 1);
    out.push({ attrs: parseAttrs(open), content: m[1] });
  }
  return out;
}

/** meta tags keyed by lower-cased property / name / itemprop (first value wins; all kept in `all`). */
export function metaTags(html: string): { first: Map<string, string>; all: Map<string, string[]> } {
  const first = new Map<string, string>();
  const all = new Map<string, string[]>();
  const re = /<meta\b[^>]*>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const a = parseAttrs(m[0]);
    const key = (a.property ?? a.name ?? a.itemprop ?? "").toLowerCase();
    const value = a.content ?? a.value;
    if (!key || value === undefined) continue;
    if (!first.has(key)) first.set(key, value.trim());
    all.set(key, [...(all.get(key) ?? []), value.trim()]);
  }
  return { first, all };
}

export function titleOf(html: string): string | null {
  const m = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  const t = m ? decodeEntities(m[1]).replace(/\s+/g, " ").trim() : "";
  return t || null;
}

export function documentLang(html: string): string | null {
  const m = /<html\b[^>]*>/i.exec(html);
  const lang = m ? parseAttrs(m[0]).lang : undefined;
  return lang ? lang.toLowerCase() : null;
}

const BLOCK =
  /<\/?(?:p|div|section|article|header|footer|main|aside|nav|h[1-6]|li|ul|ol|dl|dt|dd|table|thead|tbody|tfoot|tr|br|hr|form|fieldset|figure|figcaption|blockquote|pre|address|label|option|button)\b[^>]*>/gi;

/** Visible text: scripts, styles, comments and inline data: URIs removed; blocks and cells on their own lines. */
export function visibleText(html: string): string {
  const t = html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style|noscript|template|svg|iframe|object)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/data:[a-z]+\/[a-z0-9.+-]+;base64,[a-z0-9+/=]+/gi, "")
    // 'm<sup>2</sup>' is m²: kept on its figure's line.
    .replace(/<sup\b[^>]*>\s*2\s*<\/sup>/gi, "²")
    .replace(/<\/t[dh]\s*>/gi, "\t")
    .replace(BLOCK, "\n")
    .replace(/<[^>]+>/g, " ");
  return decodeEntities(t)
    .replace(/[ \u00a0\u2009\u202f]+/g, " ")
    .split("\n")
    .map((l) =>
      l
        .split("\t")
        .map((c) => c.trim())
        .filter(Boolean)
        .join("\t"),
    )
    .filter((l) => l.length > 0)
    .join("\n");
}
