// Command-line analyzer: `npm run analyze -- <file> --type lease|om|card [--detail concise|detailed]`
// and `npm run analyze -- <file.html|file.pdf|URL> --type listing|brochure` (property extraction).
// Prints the same JSON result the server stores: the same text extraction (text layer + OCR of image-only
// pages, bounded) and the same engine (the LLM one when LLM_BASE_URL is set, as on the server).
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { type: { type: "string" }, detail: { type: "string", default: "concise" } },
});
const file = positionals[0];
const type = values.type;
if (!file || !type || !["lease", "om", "card", "listing", "brochure"].includes(type)) {
  console.error("usage: npm run analyze -- <file> --type lease|om|card [--detail concise|detailed]");
  console.error("       npm run analyze -- <file.html|file.pdf|URL> --type listing|brochure");
  process.exit(2);
}
if (type === "listing" || type === "brochure") {
  const { analyzePropertySource } = await import("#server/analysis/listing/analyze-source.ts");
  console.log(JSON.stringify(await analyzePropertySource(file, type), null, 2));
  process.exit(0);
}
const data = new Uint8Array(await readFile(file));
const modules = {
  lease: () => import("#server/analysis/lease/analyze-lease.ts"),
  om: () => import("#server/analysis/om/analyze-om.ts"),
  card: () => import("#server/analysis/card/analyze-card.ts"),
} as const;
const mod = await modules[type as keyof typeof modules]();
const { llmConfig } = await import("#server/config.ts");
const result = await mod.analyzeFile(data, { detail: values.detail as "concise" | "detailed", llm: llmConfig() });
console.log(JSON.stringify(result, null, 2));
process.exit(0);
