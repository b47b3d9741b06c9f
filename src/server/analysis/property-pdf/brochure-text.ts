// Brochure text → properties (placeholder parser; replaced by the full one).
import type { ExtractedProperty } from "#shared/contract/property-extraction.ts";

export type BrochureOptions = { fileName?: string };

export function parseBrochureText(_pages: string[], _opts: BrochureOptions = {}): ExtractedProperty[] {
  return [];
}
