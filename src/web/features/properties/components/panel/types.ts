import type { ExtractedCandidate } from "#shared/contract/properties-extract.ts";

export type PanelStep = "select" | "manual" | "address-matching" | "url" | "pdf" | "pdf-hierarchy" | "url-hierarchy";
export type Extraction = {
  from: "URL" | "PDF";
  candidates: ExtractedCandidate[];
  sourceUrl?: string;
  brochureKey?: string;
  brochureName?: string;
  extractImages?: boolean;
};
