// A partial property found by one parser, and the merge of several (earlier sources win per field).
import { type ExtractedProperty, emptyProperty } from "#shared/contract/property-extraction.ts";

export type Candidate = Partial<ExtractedProperty>;

const LIST_FIELDS = new Set(["brokers", "photo_urls"]);

export function mergeCandidates(...parts: (Candidate | null | undefined)[]): ExtractedProperty {
  const out = emptyProperty() as Record<string, unknown>;
  for (const part of parts) {
    if (!part) continue;
    for (const [k, v] of Object.entries(part)) {
      if (!(k in out) || v === null || v === undefined || v === "") continue;
      if (LIST_FIELDS.has(k)) {
        const list = out[k] as unknown[];
        if (list.length === 0) out[k] = [...(v as unknown[])];
      } else if (out[k] === null) out[k] = v;
    }
  }
  return out as ExtractedProperty;
}

export function filledFields(c: Candidate): number {
  return Object.entries(c).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
    .length;
}
