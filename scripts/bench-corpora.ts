// Which documents each bench reads, and the held-out split: about a fifth of each development corpus is
// kept back and only measured, never tuned on (the names are listed here, the files stay in ../shared).
// `--split dev|heldout|all` (default all) picks the documents; results are reported per corpus and split.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

export type Split = "dev" | "heldout" | "all";

const HELD_OUT = new Set([
  // leases/dev (2 of 8)
  "kura_seaport_east_boston_lease.pdf",
  "witman_alexander_road_lease.pdf",
  // om/dev (1 of 4; its image-only twin stays in dev, so this split is weak for OMs)
  "MM_LAAA_9015_Owensmouth_Ave_Canoga_Park_BOV_2026_rendered.pdf",
  // cards/dev (4 of 21)
  "jp_iij_fujimoto_template_twin.jpg",
  "br_optica_da_jo_company_card.jpg",
  "in_bses_khetarpaul_scan.jpg",
  "ua_centrobill_tisdall_angle.jpg",
]);

// ../shared/fixtures beside the repository (or beside the folder of worktrees), or SHARED_FIXTURES.
const SHARED =
  process.env.SHARED_FIXTURES ??
  [
    path.resolve(import.meta.dirname, "..", "..", "shared", "fixtures"),
    path.resolve(import.meta.dirname, "..", "..", "..", "shared", "fixtures"),
  ].find((d) => existsSync(d)) ??
  path.resolve(import.meta.dirname, "..", "..", "shared", "fixtures");
const OWN = path.resolve(import.meta.dirname, "..", "fixtures");

/**
 * Corpora found by the helpers, kept outside the repository: EXTRA_CORPORA/<kind>/<folder>/answer_keys.json.
 * EXTRA_CORPORA may name several folders separated by ':'; each corpus is then reported under its folder's name.
 */
const EXTRA = (process.env.EXTRA_CORPORA ?? "").split(path.delimiter).filter(Boolean);

export type Corpus = { name: string; dir: string; heldout?: boolean };

/** The corpora of one kind of document that exist on this machine (shared ones are skipped when absent). */
export function corporaFor(kind: "leases" | "om" | "cards"): Corpus[] {
  const list: Corpus[] = [
    { name: `${kind}/dev`, dir: path.join(SHARED, kind, "dev") },
    { name: `${kind} (shared sample)`, dir: path.join(SHARED, kind) },
    { name: `${kind} (generated)`, dir: path.join(OWN, kind) },
    ...foundCorpora(kind),
  ];
  return list.filter((c) => existsSync(path.join(c.dir, "answer_keys.json")));
}

/**
 * The found corpora of one kind: every folder under EXTRA_CORPORA/<kind>/ with an answer_keys.json, in name order
 * (dev, dev-extra, heldout, heldout2, …). A folder whose name starts with 'heldout' is measured only.
 */
export function foundCorpora(kind: string): Corpus[] {
  return EXTRA.flatMap((root) => {
    const from = EXTRA.length > 1 ? ` ${path.basename(root)}` : "";
    const base = path.join(root, kind);
    if (!existsSync(base)) return [];
    return readdirSync(base, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join(base, d.name, "answer_keys.json")))
      .map((d) => d.name)
      .sort()
      .map((folder) => {
        const heldout = folder.startsWith("heldout");
        const label = heldout
          ? `held-out${folder.slice("heldout".length) ? ` ${folder.slice("heldout".length)}` : ""}`
          : folder;
        return { name: `${kind} (found ${label}${from})`, dir: path.join(base, folder), heldout };
      });
  });
}

/** The split a document belongs to: held-out names are measured only; everything else is development. */
export function splitOf(file: string): "dev" | "heldout" {
  return HELD_OUT.has(file) ? "heldout" : "dev";
}

export function inSplit(file: string, split: Split, corpus?: Corpus): boolean {
  if (split === "all") return true;
  return (corpus?.heldout ? "heldout" : splitOf(file)) === split;
}

/** The group a result is reported under: corpus name, plus the split for the development corpora. */
export function groupOf(corpus: Corpus, file: string): string {
  return corpus.name.endsWith("/dev") ? `${corpus.name}${splitOf(file) === "heldout" ? " held-out" : ""}` : corpus.name;
}

export function parseSplit(value: string | undefined): Split {
  if (value === undefined) return "all";
  if (value === "dev" || value === "heldout" || value === "all") return value;
  throw new Error(`--split must be dev, heldout or all (got ${value})`);
}

/** p50 and max of a list of seconds. */
export function p50max(xs: number[]): { p50: number; max: number } {
  if (!xs.length) return { p50: 0, max: 0 };
  const s = [...xs].sort((a, b) => a - b);
  return { p50: s[Math.floor((s.length - 1) / 2)], max: s[s.length - 1] };
}
